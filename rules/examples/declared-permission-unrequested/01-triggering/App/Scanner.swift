func scan() {
  AVCaptureDevice.requestAccess(for: .video) { _ in }
}
