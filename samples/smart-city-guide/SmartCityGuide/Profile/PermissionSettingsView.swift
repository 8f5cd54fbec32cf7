import SwiftUI

/// Profile > Berechtigungen: a skipped or denied permission can be granted later
/// (spec "Permission Fallback").
struct PermissionSettingsView: View {
  @EnvironmentObject private var permissions: PermissionManager
  @Environment(\.scenePhase) private var scenePhase

  var body: some View {
    List {
      Section("Berechtigungen") {
        row("Standort", granted: permissions.location != .denied && permissions.location != .notDetermined) {
          if permissions.location == .notDetermined { _ = await permissions.requestWhenInUse() } else { permissions.openSettings() }
        }
        row("Hinweise im Hintergrund", granted: permissions.location == .authorizedAlways) {
          if permissions.location == .authorizedWhenInUse { _ = await permissions.requestAlways() } else { permissions.openSettings() }
        }
        row("Mitteilungen", granted: permissions.notifications == .authorized) {
          if permissions.notifications == .notDetermined { _ = await permissions.requestNotifications() } else { permissions.openSettings() }
        }
      }
    }
    // Back from Settings: read the statuses again.
    .onChange(of: scenePhase) { _, phase in
      if phase == .active { Task { await permissions.refresh() } }
    }
  }

  private func row(_ title: String, granted: Bool, action: @escaping () async -> Void) -> some View {
    HStack {
      Text(title)
      Spacer()
      if granted { Text("Aktiv").foregroundStyle(.secondary) } else { Button("Aktivieren") { Task { await action() } } }
    }
  }
}
