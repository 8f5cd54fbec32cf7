import AVFoundation
import Photos
import UIKit

final class TrailCamera {
  func start() {
    AVCaptureDevice.requestAccess(for: .video) { granted in
      if !granted {
        UIApplication.shared.open(URL(string: UIApplication.openSettingsURLString)!)
      }
    }
  }

  func saveSign() {
    PHPhotoLibrary.requestAuthorization(for: .readWrite) { _ in }
  }
}
