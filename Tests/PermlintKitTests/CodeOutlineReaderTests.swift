import Foundation
@_spi(Testing) import PermlintKit
import Testing

/// The structural reader: functions, closures, calls and branches with their places.
@Suite("Code outline reader")
struct CodeOutlineReaderTests {
  static func outline(_ path: String, _ text: String) -> CodeOutline {
    CodeOutline.read(SourceFile(path: path, text: text))!
  }

  /// `name@line:col` of each function, `<closure:passedTo/label>` for closures.
  static func functions(_ outline: CodeOutline) -> [String] {
    outline.functions.map { function in
      let name = function.name ?? "<\(function.passedTo ?? "")\(function.label.map { "/" + $0 } ?? "")>"
      return "\(function.owner.map { $0 + "." } ?? "")\(name)@\(function.position.line):\(function.position.column)"
    }
  }

  static func calls(_ outline: CodeOutline) -> [String] {
    outline.calls.map { call in
      let inside =
        call.function.map { outline.functions[$0].name ?? "<\(outline.functions[$0].passedTo ?? "")>" } ?? "-"
      return
        "\((call.receivers + [call.name]).joined(separator: "."))@\(call.position.line):\(call.position.column) in \(inside)"
    }
  }

  static func branches(_ outline: CodeOutline) -> [String] {
    outline.branches.map { "\($0.whenTrue ? "if" : "else") \(CodeOutline.text($0.words))\($0.exits ? " exits" : "")" }
  }

  @Test("dump") func dump() throws {
    for path in (ProcessInfo.processInfo.environment["DUMP_FILES"] ?? "").split(separator: ",").map(String.init) {
      let text = try String(contentsOfFile: path, encoding: .utf8)
      let o = Self.outline(path, text)
      print(Self.functions(o).joined(separator: "\n"))
      print(Self.calls(o).joined(separator: "\n"))
      print(Self.branches(o).joined(separator: "\n"))
    }
  }
}
