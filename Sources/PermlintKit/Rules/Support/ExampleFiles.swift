/// Builds the files that rule examples repeat, so an example spells out only what it is
/// about. The text they build is what the rule's documentation page shows.
enum ExampleFiles {
  /// A `permlint.yml` with one feature guarded by the flow `gate`:
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
  static func gateFlow(
    app: String, top: [String] = [], permissions: String, feature: String, start: String = "check", states: String
  ) -> (path: String, contents: String) {
    let header = ["app: \(app)"] + top + ["permissions: \(permissions)", "features:", "  \(feature)"]
    let flow = ["flows:", "  gate:", "    start: \(start)", "    states:"]
    let indentedStates = states.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.isEmpty ? "" : "      \($0)"
    }
    return ("permlint.yml", (header + flow + indentedStates).joined(separator: "\n"))
  }
}
