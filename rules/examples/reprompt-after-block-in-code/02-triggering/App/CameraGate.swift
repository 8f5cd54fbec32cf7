import AVFoundation

/// Asks for the camera before the proof photo; a denied camera is asked again, which iOS
/// answers at once without a prompt.
func openCamera(then proceed: @escaping (Bool) -> Void) {
  switch AVCaptureDevice.authorizationStatus(for: .video) {
  case .authorized:
    proceed(true)
  case .notDetermined:
    AVCaptureDevice.requestAccess(for: .video) { proceed($0) }
  case .denied:
    AVCaptureDevice.↓requestAccess(for: .video) { proceed($0) }
  default:
    proceed(false)
  }
}
