import AVFoundation

func testCamera() {
  AVCaptureDevice.requestAccess(for: .video) { _ in }
}
