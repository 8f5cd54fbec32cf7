/// JSON written as UTF-8 bytes while it is produced, through a `ChunkedOutput`, byte for byte as `JSONEncoder` writes it with `[.prettyPrinted, .sortedKeys,
/// .withoutEscapingSlashes]`: two spaces per level, `"key" : value`, an empty container as
/// its brackets with an empty line between them. A report of tens of thousands of results is
/// then never whole in memory, as the encoder's `Data` and the `String` made of it were.
///
/// Keys are written in the order they are given: callers give an object's keys sorted by
/// their UTF-8 bytes, the order `.sortedKeys` writes them in on Linux (debug builds check).
@_spi(Testing) public struct JSONByteWriter {
  private var output: ChunkedOutput
  private var depth = 0
  /// Whether the innermost open container has no element yet.
  private var isEmptyContainer = true
  /// Whether a key was written whose value comes next.
  private var isAfterKey = false
  #if DEBUG
    /// The last key of each open object, to catch keys given out of order.
    private var lastKeys: [String?] = []
  #endif

  /// A writer handing its bytes to `output` in chunks, in order.
  public init(output: @escaping (UnsafeRawBufferPointer) throws -> Void) {
    self.output = ChunkedOutput(output: output)
  }

  /// Opens an object, as a value.
  public mutating func beginObject() {
    beginValue()
    append(UInt8(ascii: "{"))
    open()
    #if DEBUG
      lastKeys.append(nil)
    #endif
  }

  /// Closes the innermost object.
  public mutating func endObject() {
    #if DEBUG
      lastKeys.removeLast()
    #endif
    close(UInt8(ascii: "}"))
  }

  /// Opens an array, as a value.
  public mutating func beginArray() {
    beginValue()
    append(UInt8(ascii: "["))
    open()
  }

  /// Closes the innermost array.
  public mutating func endArray() { close(UInt8(ascii: "]")) }

  /// Writes an object's key; its value comes next.
  public mutating func key(_ name: String) {
    #if DEBUG
      if let last = lastKeys[lastKeys.count - 1] {
        assert(last.utf8.lexicographicallyPrecedes(name.utf8), "JSON key \(name) written after \(last)")
      }
      lastKeys[lastKeys.count - 1] = name
    #endif
    separate()
    appendString(name)
    append(UInt8(ascii: " "))
    append(UInt8(ascii: ":"))
    append(UInt8(ascii: " "))
    isAfterKey = true
  }

  /// Writes a string value, escaped as `JSONEncoder` escapes it.
  public mutating func string(_ value: String) {
    beginValue()
    appendString(value)
  }

  /// Writes an integer value in decimal.
  public mutating func int(_ value: Int) {
    beginValue()
    output.append(value.description)
  }

  /// Writes `true` or `false`.
  public mutating func bool(_ value: Bool) {
    beginValue()
    output.append(value ? "true" : "false")
  }

  /// How deep the writer is: elements of the innermost open array are rendered apart at this
  /// depth (`renderElement(depth:_:)`).
  var elementDepth: Int { depth }

  /// The bytes of one element of an array open at `depth` (`elementDepth`), written by `body`
  /// apart from the writer of the whole document (on another thread), to be handed back to it
  /// with `appendElement(_:)`: indented as that writer would have written it.
  static func renderElement(depth: Int, _ body: (inout JSONByteWriter) -> Void) -> [UInt8] {
    let collected = CollectedBytes()
    var writer = JSONByteWriter(output: { collected.bytes.append(contentsOf: $0) })
    writer.depth = depth
    // The separator before the element is the document writer's to write.
    writer.isAfterKey = true
    body(&writer)
    try? writer.finish()
    return collected.bytes
  }

  /// Appends an element made by `renderElement(depth:_:)`, after the separator it is owed.
  mutating func appendElement(_ bytes: [UInt8]) {
    beginValue()
    bytes.withUnsafeBufferPointer { append($0) }
  }

  /// Writes a line break after the last value: the encoder's output ends without one.
  public mutating func newline() { append(UInt8(ascii: "\n")) }

  /// Hands the rest of the buffer to the output; throws the output's first error.
  public mutating func finish() throws { try output.finish() }

  /// Before a value: after a key nothing, else the separator of the container's elements.
  private mutating func beginValue() {
    if isAfterKey {
      isAfterKey = false
    } else {
      separate()
    }
  }

  /// A comma after the previous element, then the element's own line.
  private mutating func separate() {
    guard depth > 0 else { return }
    if !isEmptyContainer { append(UInt8(ascii: ",")) }
    append(UInt8(ascii: "\n"))
    indent()
    isEmptyContainer = false
  }

  private mutating func open() {
    depth += 1
    isEmptyContainer = true
  }

  /// The closing bracket on its own line; an empty container has an empty line inside, as
  /// the encoder writes one.
  private mutating func close(_ bracket: UInt8) {
    if isEmptyContainer { append(UInt8(ascii: "\n")) }
    depth -= 1
    append(UInt8(ascii: "\n"))
    indent()
    append(bracket)
    isEmptyContainer = false
  }

  private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 64)

  private mutating func indent() {
    var remaining = 2 * depth
    while remaining > 0 {
      let count = min(remaining, Self.spaces.count)
      Self.spaces.withUnsafeBufferPointer { append(UnsafeBufferPointer(rebasing: $0[..<count])) }
      remaining -= count
    }
  }

  private mutating func appendString(_ value: String) {
    append(UInt8(ascii: "\""))
    var value = value
    value.withUTF8 { appendEscaped($0) }
    append(UInt8(ascii: "\""))
  }

  /// The encoder's escapes: `"` and `\` with a backslash, the control characters below 0x20
  /// as `\b`, `\f`, `\n`, `\r`, `\t` or `\u00xx` in lower-case hex; every other byte as it
  /// is (`/` too, for `.withoutEscapingSlashes`; DEL, U+2028 and U+2029 too).
  private mutating func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>) {
    var start = 0
    for index in bytes.indices {
      let byte = bytes[index]
      guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
      append(UnsafeBufferPointer(rebasing: bytes[start..<index]))
      start = index + 1
      append(UInt8(ascii: "\\"))
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"): append(byte)
      case 0x08: append(UInt8(ascii: "b"))
      case 0x0C: append(UInt8(ascii: "f"))
      case UInt8(ascii: "\n"): append(UInt8(ascii: "n"))
      case UInt8(ascii: "\r"): append(UInt8(ascii: "r"))
      case UInt8(ascii: "\t"): append(UInt8(ascii: "t"))
      default:
        append(UInt8(ascii: "u"))
        append(UInt8(ascii: "0"))
        append(UInt8(ascii: "0"))
        append(Self.hexDigit(byte >> 4))
        append(Self.hexDigit(byte & 0x0F))
      }
    }
    append(UnsafeBufferPointer(rebasing: bytes[start...]))
  }

  private static func hexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
  }

  private mutating func append(_ byte: UInt8) { output.append(byte) }

  private mutating func append(_ run: UnsafeBufferPointer<UInt8>) { output.append(run) }
}

/// The bytes an element's writer hands over, kept for `JSONByteWriter.renderElement`.
private final class CollectedBytes {
  var bytes: [UInt8] = []
}
