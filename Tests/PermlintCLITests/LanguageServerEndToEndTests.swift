import Foundation
import PermlintTestSupport
import Testing

/// `permlint lsp` through the built binary, over real JSON-RPC on its standard input and
/// output: an unsaved edit that adds a finding, its quick fix as a workspace edit applied the
/// way an editor applies it, hover, feature-map completion and a clean shutdown.
@Suite("Language server, end to end")
struct LanguageServerEndToEndTests {
  static let manifest = "app/src/main/AndroidManifest.xml"

  static let clean = """
    <manifest xmlns:android="http://schemas.android.com/apk/res/android"
        package="com.example">
        <application android:label="Café ☕"/>
    </manifest>

    """

  /// An emoji before the permission on its line: two UTF-16 code units, one column, so the
  /// ranges below are counted in UTF-16, as LSP counts them.
  static let permission =
    "    <!--😀--><uses-permission android:name=\"android.permission.READ_EXTERNAL_STORAGE\"/>\n"

  static func point(_ line: Int, _ character: Int) -> [String: Int] { ["line": line, "character": character] }

  static func range(_ json: Any?) -> [Int] {
    let range = json as? [String: Any]
    let start = range?["start"] as? [String: Int]
    let end = range?["end"] as? [String: Int]
    return [start?["line"], start?["character"], end?["line"], end?["character"]].map { $0 ?? -1 }
  }

  /// `text` with `newText` inserted at a 0-based line and UTF-16 character, as an editor
  /// applies a text edit.
  static func inserting(_ newText: String, at line: Int, _ character: Int, in text: String) -> String {
    var lines = text.components(separatedBy: "\n")
    let utf16 = Array(lines[line].utf16)
    lines[line] =
      String(decoding: utf16[..<character], as: UTF16.self) + newText
      + String(decoding: utf16[character...], as: UTF16.self)
    return lines.joined(separator: "\n")
  }

  @Test("an unsaved edit adds a diagnostic, its quick fix removes it, hover explains it, and the server exits 0")
  func session() throws {
    let directory = try TemporaryDirectory()
    let root = URL(fileURLWithPath: directory.path)
    try FileManager.default.copyItem(
      at: PermlintBinary.fixture("fix-legacy-permissions/app"), to: root.appendingPathComponent("app"))
    let manifestURL = root.appendingPathComponent(Self.manifest)
    try Data(Self.clean.utf8).write(to: manifestURL)
    let uri = manifestURL.absoluteString
    let client = try LanguageServerClient(in: root)

    let initialize = try client.response(
      client.request("initialize", ["processId": NSNull(), "rootUri": root.absoluteString, "capabilities": [:]]))
    let capabilities = (initialize["result"] as? [String: Any])?["capabilities"] as? [String: Any]
    #expect(capabilities?["hoverProvider"] as? Bool == true)
    #expect((capabilities?["textDocumentSync"] as? [String: Any])?["change"] as? Int == 1)
    #expect(capabilities?["codeActionProvider"] != nil)
    #expect(capabilities?["completionProvider"] != nil)
    try client.notify("initialized")

    try client.notify(
      "textDocument/didOpen",
      ["textDocument": ["uri": uri, "languageId": "xml", "version": 1, "text": Self.clean]])
    #expect(try client.diagnostics(uri).isEmpty)

    // The edit is never saved: the disk keeps the clean manifest.
    let edited = Self.clean.replacingOccurrences(of: "    <application", with: Self.permission + "    <application")
    try client.notify(
      "textDocument/didChange",
      ["textDocument": ["uri": uri, "version": 2], "contentChanges": [["text": edited]]])
    let diagnostics = try client.diagnostics(uri)
    try #require(diagnostics.count == 1, "\(diagnostics)")
    let diagnostic = diagnostics[0]
    #expect(diagnostic["code"] as? String == "uncapped-legacy-permission")
    #expect(Self.range(diagnostic["range"]) == [2, 30, 2, 85])
    #expect(diagnostic["severity"] as? Int == 2)
    #expect(diagnostic["source"] as? String == "permlint")
    #expect(
      (diagnostic["codeDescription"] as? [String: Any])?["href"] as? String
        == "https://github.com/permlint/permlint/blob/main/Docs/rules/uncapped-legacy-permission.md")
    #expect((diagnostic["message"] as? String)?.contains("android:maxSdkVersion=\"32\"") == true)
    #expect(try String(contentsOf: manifestURL, encoding: .utf8) == Self.clean)

    let actions =
      try client.response(
        client.request(
          "textDocument/codeAction",
          [
            "textDocument": ["uri": uri], "range": ["start": Self.point(2, 40), "end": Self.point(2, 40)],
            "context": ["diagnostics": [diagnostic]],
          ]))["result"] as? [[String: Any]]
    try #require(actions?.count == 1, "\(String(describing: actions))")
    let action = try #require(actions?.first)
    #expect(action["title"] as? String == "Add android:maxSdkVersion=\"32\"")
    #expect(action["kind"] as? String == "quickfix")
    #expect(action["isPreferred"] as? Bool == true)
    let changes = (action["edit"] as? [String: Any])?["changes"] as? [String: [[String: Any]]]
    #expect(changes?.keys.sorted() == [uri])
    let edit = try #require(changes?[uri]?.first)
    #expect(changes?[uri]?.count == 1)
    #expect(Self.range(edit["range"]) == [2, 85, 2, 85])
    #expect(edit["newText"] as? String == " android:maxSdkVersion=\"32\"")

    let hover = try client.response(
      client.request("textDocument/hover", ["textDocument": ["uri": uri], "position": Self.point(2, 50)]))
    let contents = (hover["result"] as? [String: Any])?["contents"] as? [String: Any]
    #expect(contents?["kind"] as? String == "markdown")
    let markdown = contents?["value"] as? String ?? ""
    #expect(markdown.contains("### uncapped-legacy-permission: "))
    #expect(markdown.contains("**Why.**") && markdown.contains("**How to fix.**"))
    #expect(Self.range((hover["result"] as? [String: Any])?["range"]) == [2, 30, 2, 85])
    let nothing = try client.response(
      client.request("textDocument/hover", ["textDocument": ["uri": uri], "position": Self.point(0, 3)]))
    #expect(nothing["result"] is NSNull)

    // The editor applies the workspace edit to its buffer and sends the result.
    let fixed = Self.inserting(" android:maxSdkVersion=\"32\"", at: 2, 85, in: edited)
    #expect(
      fixed.components(separatedBy: "\n")[2]
        == "    <!--😀--><uses-permission android:name=\"android.permission.READ_EXTERNAL_STORAGE\""
        + " android:maxSdkVersion=\"32\"/>")
    try client.notify(
      "textDocument/didChange",
      ["textDocument": ["uri": uri, "version": 3], "contentChanges": [["text": fixed]]])
    #expect(try client.diagnostics(uri).isEmpty)

    let unknown = try client.response(client.request("permlint/unknown"))
    #expect((unknown["error"] as? [String: Any])?["code"] as? Int == -32601)
    client.write(Array("Content-Length: 6\r\n\r\n{nope}".utf8))
    let invalid = try client.next { $0["error"] != nil }
    #expect((invalid["error"] as? [String: Any])?["code"] as? Int == -32700)
    #expect(invalid["id"] is NSNull)

    let shutdown = try client.response(client.request("shutdown"))
    #expect(shutdown["result"] is NSNull)
    try client.notify("exit")
    #expect(try client.waitForExit() == 0)
  }

  static let featureMap = """
    app: Demo
    platforms: [ios]
    permissions: [camera]
    features:
      photo:
        requires: [camera]
        flow: camera-gate
    flows:
      camera-gate:
        permission: camera
        start: check
        states:
          check: { action: check, on: { granted: photo, denied: ask } }
          ask:
            action: request
            on:
              granted: photo
          photo: { action: run-feature }
      other:
        start: elsewhere
        states:
          elsewhere: { action: end }

    """

  @Test("permlint.yml completes permission ids, the flow's state ids, outcome names and actions")
  func completion() throws {
    let directory = try TemporaryDirectory()
    let root = URL(fileURLWithPath: directory.path)
    let uri = root.appendingPathComponent("permlint.yml").absoluteString
    let client = try LanguageServerClient(in: root)
    _ = try client.response(client.request("initialize", ["rootUri": root.absoluteString, "capabilities": [:]]))
    try client.notify("initialized")
    try client.notify(
      "textDocument/didOpen",
      ["textDocument": ["uri": uri, "languageId": "yaml", "version": 1, "text": Self.featureMap]])

    func labels(_ line: Int, _ character: Int) throws -> [String] {
      let response = try client.response(
        client.request(
          "textDocument/completion", ["textDocument": ["uri": uri], "position": Self.point(line, character)]))
      return (response["result"] as? [[String: Any]] ?? []).compactMap { $0["label"] as? String }
    }
    let lines = Self.featureMap.components(separatedBy: "\n")
    func end(of needle: String, line: Int) -> Int {
      let text = lines[line]
      return text.utf16.distance(from: text.startIndex, to: text.range(of: needle)!.upperBound)
    }
    // `start: ▮check`: the states of camera-gate, not of the other flow.
    #expect(try labels(10, end(of: "start: ", line: 10)) == ["check", "ask", "photo"])
    // `on: { granted: ▮photo`, and a block `on:`'s `granted: ▮photo`.
    #expect(try labels(12, end(of: "granted: ", line: 12)) == ["check", "ask", "photo"])
    #expect(try labels(16, end(of: "granted: ", line: 16)) == ["check", "ask", "photo"])
    // `on: { ▮granted` and a block `on:`'s keys: event names.
    let events = try labels(12, end(of: "on: { ", line: 12))
    #expect(events.contains("granted") && events.contains("not-determined") && events.contains("resume"))
    #expect(try labels(16, 14).contains("blocked"))
    // `action: ▮request`.
    let actions = try labels(14, end(of: "action: ", line: 14))
    #expect(actions.contains("request") && actions.contains("open-settings"))
    // `requires: [▮camera]`, `permission: ▮camera`.
    let permissions = try labels(5, end(of: "[", line: 5))
    #expect(permissions.contains("camera") && permissions.contains("location"))
    #expect(try labels(9, end(of: "permission: ", line: 9)).contains("camera"))
    // The other flow's states there.
    #expect(try labels(19, end(of: "start: ", line: 19)) == ["elsewhere"])

    _ = try client.response(client.request("shutdown"))
    try client.notify("exit")
    #expect(try client.waitForExit() == 0)
  }
}
