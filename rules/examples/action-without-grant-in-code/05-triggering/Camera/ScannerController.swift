import AVFoundation
import UIKit

final class ScannerController: UIViewController {
  private let session = AVCaptureSession()

  func startScanning() {
    AVCaptureDevice.requestAccess(for: .video) { granted in
      DispatchQueue.main.async {
        self.session.↓startRunning()
      }
    }
  }
}
