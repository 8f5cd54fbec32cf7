import Foundation
import PermlintTestSupport
import Testing

@_spi(Testing) @testable import PermlintKit

/// The HTML report: escaping, excerpts that degrade, grouping by app and rule, a page that
/// fetches nothing, and flow diagrams that stay inside their drawing. The page in a browser
/// is `HTMLReportBrowserTests` (PermlintCLITests); its bytes are `Golden/report.html`.
@Suite("HTML report")
struct HTMLReportTests {
  static func finding(
    _ rule: String = "screen-copy", _ severity: Severity = .warning, message: String = "m", path: String = "a.yml",
    line: Int = 1, column: Int = 1, flowPath: [FlowStep] = []
  ) -> Finding {
    Finding(
      ruleID: rule, severity: severity, message: message, location: .init(path: path, line: line, column: column),
      flowPath: flowPath)
  }

  static func render(_ report: LintReport, files: [String: String] = [:]) -> String {
    Reporter.html { files[$0] }.render(report)
  }

  @Test("messages, paths, rule ids and file contents are escaped; code spans become <code>")
  func escaping() {
    let finding = Self.finding(
      "rule-<x>", message: "a <tag> & \"quote\" 'single' `<key>`\u{1}", path: "a&b<c>.yml", line: 2, column: 3)
    var report = LintReport(findings: [finding], notifications: [], rules: [], fileCount: 1)
    report.apps = [ReportedApp(root: ".", name: "Rider <&>", flows: [])]
    let page = Self.render(report, files: ["a&b<c>.yml": "one\n  <x y=\"&amp;\">\nthree\n"])
    #expect(page.contains("a &lt;tag&gt; &amp; &quot;quote&quot; &#39;single&#39; <code>&lt;key&gt;</code>\u{FFFD}"))
    #expect(page.contains("a&amp;b&lt;c&gt;.yml:2:3"))
    #expect(page.contains("data-rule=\"rule-&lt;x&gt;\""))
    #expect(page.contains("<h2>Rider &lt;&amp;&gt;"))
    #expect(
      page.contains(
        "<span class=\"line hit\"><span class=\"no\">2</span>  <mark>&lt;</mark>x y=&quot;&amp;amp;&quot;&gt;</span>"))
    #expect(!page.contains("<tag>") && !page.contains("<key>") && !page.contains("<x "))
  }

  @Test("an excerpt shows two lines either side and marks the finding's range; long lines are cut around it")
  func excerpts() {
    let end = Finding(
      ruleID: "r", severity: .error, message: "m",
      location: FileLocation(
        path: "f.txt",
        position: SourcePosition(line: 4, column: 3, utf16Column: 3, end: SourceEnd(line: 4, column: 6, utf16Column: 6))
      ))
    let long = Self.finding(path: "long.txt", line: 1, column: 500)
    let report = LintReport(findings: [end, long], notifications: [], rules: [], fileCount: 2)
    let page = Self.render(
      report,
      files: [
        "f.txt": "1\r\n2\r3\nabcdefg\n5\n6\n7\n",
        "long.txt": String(repeating: "x", count: 499) + "TARGET" + String(repeating: "y", count: 500),
      ])
    #expect(
      page.contains("<span class=\"no\">2</span>2</span>\n<span class=\"line\"><span class=\"no\">3</span>3</span>"))
    #expect(page.contains("<span class=\"no\">4</span>ab<mark>cde</mark>fg</span>"))
    #expect(page.contains("<span class=\"no\">6</span>6</span>\n</code></pre>"))
    #expect(!page.contains("<span class=\"no\">7</span>"))
    #expect(page.contains("<mark>T</mark>ARGET"))
    let cut = page.components(separatedBy: "<span class=\"no\">1</span>").last?.prefix { $0 != "<" } ?? ""
    #expect(cut.hasPrefix("…") && cut.count == 1 + 80)
  }

  @Test("a file that cannot be read, is not text, or lacks the line has no excerpt, and the page still renders")
  func excerptsDegrade() {
    let findings = [
      Self.finding(path: "missing.yml"), Self.finding(path: "binary.plist"), Self.finding(path: "short.yml", line: 9),
    ]
    let report = LintReport(findings: findings, notifications: [], rules: [], fileCount: 3)
    let page = Self.render(report, files: ["binary.plist": "bplist00\u{0}\u{1}", "short.yml": "a: 1\n"])
    #expect(!page.contains("<pre class=\"excerpt\">"))
    #expect(page.components(separatedBy: "<article class=\"finding\"").count == 4)
    #expect(SourceExcerpts.text(of: [0xFF, 0xFE, 0x61, 0x00]) == "a")
    #expect(SourceExcerpts.text(of: [0x62, 0xFF]) == nil)
    // Reading from disk: a folder, a missing file and a file over the limit give no text.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("permlint-html-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(
      at: folder.appendingPathComponent("dir"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    _ = FileManager.default.createFile(
      atPath: folder.appendingPathComponent("ok.yml").path, contents: Data("a: 1\n".utf8))
    let read = SourceExcerpts.disk(root: folder.path)
    #expect(read("ok.yml") == "a: 1\n")
    #expect(read("dir") == nil && read("nope.yml") == nil)
  }

  @Test("findings are grouped by the closest app folder holding them, files of no app last, rules most severe first")
  func grouping() {
    let findings = [
      Self.finding("b-rule", .warning, path: "apps/rider/x.yml"),
      Self.finding("a-rule", .error, path: "apps/rider/y.yml"),
      Self.finding("c-rule", .note, path: "apps/x.yml"), Self.finding("d-rule", .error, path: ".permlint.yml"),
    ]
    var report = LintReport(findings: findings, notifications: [], rules: [], fileCount: 4)
    report.apps = [
      ReportedApp(root: "apps", name: nil, flows: []), ReportedApp(root: "apps/rider", name: "Rider", flows: []),
      ReportedApp(root: "apps/empty", name: "Empty", flows: []),
    ]
    let page = Self.render(report)
    // Each app heading's title and each rule section's rule, in page order.
    let headings = page.split(separator: "\n").compactMap { line -> String? in
      if line.hasPrefix("<h2>") { return "app " + line.dropFirst(4).prefix { $0 != "<" } }
      if line.hasPrefix("<section class=\"rule\" data-rule=\"") {
        return "rule " + line.dropFirst(33).prefix { $0 != "\"" }
      }
      return nil
    }
    #expect(
      headings == [
        "app apps ", "rule c-rule", "app Rider ", "rule a-rule", "rule b-rule", "app Other files ", "rule d-rule",
      ])
  }

  @Test("the page is self-contained: inline style and script, nothing fetched; filters hidden until the script runs")
  func selfContained() async {
    let page = ReporterGoldenTests.html.render(await ReporterGoldenTests.report())
    for fetching in ["<link", "<img", "<iframe", " src=", "@import", "url(http", "//fonts.", "<script src"] {
      #expect(!page.contains(fetching), "\(fetching)")
    }
    // The only URLs are links to rule documentation and SVG's namespace.
    let urls = page.matches(of: #/https?://[^"' )<]+/#).map { String($0.output) }
    #expect(
      urls.allSatisfy {
        $0.hasPrefix(PermlintInfo.homepage + "/blob/main/Docs/rules/") || $0 == "http://www.w3.org/2000/svg"
      })
    #expect(page.contains("<nav id=\"filters\" aria-label=\"Filters\" hidden>"))
    #expect(!page.contains("<article class=\"finding\" hidden"))
    let empty = Self.render(LintReport(findings: [], notifications: [], rules: [], fileCount: 0))
    #expect(empty.contains("<p class=\"none\">No findings.</p>") && !empty.contains("<nav"))
  }

  static let loop = """
    app: Rider
    permissions:
      location: { android: [ACCESS_FINE_LOCATION] }
    features:
      go-online: { requires: [location], flow: gps-gate }
    flows:
      gps-gate:
        start: check
        states:
          check:
            action: check
            on: { granted: go-online, limited: blocked, not-determined: ask, denied: ask, blocked: blocked, restricted: blocked }
          ask:
            action: request
            on: { granted: go-online, limited: blocked, denied: blocked, blocked: blocked, restricted: blocked }
          blocked:
            screen: { dismissible: false, message: { en: "Location" }, primary: { en: "Settings" }, secondary: { en: "Retry" } }
            on: { primary: settings, secondary: blocked }
          settings:
            action: open-settings
            on: { resume: go-online, launch: check }
          go-online:
            action: run-feature
    """

  @Test(
    "a flow with a loop back, a self-loop and long arrows: every state drawn once, the path highlighted, all inside the drawing"
  )
  func wholeFlow() async throws {
    let report = await Linter().lint(files: [SourceFile(path: "permlint.yml", text: Self.loop)])
    let finding = try #require(report.findings.first { $0.ruleID == "action-without-grant" })
    let example = try #require(CounterExample(finding, apps: report.apps))
    #expect(example.diagram?.id == "gps-gate")
    #expect(example.nodes.map(\.state) == [0, 2, 3, 4])
    #expect(example.events == ["limited", "primary", "resume"])
    #expect(example.nodes.last?.problem == "the feature runs without 'location'")
    let svg = FlowDiagramSVG.svg(example, id: "f1")
    #expect(svg == FlowDiagramSVG.svg(example, id: "f1"), "deterministic")
    #expect(svg.components(separatedBy: "<g class=\"state").count == 6)
    #expect(svg.components(separatedBy: "<g class=\"state on-path").count == 5)
    #expect(svg.components(separatedBy: "<g class=\"state on-path problem\">").count == 2)
    #expect(svg.components(separatedBy: "<path class=\"edge on-path\"").count == 4)
    #expect(svg.contains("<tspan class=\"on-path\">limited</tspan>"))
    #expect(svg.contains(">launch</tspan>") && svg.contains(">secondary</tspan>"))
    try Self.expectInside(svg)
  }

  /// Every coordinate of the drawing lies inside its view box.
  static func expectInside(_ svg: String) throws {
    let box = try #require(svg.firstMatch(of: #/viewBox="0 0 (\d+) (\d+)"/#))
    let (width, height) = (Int(box.output.1) ?? 0, Int(box.output.2) ?? 0)
    for match in svg.matches(of: #/ (?:x|cx)="(-?\d+)"/#) {
      let value = Int(match.output.1) ?? -1
      #expect(value >= 0 && value <= width, "x \(value) outside 0...\(width)")
    }
    for match in svg.matches(of: #/ (?:y|cy)="(-?\d+)"/#) {
      let value = Int(match.output.1) ?? -1
      #expect(value >= 0 && value <= height, "y \(value) outside 0...\(height)")
    }
    for path in svg.matches(of: #/ d="([^"]+)"/#) where !path.output.1.hasPrefix("M0,0 L10") {
      for point in path.output.1.matches(of: #/(-?\d+),(-?\d+)/#) {
        let (x, y) = (Int(point.output.1) ?? -1, Int(point.output.2) ?? -1)
        #expect(x >= 0 && x <= width && y >= 0 && y <= height, "point \(x),\(y) outside \(width)x\(height)")
      }
    }
  }

  @Test("a path through no known flow, or through a flow too large to draw, is drawn as the chain of its steps")
  func chain() throws {
    let steps = [
      FlowStep(location: .init(path: "lib/a.dart", line: 3, column: 5), message: "onTap <calls> scan() --tap-->"),
      FlowStep(location: .init(path: "lib/a.dart", line: 6, column: 5), message: "scan() -->"),
      FlowStep(location: .init(path: "lib/a.dart", line: 9, column: 5), message: "… 12 more steps …"),
      FlowStep(
        location: .init(path: "lib/b.dart", line: 4, column: 1), message: "Camera.open(): runs without the permission"),
    ]
    let example = try #require(CounterExample(Self.finding(flowPath: steps), apps: []))
    #expect(example.diagram == nil)
    #expect(
      example.nodes.map(\.label) == [
        "onTap <calls> scan()", "scan()", "… 12 more steps …", "Camera.open(): runs without the permission",
      ])
    #expect(example.events == ["tap", nil, nil])
    let svg = FlowDiagramSVG.svg(example, id: "f2")
    #expect(svg.contains("onTap &lt;calls&gt; scan()") && svg.contains("class=\"state on-path gap\""))
    #expect(svg.contains("class=\"state on-path problem\""))
    try Self.expectInside(svg)
    // A flow over the drawing limit: the path only.
    let states = (0...FlowDiagramSVG.maximumDrawnStates).map {
      FlowDiagram.State(id: "s\($0)", action: "show", location: .init(path: "permlint.yml", line: $0 + 1, column: 3))
    }
    let big = FlowDiagram(
      id: "big", states: states,
      transitions: (0..<states.count - 1).map { FlowDiagram.Transition(source: $0, event: "next", target: $0 + 1) },
      start: 0)
    let path = [
      FlowStep(location: states[0].location, message: "s0 [show] --next-->"),
      FlowStep(location: states[1].location, message: "s1 [show]: stuck"),
    ]
    let bigExample = try #require(
      CounterExample(Self.finding(flowPath: path), apps: [ReportedApp(root: ".", name: nil, flows: [big])]))
    #expect(bigExample.diagram?.id == "big" && bigExample.nodes.last?.problem == "stuck")
    let bigSVG = FlowDiagramSVG.svg(bigExample, id: "f3")
    #expect(bigSVG.components(separatedBy: "<g class=\"state").count == 3)
  }

  @Test("Mermaid labels escape quotes, angle brackets, # and &; a left-out middle is dashed")
  func mermaid() throws {
    let steps = [
      FlowStep(location: .init(path: "a", line: 1, column: 1), message: "a \"b\" <c> #d & e --go-->"),
      FlowStep(location: .init(path: "a", line: 2, column: 1), message: "… 3 more steps …"),
      FlowStep(location: .init(path: "a", line: 3, column: 1), message: "end"),
    ]
    let example = try #require(CounterExample(Self.finding(flowPath: steps), apps: []))
    #expect(
      MermaidPath.block(example, indent: "") == """
        ```mermaid
        flowchart TD
          s0["a #quot;b#quot; #lt;c#gt; #35;d #amp; e"]
          s1["… 3 more steps …"]
          s2["end"]
          s0 -.->|"go"| s1
          s1 -.-> s2
          classDef problem fill:#fde2e1,stroke:#cf222e,stroke-width:2px,color:#1f2328
          class s2 problem
        ```

        """)
  }
}
