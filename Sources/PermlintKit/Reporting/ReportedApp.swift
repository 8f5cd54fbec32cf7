#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// An app of a run as reports show it: its folder, the name its feature map gives it, and its
/// flows, which the HTML and Markdown reports draw behind each counter-example.
@_spi(Testing) public struct ReportedApp: Hashable, Sendable {
  /// The app's folder relative to the run's root (`.` for the root itself).
  public var root: String
  /// The feature map's `app:`, if any.
  public var name: String?
  /// The feature map's flows.
  public var flows: [FlowDiagram]

  public init(root: String, name: String?, flows: [FlowDiagram]) {
    self.root = root
    self.name = name
    self.flows = flows
  }

  /// What a report shows of an app of the model.
  init(_ app: AppModel) {
    self.init(
      root: app.root, name: app.featureMap?.app?.value,
      flows: app.featureMap.map(FlowDiagram.diagrams(of:)) ?? [])
  }

  /// Whether `path` (relative to the run's root) lies in this app's folder.
  func contains(_ path: String) -> Bool {
    root == "." || root.isEmpty || path.hasPrefix(root.hasSuffix("/") ? root : root + "/")
  }

  /// The app of `apps` whose folder is the closest one holding `path`.
  static func app(of path: String, in apps: [ReportedApp]) -> Int? {
    apps.indices.filter { apps[$0].contains(path) }.max { apps[$0].depth < apps[$1].depth }
  }

  private var depth: Int { root == "." || root.isEmpty ? 0 : root.split(separator: "/").count }
}
