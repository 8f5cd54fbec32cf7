/// Gradle's manifest-merger report (`<module>/build/outputs/logs/manifest-merger-<variant>-report.txt`):
/// for each node of the merged manifest, the manifest that added it and those merged into it.
/// permlint reads the `uses-permission` nodes, to say which library brought a permission the
/// build ships.
///
///     uses-permission#android.permission.INTERNET
///     ADDED from /app/src/main/AndroidManifest.xml:5:5-67
///     MERGED from [com.google.firebase:firebase-messaging:24.0.0] /…/AndroidManifest.xml:23:5-67
@_spi(RuleAuthoring) @_spi(Testing) public struct ManifestMergerReport: Sendable {
  /// Where a permission came from.
  @_spi(RuleAuthoring) @_spi(Testing) public struct Origin: Sendable {
    /// The libraries (`group:artifact:version`, or a module's name) that declared it, in order.
    public var libraries: [String]
    /// Whether a manifest of the module itself added it (no library needed).
    public var addedByModule: Bool
    /// The libraries whose `tools:node="remove"` removed it.
    public var removedBy: [String] = []
    /// Where the permission's node is in the report.
    public var location: FileLocation
  }

  public var path: String
  /// By full permission name.
  public var permissions: [String: Origin]

  init(file: SourceFile) {
    path = file.path
    permissions = [:]
    let text = String(decoding: file.bytes, as: UTF8.self)
    var current: String?
    for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = raw.hasSuffix("\r") ? raw.dropLast() : raw
      if let first = line.first, !first.isWhitespace, line.hasPrefix("uses-permission#") {
        let name = String(line.dropFirst("uses-permission#".count)).trimmingWhitespace()
        current = name
        if permissions[name] == nil {
          permissions[name] = Origin(
            libraries: [], addedByModule: false,
            location: FileLocation(path: path, line: index + 1, column: 1))
        }
        continue
      }
      if let first = line.first, !first.isWhitespace, !line.hasPrefix("ADDED"), !line.hasPrefix("MERGED"),
        !line.hasPrefix("INJECTED"), !line.hasPrefix("REJECTED"), !line.hasPrefix("REMOVED"), !line.hasPrefix("IMPLIED")
      {
        current = nil
        continue
      }
      // Indented lines are the node's attributes, each with its own origins.
      guard let name = current, let first = line.first, !first.isWhitespace else { continue }
      let body = line.trimmingWhitespace()
      if body.hasPrefix("MERGED from ["), let close = body.firstIndex(of: "]") {
        let library = String(body[body.index(body.startIndex, offsetBy: "MERGED from [".count)..<close])
        if !(permissions[name]?.libraries.contains(library) ?? true) { permissions[name]?.libraries.append(library) }
      } else if body.hasPrefix("REMOVED from ["), let close = body.firstIndex(of: "]") {
        let library = String(body[body.index(body.startIndex, offsetBy: "REMOVED from [".count)..<close])
        permissions[name]?.removedBy.append(library)
      } else if body.hasPrefix("ADDED from") || body.hasPrefix("INJECTED from") {
        if body.contains("[") {
          if let open = body.firstIndex(of: "["), let close = body.firstIndex(of: "]"), open < close {
            let library = String(body[body.index(after: open)..<close])
            if !(permissions[name]?.libraries.contains(library) ?? true) {
              permissions[name]?.libraries.append(library)
            }
          }
        } else {
          permissions[name]?.addedByModule = true
        }
      }
    }
  }
}
