#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What permlint knows of the manifests of widely used external Android libraries, from
/// `rules/android-libraries.yml`: the permissions each adds to an app's merged manifest, and
/// the artifacts known to add none.
@_spi(RuleAuthoring) @_spi(Testing) public struct AndroidLibraryCatalog: Sendable {
  /// One library and what its manifest declares.
  @_spi(RuleAuthoring) @_spi(Testing) public struct Library: Sendable {
    /// How users know it: `WorkManager`.
    public var name: String
    /// The `group:artifact` coordinates it covers.
    public var artifacts: [String]
    /// The permissions its release manifest declares, as short names for `android.permission.*`.
    public var permissions: [String]
    /// The first version that declares a permission, where that came later.
    public var since: [String: String]
    /// Where the manifest was read.
    public var source: String
  }

  /// The libraries, by name.
  public var libraries: [Library] = []
  /// `group:*` or `group:artifact` patterns of artifacts that declare no permission.
  public var withoutPermissions: [String] = []

  init() {}

  init(_ node: YAMLNode) {
    libraries = (node["libraries"]?.mapping ?? []).map { entry in
      Library(
        name: entry.key.string ?? "",
        artifacts: entry.value["artifacts"]?.sequence?.compactMap(\.string) ?? [],
        permissions: entry.value["permissions"]?.sequence?.compactMap(\.string) ?? [],
        since: Dictionary(
          (entry.value["since"]?.mapping ?? []).compactMap { pair in
            pair.value.string.map { (pair.key.string ?? "", $0) }
          },
          uniquingKeysWith: { first, _ in first }),
        source: entry.value["source"]?.string ?? "")
    }
    withoutPermissions = node["without-permissions"]?["artifacts"]?.sequence?.compactMap(\.string) ?? []
  }

  /// The library a `group:artifact` coordinate is, if known.
  public func library(_ coordinate: String) -> Library? {
    libraries.first { $0.artifacts.contains(coordinate) }
  }

  /// Whether permlint knows what a dependency's manifest declares: a listed library, one of
  /// the artifacts without permissions, or a platform (BoM), which declares nothing.
  public func isKnown(_ coordinate: String) -> Bool {
    if library(coordinate) != nil || coordinate.hasSuffix("-bom") || coordinate.hasSuffix(":bom") { return true }
    let group = coordinate.split(separator: ":").first.map(String.init) ?? coordinate
    return withoutPermissions.contains { $0 == coordinate || $0 == group + ":*" }
  }
}
