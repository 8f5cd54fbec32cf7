// requestAccess in a comment is not a request
func scan() {
  AVCaptureDevice.↓requestAccess(for: .video) { _ in }
}
