#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Rule {
  /// A run-time request for external storage that Android 13 and later always deny to the app.
  public static let storageRequestAlwaysDenied: Rule = Rule(
    RuleDescriptor(
      id: "storage-request-always-denied",
      title: "Storage permission requested in code, which Android 13 always denies",
      severity: .warning,
      category: .flows,
      rationale: """
        An app that targets API 33 (Android 13) or later is never granted \
        READ_EXTERNAL_STORAGE or WRITE_EXTERNAL_STORAGE on Android 13 and later: a request \
        for them is denied at once, without a prompt. Code that asks for storage \
        (`Permission.storage.request()`, `PermissionsAndroid.request(PERMISSIONS.WRITE_EXTERNAL_STORAGE)`, \
        `launcher.launch(Manifest.permission.WRITE_EXTERNAL_STORAGE)`) and waits for the grant \
        therefore never reaches the feature on those devices: the download or export button \
        does nothing, or the app shows its "permission denied" message to users who were never \
        asked. This rule reads the code: a request that names one of those permissions, not \
        under a test of the API level that keeps it below a level (`Build.VERSION.SDK_INT`, \
        `sdkInt`, `Platform.Version`, `androidSdkInt`; an `if`, a ternary or a `&&`; a test \
        whose direction it cannot read counts), neither where it is made nor at every call of \
        its function (up to three callers up), nor in Dart or JavaScript that runs on iOS \
        only (`if (Platform.isIOS)`, `Platform.OS === 'ios' ? …`; a branch on a name reads the \
        test the name holds: `final legacy = sdkInt < 33 && …; if (legacy)`, or a constant of the \
        app's such as `final onApple = kIsWeb ? false : Platform.isIOS`; a branch on a call of the \
        app's own function reads the test the function answers first, one level deep: \
        `if (Settings.useSaf(context)) return` where `useSaf` begins \
        `if (Build.VERSION.SDK_INT >= Build.VERSION_CODES.Q) return true`), in an app whose targetSdk \
        is 33 or later. `if (sdkInt >= 33) request()` is reported: the request runs only where \
        it is always denied. With an unknown targetSdk it is a note. The names are data, in \
        `rules/code-flows.yml` (`storage-api-33`, `sdk-checks`, `ios-checks`).
        """,
      fix: """
        On API 33 and later, ask for what the feature reads (`READ_MEDIA_IMAGES`, \
        `READ_MEDIA_VIDEO`, `READ_MEDIA_AUDIO`: `Permission.photos`, `.videos`, `.audio`), use \
        the photo picker or the Storage Access Framework, or write through MediaStore, which \
        needs no permission for the app's own files; keep the storage request for older \
        versions only, under `if (Build.VERSION.SDK_INT < 33)` (Dart: \
        `androidInfo.version.sdkInt < 33`).
        """,
      references: [
        RuleReference(
          "Android 13: granular media permissions",
          "https://developer.android.com/about/versions/13/behavior-changes-13#granular-media-permissions"),
        RuleReference(
          "permission_handler: Permission.storage on Android 13",
          "https://github.com/Baseflow/flutter-permission-handler/blob/main/permission_handler/README.md"),
        .androidRuntimePermissions,
      ],
      examples: RuleExample.embedded("storage-request-always-denied"),
      appliesTo:
        "Applies to the Dart, JavaScript and TypeScript, Kotlin and Java code of an app with an Android module."
    )
  ) { context in
    let modules = context.app.androidModules.sorted { $0.path < $1.path }
    guard !modules.isEmpty else { return [] }
    let code = context.code
    let level = 33
    return code.requests.compactMap { site -> Finding? in
      let names = site.names.intersection(code.vocabulary.storageAPI33)
      guard let name = names.sorted().first else { return nil }
      let outline = code.outlines[site.file]
      let call = outline.calls[site.call]
      // Native code of another module than the app's is judged by that module's target.
      let owner = modules.last { site.location.path.hasPrefix($0.path.isEmpty ? "" : $0.path + "/") }
      let candidates = owner.map { [$0] } ?? modules
      guard let gate = candidates.lazy.compactMap({ AndroidTargetGate($0, from: level, severity: .warning) }).first
      else { return nil }
      // A branch on a name reads the test the name holds (`if (legacy)`, `if (onApple)`).
      let conditions = code.conditions(
        in: site.file, at: call.token, within: site.ref.map { code.outermost($0) }?.function)
      // Under an API-level test that keeps it below a level here (a branch's, or the
      // ternary's or `&&`'s the call is an operand of; `sdkInt >= 33 ? request : …` runs it
      // where it is always denied), or at every call of the function that asks.
      if code.isUnderSDKCheck(conditions, below: true)
        || (call.isConditional && code.testsSDKLevel(call.test, holds: call.runsWhenTestHolds, below: true))
        || site.ref.map({ code.isCalledOnlyUnderSDKCheck($0, depth: 3) }) == true
      {
        return nil
      }
      // Dart or JavaScript that runs only on iOS (`if (Platform.isIOS)`) never asks Android
      // for anything; Kotlin and Java always run there.
      if [.dart, .javaScript].contains(outline.language),
        conditions.contains(where: { code.keepsOffAndroid($0.branch.words, holds: $0.holds) })
          || (call.isConditional && code.keepsOffAndroid(call.test, holds: call.runsWhenTestHolds))
      {
        return nil
      }
      // `Permission.storage` as the code says it; a manifest name by its short form.
      let shown = name.hasPrefix("Permission.") ? name : String(name.split(separator: ".").last ?? "")
      return context.finding(
        .alwaysDenied(call: site.text, name: shown, clause: gate.clause),
        at: site.location, stableKey: "\(site.text):\(name)", severity: gate.severity,
        flowPath: code.steps(for: site, permission: "storage"))
    }
  }
}

extension Finding.Message {
  fileprivate static func alwaysDenied(call: String, name: String, clause: String) -> Self {
    Self(
      "\(call)() asks for external storage here\(call.contains(name) ? "" : " (\(name))"), \(clause): Android 13 (API 33) and later deny "
        + "READ_EXTERNAL_STORAGE and WRITE_EXTERNAL_STORAGE to such an app at once, without a prompt, so on those "
        + "devices this request always fails and what needs its grant never gets it. Ask for READ_MEDIA_IMAGES, "
        + "READ_MEDIA_VIDEO or READ_MEDIA_AUDIO (or use the photo picker or MediaStore) on API 33 and later, and "
        + "keep this request under an API-level check for older versions.")
  }
}
