/// Builds the files that rule examples repeat, so an example spells out only what it is
/// about. The text they build is what the rule's documentation page shows.
enum ExampleFiles {
  /// An `AndroidManifest.xml` whose body is `body`, indented under `<manifest>`; with `tools`,
  /// the manifest also declares the `tools:` namespace.
  static func manifest(_ path: String, tools: Bool = false, _ body: String) -> (path: String, contents: String) {
    let open =
      tools
      ? "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\"\n"
        + "    xmlns:tools=\"http://schemas.android.com/tools\">"
      : "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\">"
    return (path, ([open] + indented(body, by: 2) + ["</manifest>"]).joined(separator: "\n"))
  }

  /// An `AndroidManifest.xml` that only declares `permissions` (short names such as
  /// `CAMERA`, one `<uses-permission>` each); a name written `↓CAMERA` expects a finding at
  /// its `android:name`.
  static func manifest(_ path: String, permissions: [String], tools: Bool = false) -> (path: String, contents: String) {
    let lines = permissions.map { name in
      let marker = name.hasPrefix("↓") ? "↓" : ""
      return "<uses-permission \(marker)android:name=\"android.permission.\(name.dropFirst(marker.count))\" />"
    }
    return manifest(path, tools: tools, lines.joined(separator: "\n"))
  }

  /// An Info.plist whose top-level dictionary holds `body`.
  static func infoPlist(_ path: String, _ body: String) -> (path: String, contents: String) {
    (
      path,
      (["<plist version=\"1.0\">", "<dict>"] + indented(body, by: 2) + ["</dict>", "</plist>"]).joined(separator: "\n")
    )
  }

  /// An Info.plist of string values, such as purpose strings; a key written `↓NSCameraUsageDescription`
  /// expects a finding at its `<key>`.
  static func infoPlist(_ path: String, strings: [(key: String, value: String)]) -> (path: String, contents: String) {
    let body = strings.map { key, value in
      let marker = key.hasPrefix("↓") ? "↓" : ""
      return "\(marker)<key>\(key.dropFirst(marker.count))</key>\n<string>\(value)</string>"
    }
    return infoPlist(path, body.joined(separator: "\n"))
  }

  /// A Gradle Kotlin build script that sets only `targetSdk` in `defaultConfig`.
  static func gradle(_ path: String, targetSdk: Int) -> (path: String, contents: String) {
    (path, "android {\n    defaultConfig {\n        targetSdk = \(targetSdk)\n    }\n}\n")
  }

  private static func indented(_ text: String, by width: Int) -> [String] {
    let indent = String(repeating: " ", count: width)
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : indent + $0 }
  }
}

/// The skeleton of an example `permlint.yml` with one feature guarded by the flow `gate`; the
/// examples of a flow rule share one and each fills in the states:
///
/// ```yaml
/// app: <app>
/// <top lines, such as platforms: [ios]>
/// permissions: <permissions>
/// features:
///   <feature>
/// flows:
///   gate:
///     start: <start>
///     states:
///       <states>
/// ```
struct ExampleFlow: Sendable {
  var app: String
  var top: [String] = []
  var permissions: String
  var feature: String
  var start: String = "check"

  /// The `permlint.yml` with these states.
  func file(states: String) -> (path: String, contents: String) {
    let header = ["app: \(app)"] + top + ["permissions: \(permissions)", "features:", "  \(feature)"]
    let flow = ["flows:", "  gate:", "    start: \(start)", "    states:"]
    let indentedStates = states.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.isEmpty ? "" : "      \($0)"
    }
    return ("permlint.yml", (header + flow + indentedStates).joined(separator: "\n"))
  }
}

extension RuleExample {
  /// An example whose only file is `flow`'s feature map with `states`, expecting findings at
  /// its `↓` markers.
  static func triggering(_ name: String, flow: ExampleFlow, states: String) -> RuleExample {
    .triggering(name, [flow.file(states: states)])
  }

  /// An example whose only file is `flow`'s feature map with `states`, expecting no finding.
  static func nonTriggering(_ name: String, flow: ExampleFlow, states: String) -> RuleExample {
    .nonTriggering(name, [flow.file(states: states)])
  }
}
