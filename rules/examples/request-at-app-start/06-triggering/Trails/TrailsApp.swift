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

/// The first screen asks for location as it appears, before the user has done anything.
struct MapScreen: View {
  private let locator = Locator()

  var body: some View {
    Text("Trails")
      .onAppear { locator.start() }
  }
}

final class Locator: NSObject {
  private let manager = CLLocationManager()

  func start() {
    manager.↓requestWhenInUseAuthorization()
  }
}
