import PermlintKit
import Testing

@testable import permlint

/// The language server's base-protocol framing: messages split across reads, several in one
/// read, and headers it cannot use.
@Suite("LSP message framing")
struct MessageFramingTests {
  static func framed(_ body: String) -> [UInt8] { MessageFraming.framed(Array(body.utf8)) }

  static func bodies(_ frames: [MessageFraming.Frame]) -> [String] {
    frames.map {
      switch $0 {
      case .message(let body): String(decoding: body, as: UTF8.self)
      case .badHeader(let reason): "bad: \(reason)"
      }
    }
  }

  @Test("a message split at every byte comes out whole, once")
  func split() {
    let bytes = Self.framed(#"{"jsonrpc":"2.0","method":"initialized","params":{"é":"☕"}}"#)
    var framing = MessageFraming()
    var frames: [MessageFraming.Frame] = []
    for byte in bytes { frames += framing.append([byte]) }
    #expect(Self.bodies(frames) == [#"{"jsonrpc":"2.0","method":"initialized","params":{"é":"☕"}}"#])
  }

  @Test("several messages in one read come out in order, and a partial one waits for the rest")
  func merged() {
    var framing = MessageFraming()
    let third = Self.framed(#"{"id":3}"#)
    let frames = framing.append(Self.framed(#"{"id":1}"#) + Self.framed(#"{"id":2}"#) + third.prefix(10))
    #expect(Self.bodies(frames) == [#"{"id":1}"#, #"{"id":2}"#])
    #expect(Self.bodies(framing.append(third.dropFirst(10))) == [#"{"id":3}"#])
    #expect(framing.append([]).isEmpty)
  }

  @Test("other headers are ignored, the length's name is case-insensitive")
  func headers() {
    var framing = MessageFraming()
    let body = #"{"id":1}"#
    let bytes = Array(
      "Content-Type: application/vscode-jsonrpc; charset=utf-8\r\ncontent-length: \(body.utf8.count)\r\n\r\n\(body)"
        .utf8)
    #expect(Self.bodies(framing.append(bytes)) == [body])
  }

  @Test("a header block without a usable Content-Length is reported and skipped, and reading goes on")
  func badHeaders() {
    var framing = MessageFraming()
    let frames = framing.append(
      Array("Content-Type: text/plain\r\n\r\n".utf8) + Array("Content-Length: many\r\n\r\n".utf8)
        + Array("garbage\r\n\r\n".utf8) + Self.framed(#"{"id":9}"#))
    #expect(
      Self.bodies(frames) == [
        "bad: headers without Content-Length", "bad: Content-Length is not a number: Content-Length: many",
        "bad: header line without a colon: garbage", #"{"id":9}"#,
      ])
    var endless = MessageFraming()
    let noEnd = endless.append([UInt8](repeating: UInt8(ascii: "x"), count: MessageFraming.maximumHeaderLength + 1))
    #expect(Self.bodies(noEnd) == ["bad: no end of headers in \(MessageFraming.maximumHeaderLength) bytes"])
    #expect(Self.bodies(endless.append(Self.framed("{}"))) == ["{}"])
  }

  @Test("JSON values read and write back, integers stay integers")
  func json() throws {
    let value = try #require(JSON.parse(Array(#"{"id":7,"x":1.5,"ok":true,"s":"é","n":null,"a":[1,"2"]}"#.utf8)))
    #expect(value["id"]?.integer == 7)
    #expect(value["x"] == .number(1.5))
    #expect(String(decoding: value.bytes, as: UTF8.self) == #"{"a":[1,"2"],"id":7,"n":null,"ok":true,"s":"é","x":1.5}"#)
    #expect(JSON.parse(Array("{nope".utf8)) == nil)
  }

  @Test("file URIs to paths and back, percent-encoded")
  func uris() {
    #expect(DocumentURI.path("file:///tmp/My%20App/Info.plist") == "/tmp/My App/Info.plist")
    #expect(DocumentURI.path("file://localhost/tmp/a") == "/tmp/a")
    #expect(DocumentURI.path("untitled:Untitled-1") == nil)
    #expect(DocumentURI.path("file:///bad%zz") == nil)
    #expect(DocumentURI.uri("/tmp/My App/Café.plist") == "file:///tmp/My%20App/Caf%C3%A9.plist")
    #expect(DocumentURI.path(DocumentURI.uri("/a b/c#d?.xml")) == "/a b/c#d?.xml")
  }

  @Test("scalar columns become UTF-16 characters, whatever ends the lines")
  func positions() {
    let text = DocumentText("a\r\n😀b\rc\n")
    #expect(text.lines == ["a", "😀b", "c", ""])
    #expect(text.utf16Character(line: 2, column: 2) == 2)
    #expect(text.utf16Character(line: 2, column: 4) == 4)
    #expect(text.utf16Character(line: 9, column: 1) == nil)
    #expect(DocumentText("  key.name: x").wordEnd(line: 0, character: 2) == 10)
  }
}

/// `--watch`'s comparison of two lints.
@Suite("Watch changes")
struct FindingChangesTests {
  static func finding(_ rule: String, _ line: Int, key: String = "", message: String = "m") -> Finding {
    Finding(
      ruleID: rule, severity: .warning, message: message, location: FileLocation(path: "a.xml", line: line, column: 1),
      stableKey: key)
  }

  @Test("a finding that only moved did not change; new and resolved ones are listed")
  func changes() {
    let old = [Self.finding("r", 3, key: "CAMERA"), Self.finding("s", 5), Self.finding("s", 9)]
    let new = [Self.finding("r", 4, key: "CAMERA"), Self.finding("s", 5), Self.finding("t", 1)]
    let changes = FindingChanges(from: old, to: new)
    // Two findings of `s` with one message: one of them went away.
    #expect(changes.added == [Self.finding("t", 1)])
    #expect(changes.resolved.count == 1)
    #expect(changes.lines == ["- a.xml:9:1: warning: m [s]", "+ a.xml:1:1: warning: m [t]"])
    #expect(FindingChanges(from: old, to: old).isEmpty)
  }
}
