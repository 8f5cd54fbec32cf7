import CoreLocation
import UIKit
import UserNotifications

/// The three permissions of the intro and the profile (flows `onboarding`,
/// `profile-location`, `profile-location-always`, `profile-notifications` in permlint.yml).
/// Every request here follows a tap on an explainer's button.
@MainActor
final class PermissionManager: NSObject, ObservableObject, CLLocationManagerDelegate {
  @Published private(set) var location: CLAuthorizationStatus
  @Published private(set) var notifications: UNAuthorizationStatus = .notDetermined

  private let manager = CLLocationManager()
  private var pending: CheckedContinuation<CLAuthorizationStatus, Never>?

  override init() {
    location = manager.authorizationStatus
    super.init()
    manager.delegate = self
  }

  /// Screen 2: "Standort während der Nutzung" (NSLocationWhenInUseUsageDescription).
  func requestWhenInUse() async -> CLAuthorizationStatus {
    guard manager.authorizationStatus == .notDetermined else { return manager.authorizationStatus }
    return await withCheckedContinuation { continuation in
      pending = continuation
      manager.requestWhenInUseAuthorization()
    }
  }

  /// Screen 3: "Hinweise auch bei geschlossener App"
  /// (NSLocationAlwaysAndWhenInUseUsageDescription). Asked only after When-In-Use was
  /// granted: iOS shows the upgrade dialog only then. Justified by the nearby-sight alerts
  /// (feature `nearby-alerts`), which use region monitoring while the app is closed.
  func requestAlways() async -> CLAuthorizationStatus {
    guard manager.authorizationStatus == .authorizedWhenInUse else { return manager.authorizationStatus }
    return await withCheckedContinuation { continuation in
      pending = continuation
      manager.requestAlwaysAuthorization()
    }
  }

  /// Screen 4: "Mitteilungen" (no purpose string: the system dialog has its own text).
  func requestNotifications() async -> Bool {
    let center = UNUserNotificationCenter.current()
    let granted = (try? await center.requestAuthorization(options: [.alert, .sound, .badge])) ?? false
    notifications = await center.notificationSettings().authorizationStatus
    return granted
  }

  /// Profile > Berechtigungen after a denial: iOS never shows the dialog again, only the
  /// app's page in Settings can change it.
  func openSettings() {
    guard let url = URL(string: UIApplication.openSettingsURLString) else { return }
    UIApplication.shared.open(url)
  }

  /// Back from Settings (scene becomes active): statuses are read again, never assumed.
  func refresh() async {
    location = manager.authorizationStatus
    notifications = await UNUserNotificationCenter.current().notificationSettings().authorizationStatus
  }

  nonisolated func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
    let status = manager.authorizationStatus
    Task { @MainActor in
      location = status
      guard status != .notDetermined, let pending else { return }
      self.pending = nil
      pending.resume(returning: status)
    }
  }
}
