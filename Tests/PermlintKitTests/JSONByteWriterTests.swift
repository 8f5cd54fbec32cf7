import Foundation
@_spi(Testing) import PermlintKit
import Testing

/// The streamed JSON is the encoder's JSON, byte for byte: the same escapes, indentation,
/// empty containers and numbers as `JSONEncoder` with `[.prettyPrinted, .sortedKeys,
/// .withoutEscapingSlashes]`, which the reports were written with before.
@Suite("JSON byte writer")
struct JSONByteWriterTests {
  /// A JSON value both serializers can write.
  indirect enum Node: Encodable {
    case object([String: Node])
    case array([Node])
    case string(String)
    case int(Int)
    case bool(Bool)

    struct Key: CodingKey {
      var stringValue: String
      var intValue: Int? { nil }
      init(stringValue: String) { self.stringValue = stringValue }
      init?(intValue: Int) { nil }
    }

    func encode(to encoder: any Encoder) throws {
      switch self {
      case .object(let fields):
        var container = encoder.container(keyedBy: Key.self)
        for (key, value) in fields { try container.encode(value, forKey: Key(stringValue: key)) }
      case .array(let elements):
        var container = encoder.unkeyedContainer()
        for element in elements { try container.encode(element) }
      case .string(let value):
        var container = encoder.singleValueContainer()
        try container.encode(value)
      case .int(let value):
        var container = encoder.singleValueContainer()
        try container.encode(value)
      case .bool(let value):
        var container = encoder.singleValueContainer()
        try container.encode(value)
      }
    }

    func write(to json: inout JSONByteWriter) {
      switch self {
      case .object(let fields):
        json.beginObject()
        for (key, value) in fields.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }) {
          json.key(key)
          value.write(to: &json)
        }
        json.endObject()
      case .array(let elements):
        json.beginArray()
        for element in elements { element.write(to: &json) }
        json.endArray()
      case .string(let value): json.string(value)
      case .int(let value): json.int(value)
      case .bool(let value): json.bool(value)
      }
    }
  }

  static func encoded(_ node: Node) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(node), as: UTF8.self)
  }

  /// The writer's output and the sizes of the pieces it came in.
  static func streamed(_ node: Node) throws -> (text: String, chunks: [Int]) {
    var bytes: [UInt8] = []
    var chunks: [Int] = []
    var json = JSONByteWriter { piece in
      bytes.append(contentsOf: piece)
      chunks.append(piece.count)
    }
    node.write(to: &json)
    try json.finish()
    return (String(decoding: bytes, as: UTF8.self), chunks)
  }

  /// Every byte from U+0000 to U+001F, DEL, and what needs no escape: quotes and
  /// backslashes, slashes, braces, non-ASCII letters, an emoji, the line and paragraph
  /// separators, a byte-order mark.
  static let trickyStrings = [
    "",
    "plain",
    "quote \" backslash \\ both \\\" slash / // https://example.com/a?b=c&d",
    String(String.UnicodeScalarView((0..<0x20).map { Unicode.Scalar(UInt8($0)) })),
    "\u{7F} DEL",
    "tab\tnewline\ncarriage\rbackspace\u{08}formfeed\u{0C}",
    "é 中文 😀 👩🏽‍💻 \u{2028} \u{2029} \u{FEFF} \u{10FFFF}",
    "{0} {{braces}} $ % ! <tag>&amp;",
    "\\u0041 is not an escape here",
  ]

  @Test("strings are escaped as the encoder escapes them", arguments: trickyStrings)
  func strings(_ value: String) throws {
    let node = Node.object(["value": .string(value), "list": .array([.string(value), .string(value)])])
    #expect(try Self.streamed(node).text == Self.encoded(node))
  }

  @Test("the escapes, exactly")
  func exactEscapes() throws {
    let node = Node.array([.string("\"\\/\u{0}\u{1}\u{8}\u{9}\u{A}\u{B}\u{C}\u{D}\u{1F}\u{7F}é\u{2028}")])
    #expect(
      try Self.streamed(node).text == "[\n  \"\\\"\\\\/\\u0000\\u0001\\b\\t\\n\\u000b\\f\\r\\u001f\u{7F}é\u{2028}\"\n]")
    #expect(try Self.streamed(node).text == Self.encoded(node))
  }

  @Test("keys are escaped and sorted by their bytes, upper case before lower")
  func keys() throws {
    var fields: [String: Node] = [:]
    for key in [
      "b", "a", "B", "A", "$schema", "%SRCROOT%", "permlint/v1", "a\"b", "é", "中", "a\nb", "", "ruleIndex", "ruleId",
    ] {
      fields[key] = .int(key.utf8.count)
    }
    #expect(try Self.streamed(.object(fields)).text == Self.encoded(.object(fields)))
  }

  @Test("empty arrays and objects, alone and nested")
  func empty() throws {
    let nodes: [Node] = [
      .object([:]),
      .array([]),
      .object(["a": .array([]), "b": .object([:]), "c": .array([.array([]), .object([:])])]),
      .array([.object(["x": .object([:])]), .array([.array([.array([])])])]),
    ]
    for node in nodes {
      #expect(try Self.streamed(node).text == Self.encoded(node))
    }
    #expect(try Self.streamed(.object(["a": .array([])])).text == "{\n  \"a\" : [\n\n  ]\n}")
  }

  @Test("numbers and booleans")
  func numbers() throws {
    let values = [0, 1, -1, 42, 65_536, Int(UInt32.max), Int.max, Int.min]
    let node = Node.object([
      "numbers": .array(values.map(Node.int)), "yes": .bool(true), "no": .bool(false),
    ])
    #expect(try Self.streamed(node).text == Self.encoded(node))
  }

  @Test("deep nesting indents past the writer's table of spaces")
  func deep() throws {
    var node = Node.string("bottom")
    for depth in 0..<70 { node = depth.isMultiple(of: 2) ? .array([node, .int(depth)]) : .object(["k": node]) }
    #expect(try Self.streamed(node).text == Self.encoded(node))
  }

  @Test("output comes in pieces of at most a chunk; a string longer than a chunk goes out whole")
  func chunks() throws {
    let many = Node.array((0..<20_000).map { .object(["index": .int($0), "text": .string("é \"\($0)\"/")]) })
    let (text, chunks) = try Self.streamed(many)
    #expect(text == (try Self.encoded(many)))
    #expect(chunks.count > 1)
    #expect(chunks.allSatisfy { $0 > 0 && $0 <= ChunkedOutput.chunkSize })
    #expect(chunks.dropLast().allSatisfy { $0 > ChunkedOutput.chunkSize - 100 })

    let long = String(repeating: "abcdefgh/é", count: 20_000)
    let node = Node.array([.string("before"), .string(long), .string(long + "\n" + long), .string("after")])
    let streamed = try Self.streamed(node)
    #expect(streamed.text == (try Self.encoded(node)))
    #expect(streamed.chunks.contains { $0 > ChunkedOutput.chunkSize })
  }

  struct Full: Error, Equatable {}

  @Test("the output's first error stops the writing and is thrown at the end")
  func failure() throws {
    var calls = 0
    var json = JSONByteWriter { _ in
      calls += 1
      if calls == 2 { throw Full() }
    }
    Node.array((0..<20_000).map { .string("value \($0)") }).write(to: &json)
    #expect(throws: Full.self) { try json.finish() }
    #expect(calls == 2)
  }
}
