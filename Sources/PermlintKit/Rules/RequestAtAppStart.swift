#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Rule {
  /// A permission the code asks for as the app starts, before the user does anything.
  public static let requestAtAppStart: Rule = Rule(
    RuleDescriptor(
      id: "request-at-app-start",
      title: "Permission requested in code as the app starts",
      severity: .warning,
      category: .flows,
      rationale: """
        A prompt at launch comes before the user has done anything that needs the permission, \
        so it has no context: users deny what they cannot connect to a feature, and a denial \
        at launch is often final (any denial on iOS, the second on Android). Apple asks apps \
        to request access only when a feature needs it, and Google to ask in context, after \
        the user starts the action. This rule reads the code from its entry points (Dart's \
        `main`, the root component React Native or Expo registers, an Android `Application`'s \
        `onCreate` and the launcher activity's `onCreate`, `onStart` or `onResume`) and follows \
        only what runs at once: calls one function of the app answers, closures given to \
        `useEffect`, `addPostFrameCallback` or `LaunchedEffect`, and from a constructor to \
        `createState`, `initState`, `componentDidMount` or `onCreate`. A request found there, \
        for anything but notifications and tracking (which are commonly and acceptably asked \
        at launch), is reported at the call with the chain from the entry point as steps. A \
        permission the feature map marks as one the app cannot start without (a feature with \
        `mandatory: true` and `trigger: launch`) is not reported.
        """,
      fix: """
        Ask where the feature starts: in the handler of the button that scans, records, shows \
        the map or picks a photo, after a screen that says why; keep the launch for what the \
        app cannot start without.
        """,
      references: [
        .androidRuntimePermissions,
        .higRequestingPermission,
      ],
      examples: RuleExample.embedded("request-at-app-start"),
      appliesTo:
        "Applies to Dart, JavaScript and TypeScript, Kotlin, Java, Swift and Objective-C code with a recognised entry point (main, the registered root component, the Application and launcher activity, the app and scene delegates, a SwiftUI App's root view)."
    )
  ) { context in
    let code = context.code
    guard !code.requests.isEmpty else { return [] }
    let entries = code.entryPoints(launchers: Set(context.app.androidManifests.flatMap(\.launcherActivities)))
    guard !entries.isEmpty else { return [] }
    let paths = code.startPaths(from: entries)
    // Permissions commonly and acceptably asked at launch, and those the feature map says the
    // app cannot start without (`mandatory: true`, `trigger: launch`: a camera app's camera).
    var acceptable: Set<String> = ["notifications", "tracking", "location-always"]
    for feature in context.app.featureMap?.features ?? [] where feature.mandatory && feature.trigger?.value == .launch {
      acceptable.formUnion(feature.requires.map(\.value))
    }
    var reported: Set<String> = []
    return code.requests.sorted { $0.location < $1.location }.compactMap { site -> Finding? in
      guard let ref = site.ref, let path = paths[ref] else { return nil }
      let permissions = site.permissions.subtracting(acceptable).sorted()
      guard !permissions.isEmpty else { return nil }
      let list = permissions.joined(separator: ", ")
      // One finding per permission and entry: the same chain asks once.
      guard reported.insert("\(list)@\(path[0].file):\(path[0].function)").inserted else { return nil }
      var steps = path.enumerated().map { offset, item in
        FlowStep(
          location: code.location(item),
          message: offset == 0
            ? "the app starts: \(code.describe(item))"
            : code.function(item).passedTo.map { "runs the closure passed to \($0) at once" }
              ?? "runs \(code.describe(item)) at once")
      }
      steps.append(FlowStep(location: site.location, message: "\(site.text)() asks for \(list)"))
      return context.finding(
        .atStart(call: site.text, permissions: list, entry: code.describe(path[0])),
        at: site.location, stableKey: "\(site.text):\(list)", flowPath: steps)
    }
  }
}

extension Finding.Message {
  fileprivate static func atStart(call: String, permissions: String, entry: String) -> Self {
    Self(
      "\(call)() asks for \(permissions) as the app starts (from \(entry)), before the user has done anything that "
        + "needs it: a prompt without context is often denied, and a denial at launch can be final. Ask where the "
        + "feature starts, after the user's action, and say why first.")
  }
}
