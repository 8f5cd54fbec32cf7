fun ask(a: Activity) {
  ActivityCompat.requestPermissions(a, arrayOf(Manifest.permission.CAMERA), 1)
}
fun settings() = Intent(Settings.ACTION_APPLICATION_DETAILS_SETTINGS)
