import AVFoundation

final class TrailCamera {
  func start() {
    AVCaptureDevice.requestAccess(for: .video) { _ in }
  }
}
