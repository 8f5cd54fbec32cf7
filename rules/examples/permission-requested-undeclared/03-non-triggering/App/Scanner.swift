func scan() {
  AVCaptureDevice.requestAccess(for: .video) { _ in }
  let s = "CNContactStore().requestAccess(for: .contacts)"
  // locationManager.requestWhenInUseAuthorization()
}
