import SwiftUI

@main
struct SmartCityGuideApp: App {
  /// Spec "First-Launch-Detection": the intro shows only on the first launch.
  @AppStorage("hasCompletedIntro") private var hasCompletedIntro = false
  @StateObject private var permissions = PermissionManager()

  var body: some Scene {
    WindowGroup {
      if hasCompletedIntro {
        MainView().environmentObject(permissions)
      } else {
        IntroFlowView(onFinish: { hasCompletedIntro = true }).environmentObject(permissions)
      }
    }
  }
}

/// The main app; Profile > Berechtigungen is where a skipped permission is granted later.
struct MainView: View {
  var body: some View {
    NavigationStack {
      NavigationLink("Profil") { PermissionSettingsView() }
    }
  }
}
