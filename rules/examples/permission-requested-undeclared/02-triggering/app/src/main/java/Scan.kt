fun ask(a: Activity) {
  ActivityCompat.requestPermissions(a, arrayOf(↓Manifest.permission.CAMERA), 1)
}
