import AVFoundation
import CoreLocation
import UIKit

final class ScannerController: UIViewController {
  private let session = AVCaptureSession()
  private let manager = CLLocationManager()

  func startScanning() {
    AVCaptureDevice.requestAccess(for: .video) { granted in
      guard granted else {
        DispatchQueue.main.async { self.showCameraOff() }
        return
      }
      DispatchQueue.main.async { self.session.startRunning() }
    }
  }

  func startTracking() {
    manager.requestWhenInUseAuthorization()
    manager.startUpdatingLocation()
  }

  private func showCameraOff() {}
}
