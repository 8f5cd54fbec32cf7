import AVFoundation
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = UINavigationController(rootViewController: ScannerViewController())
    self.window = window
    window.makeKeyAndVisible()
  }
}

/// The first screen asks for the camera as it loads.
final class ScannerViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    AVCaptureDevice.↓requestAccess(for: .video) { _ in }
  }
}
