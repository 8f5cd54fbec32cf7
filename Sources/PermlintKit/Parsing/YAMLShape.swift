#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The shape a YAML value must have, for data whose every key is known in advance (the
/// catalog under `rules/`). `StrictYAMLDecoder.check` reports each difference at its node.
indirect enum YAMLShape: Sendable {
  /// Text: any scalar but `null` and the empty one.
  case text
  /// An unquoted whole number.
  case integer
  /// An unquoted `true` or `false`.
  case boolean
  /// One of these texts.
  case choice([String])
  /// A list whose items have this shape (a single value is not a list here).
  case list(YAMLShape)
  /// A mapping with these fields and no other key.
  case record([YAMLField])
  /// A mapping from ids of the data's own choosing to values of one shape.
  case dictionary(YAMLShape)

  /// A list of text.
  static var texts: YAMLShape { .list(.text) }
}

/// One key of a `YAMLShape.record`.
struct YAMLField: Sendable {
  /// The key.
  var key: String
  /// The value's shape.
  var shape: YAMLShape
  /// Whether the record must have it.
  var isRequired: Bool

  /// A key the record must have.
  static func required(_ key: String, _ shape: YAMLShape) -> YAMLField {
    YAMLField(key: key, shape: shape, isRequired: true)
  }

  /// A key the record may have.
  static func optional(_ key: String, _ shape: YAMLShape) -> YAMLField {
    YAMLField(key: key, shape: shape, isRequired: false)
  }
}

extension StrictYAMLDecoder {
  /// Checks `node` against `shape`, recording every difference at its node. `path` is the
  /// value's key path (`permissions.camera.outcomes`; empty for the whole file), which
  /// messages name; a missing required key is reported at `owner` (the key whose value this
  /// is) when there is one.
  mutating func check(_ node: YAMLNode, _ shape: YAMLShape, path: String = "", owner: SourcePosition? = nil) {
    let what = path.isEmpty ? "the file" : "`\(path)`"
    func child(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }
    switch shape {
    case .text: _ = string(node, what)
    case .integer: _ = int(node, what)
    case .boolean: _ = bool(node, what)
    case .choice(let choices): _ = choice(node, what, choices)
    case .list(let item):
      guard let items = node.sequence else {
        problem(node.position, "\(what) must be a list, but this is \(node.kindDescription)")
        return
      }
      for (index, element) in items.enumerated() { check(element, item, path: "\(path)[\(index)]") }
    case .record(let fields):
      guard let pairs = mapping(node, what) else { return }
      for (key, value) in knownKeys(pairs, known: fields.map(\.key), in: path.isEmpty ? nil : what) {
        guard let field = fields.first(where: { $0.key == key }) else { continue }
        check(value, field.shape, path: child(key), owner: pairs.first { $0.key.scalar == key }?.key.position)
      }
      for field in fields where field.isRequired && !pairs.contains(where: { $0.key.scalar == field.key }) {
        problem(owner ?? node.position, "\(what) has no `\(field.key)`, which it must have")
      }
    case .dictionary(let value):
      guard let pairs = mapping(node, what) else { return }
      for pair in pairs {
        guard let key = string(pair.key, "each key of \(what)") else { continue }
        check(pair.value, value, path: child(key.value), owner: key.position)
      }
    }
  }
}
