import SwiftUI

/// The five intro screens: welcome, an explainer before each of the three system dialogs,
/// completion. "Überspringen" on every screen but completion asks for confirmation first.
struct IntroFlowView: View {
  enum Step { case welcome, whenInUse, always, notifications, completion }

  let onFinish: () -> Void
  @EnvironmentObject private var permissions: PermissionManager
  @State private var step = Step.welcome
  @State private var confirmingSkip = false

  var body: some View {
    VStack(spacing: 24) {
      Text(copy.title).font(.title.bold())
      Text(copy.message)
      Button(copy.primary, action: next).buttonStyle(.borderedProminent)
      if step != .completion {
        Button("Überspringen") { confirmingSkip = true }
      }
    }
    .padding()
    .background(Image("intro_background").resizable().scaledToFill().blur(radius: 12).overlay(.black.opacity(0.5)))
    .alert("Einführung überspringen?", isPresented: $confirmingSkip) {
      Button("Überspringen", role: .destructive, action: onFinish)
      Button("Zurück", role: .cancel) {}
    } message: {
      Text("Du kannst die Berechtigungen später jederzeit im Profil aktivieren.")
    }
  }

  private var copy: (title: String, message: String, primary: String) {
    switch step {
    case .welcome:
      ("Willkommen bei SmartCityGuide", "Entdecke Sehenswürdigkeiten, Touren und Geheimtipps in deiner Stadt. In drei kurzen Schritten richten wir die App für dich ein.", "Los geht's")
    case .whenInUse:
      (
        "Standort während der Nutzung",
        "Damit wir dir Sehenswürdigkeiten in deiner Nähe zeigen und Routen planen können, braucht SmartCityGuide deinen Standort, während du die App nutzt.",
        "Weiter"
      )
    case .always:
      (
        "Hinweise auch bei geschlossener App",
        "Wenn du „Immer erlauben“ wählst, benachrichtigt dich SmartCityGuide über Sehenswürdigkeiten in deiner Nähe, auch wenn die App geschlossen ist.",
        "Weiter"
      )
    case .notifications:
      ("Mitteilungen", "Erlaube Mitteilungen, damit wir dich auf Sehenswürdigkeiten in deiner Nähe hinweisen können.", "Weiter")
    case .completion:
      ("Alles bereit!", "SmartCityGuide ist eingerichtet. Viel Spaß beim Entdecken deiner Stadt!", "Zur App")
    }
  }

  private func next() {
    Task {
      switch step {
      case .welcome: step = .whenInUse
      case .whenInUse:
        let status = await permissions.requestWhenInUse()
        step = status == .authorizedWhenInUse || status == .authorizedAlways ? .always : .notifications
      case .always:
        _ = await permissions.requestAlways()
        step = .notifications
      case .notifications:
        _ = await permissions.requestNotifications()
        step = .completion
      case .completion: onFinish()
      }
    }
  }
}
