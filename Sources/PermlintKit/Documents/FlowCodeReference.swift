/// One entry of a flow's `code:` in the feature map: the source file that implements the
/// flow and, after a colon, the function in it (`src/travelMode.ts:activateTravelMode`,
/// `lib/location_guidance.dart:LocationGuidance.run`). The path is relative to the map's
/// folder; here it is resolved against the scanned root, the way every path of the model is.
@_spi(RuleAuthoring) @_spi(Testing) public struct FlowCodeReference: Sendable {
  /// The file, relative to the scanned root; `nil` when the path climbs above it.
  public var path: String?
  /// The function, when named: `name` or `Type.name`.
  public var function: String?
  /// The entry as written, with its place in the map.
  public var written: Located<String>

  /// Reads an entry of the map at `mapPath`.
  public init(_ written: Located<String>, mapPath: String) {
    self.written = written
    var file = Substring(written.value)
    // A colon after the last slash separates the function (paths of source files have none).
    if let colon = file.lastIndex(of: ":"), !file[colon...].contains("/") {
      let name = String(file[file.index(after: colon)...]).trimmingWhitespace()
      function = name.isEmpty ? nil : name
      file = file[..<colon]
    }
    // The map's path is relative to the scanned root, or absolute when the root was given so.
    let joined = RelativePath.join(RelativePath.directory(of: mapPath), String(file).trimmingWhitespace())
    path = joined.split(separator: "/").first == ".." ? nil : joined
  }
}

extension FeatureMap {
  /// Every flow's `code:` entries, resolved.
  public var codeReferences: [(flow: String, reference: FlowCodeReference)] {
    flows.flatMap { flow in flow.code.map { (flow.id, FlowCodeReference($0, mapPath: path)) } }
  }
}
