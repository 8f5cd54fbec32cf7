import AVFoundation
import CoreLocation
import SwiftUI

@main
struct TrailsApp: App {
  var body: some Scene {
    WindowGroup {
      MapScreen()
    }
  }
}

/// Location is asked for from the button; the scanner asks when the user opens it.
struct MapScreen: View {
  private let locator = Locator()

  var body: some View {
    NavigationStack {
      Button("Show trails near me") { locator.start() }
      NavigationLink("Scan a trail sign") { ScannerScreen() }
    }
  }
}

struct ScannerScreen: View {
  var body: some View {
    Text("Point the camera at the sign")
      .onAppear { AVCaptureDevice.requestAccess(for: .video) { _ in } }
  }
}

final class Locator: NSObject {
  private let manager = CLLocationManager()

  func start() {
    manager.requestWhenInUseAuthorization()
  }
}

/// A link opens the scanner: the camera is asked for after the user followed it, not at launch.
final class AppDelegate: NSObject, UIApplicationDelegate {
  func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
    if url.host == "scan" { AVCaptureDevice.requestAccess(for: .video) { _ in } }
    return true
  }
}
