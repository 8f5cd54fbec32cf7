#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Reporter {
  /// One self-contained page to look at (`--report html=permlint.html`): findings grouped by
  /// app and rule, each with the lines around it, every counter-example drawn as its flow's
  /// state diagram with the path highlighted, and filters by severity and rule. Styles and
  /// the filter script are inline and nothing is fetched, so the page works offline and as a
  /// CI artifact; without scripts every finding shows. Excerpts are read from the files under
  /// `root` when the page is rendered.
  public static func html(root: String) -> Reporter {
    html(files: SourceExcerpts.disk(root: root))
  }

  /// The HTML report with excerpts read through `files` (a path relative to the root to its
  /// text, or `nil` when it cannot be read).
  @_spi(Testing) public static func html(files: @escaping @Sendable (String) -> String?) -> Reporter {
    Reporter(name: "html") { report in
      HTMLPage(report: report, excerpts: SourceExcerpts(read: files)).render()
    }
  }
}

/// The HTML report's page, built top to bottom.
private struct HTMLPage {
  let report: LintReport
  let excerpts: SourceExcerpts
  private var output = ""
  private var findingNumber = 0

  init(report: LintReport, excerpts: SourceExcerpts) {
    self.report = report
    self.excerpts = excerpts
  }

  consuming func render() -> String {
    let counts = ReportCounts(report.findings)
    output += "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
    output += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
    output += "<title>permlint report</title>\n<style>\n\(HTMLAssets.style)</style>\n</head>\n<body>\n"
    output += "<header>\n<h1>permlint report</h1>\n"
    output += "<p class=\"summary\">\(report.fileCount) file\(report.fileCount == 1 ? "" : "s") checked: "
    output += "\(counts.description).</p>\n</header>\n"
    if !report.findings.isEmpty { filters(counts) }
    output += "<main>\n"
    notices()
    if report.findings.isEmpty { output += "<p class=\"none\">No findings.</p>\n" }
    for group in groups() { app(group) }
    output += "</main>\n<script>\n\(HTMLAssets.script)</script>\n</body>\n</html>\n"
    return output
  }

  // MARK: Parts

  /// The filter bar: hidden until the script shows it, since it needs the script.
  private mutating func filters(_ counts: ReportCounts) {
    output += "<nav id=\"filters\" aria-label=\"Filters\" hidden>\n<fieldset>\n<legend>Severity</legend>\n"
    for (severity, count) in [("error", counts.errors), ("warning", counts.warnings), ("note", counts.notes)] {
      output +=
        "<label class=\"sev-\(severity)\"><input type=\"checkbox\" name=\"severity\" value=\"\(severity)\" checked> "
        + "\(severity) <span class=\"count\">\(count)</span></label>\n"
    }
    output += "</fieldset>\n<fieldset>\n<legend>Rule</legend>\n"
    for (rule, count) in ruleCounts(report.findings) {
      let id = HTMLText.escape(rule)
      output +=
        "<label><input type=\"checkbox\" name=\"rule\" value=\"\(id)\" checked> \(id) "
        + "<span class=\"count\">\(count)</span></label>\n"
    }
    output += "</fieldset>\n<p><button type=\"button\" id=\"show-all\">Show all</button> "
    output += "<span id=\"shown\" aria-live=\"polite\"></span></p>\n</nav>\n"
  }

  private mutating func notices() {
    guard !report.notifications.isEmpty else { return }
    output += "<section class=\"notices\">\n<h2>Notices about the input</h2>\n<ul>\n"
    for notification in report.notifications {
      output +=
        "<li><span class=\"sev sev-\(notification.severity.rawValue)\">\(notification.severity.rawValue)</span> "
        + "<code>\(HTMLText.escape(notification.path))</code>: \(HTMLText.message(notification.message))</li>\n"
    }
    output += "</ul>\n</section>\n"
  }

  /// Findings by app: the app whose folder is the closest one holding the finding's file,
  /// in the order of the apps; files of no app last.
  private func groups() -> [(title: String, root: String?, findings: [Finding])] {
    var byApp: [Int: [Finding]] = [:]
    var elsewhere: [Finding] = []
    for finding in report.findings {
      if let app = ReportedApp.app(of: finding.location.path, in: report.apps) {
        byApp[app, default: []].append(finding)
      } else {
        elsewhere.append(finding)
      }
    }
    var result: [(title: String, root: String?, findings: [Finding])] = report.apps.indices.compactMap { index in
      guard let findings = byApp[index] else { return nil }
      let app = report.apps[index]
      return (app.name ?? (app.root == "." ? "The app at the root" : app.root), app.root, findings)
    }
    if !elsewhere.isEmpty {
      result.append((report.apps.isEmpty ? "Findings" : "Other files", nil, elsewhere))
    }
    return result
  }

  private mutating func app(_ group: (title: String, root: String?, findings: [Finding])) {
    output += "<section class=\"app\">\n<h2>\(HTMLText.escape(group.title))"
    // The folder beside the app's name; an app without a name is titled by its folder.
    if let root = group.root, root != ".", root != group.title {
      output += " <span class=\"root\">\(HTMLText.escape(root))</span>"
    }
    output += " <span class=\"count\">\(ReportCounts(group.findings).description)</span></h2>\n"
    var byRule: [String: [Finding]] = [:]
    for finding in group.findings { byRule[finding.ruleID, default: []].append(finding) }
    for (rule, _) in ruleCounts(group.findings) {
      let findings = byRule[rule] ?? []
      let id = HTMLText.escape(rule)
      let title = report.rules.first { $0.id == rule }?.title
      output +=
        "<section class=\"rule\" data-rule=\"\(id)\">\n<h3><a href=\"\(HTMLText.escape(PermlintInfo.documentationURL(forRule: rule)))\">\(id)</a>"
      if let title { output += " <span class=\"title\">\(HTMLText.message(title))</span>" }
      output += " <span class=\"count\">\(findings.count)</span></h3>\n"
      // The most severe first; report order (path, line) within a severity.
      let ordered = findings.enumerated().sorted { ($0.element.severity, $1.offset) > ($1.element.severity, $0.offset) }
      for (_, finding) in ordered { self.finding(finding) }
      output += "</section>\n"
    }
    output += "</section>\n"
  }

  private mutating func finding(_ finding: Finding) {
    findingNumber += 1
    let anchor = "f\(findingNumber)"
    let severity = finding.severity.rawValue
    output +=
      "<article class=\"finding\" id=\"\(anchor)\" data-severity=\"\(severity)\" data-rule=\"\(HTMLText.escape(finding.ruleID))\">\n"
    output +=
      "<p class=\"head\"><span class=\"sev sev-\(severity)\">\(severity)</span> "
      + "<a class=\"loc\" href=\"#\(anchor)\">\(HTMLText.escape("\(finding.location)"))</a></p>\n"
    output += "<p class=\"message\">\(HTMLText.message(finding.message))</p>\n"
    excerpt(at: finding.location)
    if !finding.relatedLocations.isEmpty {
      output += "<details class=\"related\"><summary>\(finding.relatedLocations.count) related location"
      output += "\(finding.relatedLocations.count == 1 ? "" : "s")</summary>\n<ul>\n"
      for related in finding.relatedLocations {
        output +=
          "<li><code>\(HTMLText.escape("\(related.location)"))</code>: \(HTMLText.message(related.message))</li>\n"
      }
      output += "</ul>\n</details>\n"
    }
    if let example = CounterExample(finding, apps: report.apps) { counterExample(example, anchor: anchor) }
    output += "</article>\n"
  }

  private mutating func excerpt(at location: FileLocation) {
    guard let lines = excerpts.excerpt(at: location) else { return }
    output += "<pre class=\"excerpt\"><code>"
    for line in lines {
      let number = "<span class=\"no\">\(line.number)</span>"
      guard let marked = line.marked else {
        output += "<span class=\"line\">\(number)\(HTMLText.escape(line.text))</span>\n"
        continue
      }
      let scalars = Array(line.text.unicodeScalars)
      let start = min(scalars.count, max(0, marked.lowerBound - 1))
      let end = min(scalars.count, max(start, marked.upperBound - 1))
      func text(_ range: Range<Int>) -> String {
        HTMLText.escape(String(String.UnicodeScalarView(scalars[range])))
      }
      let mark = end > start ? "<mark>\(text(start..<end))</mark>" : "<mark class=\"point\"> </mark>"
      output +=
        "<span class=\"line hit\">\(number)\(text(0..<start))\(mark)\(text(end..<scalars.count))</span>\n"
    }
    output += "</code></pre>\n"
  }

  private mutating func counterExample(_ example: CounterExample, anchor: String) {
    let caption =
      example.diagram.map { "Flow <code>\(HTMLText.escape($0.id))</code>: the counter-example highlighted" }
      ?? "The counter-example"
    output += "<figure class=\"flow\">\n\(FlowDiagramSVG.svg(example, id: anchor))\n"
    output += "<figcaption>\(caption)</figcaption>\n</figure>\n<ol class=\"steps\">\n"
    for (offset, node) in example.nodes.enumerated() {
      let step = HTMLText.message(
        node.problem.map { "\(node.label): \($0)" } ?? node.label)
      let event = offset < example.events.count ? example.events[offset] : nil
      output += "<li><code>\(HTMLText.escape("\(node.location)"))</code> \(step)"
      if let event { output += " <span class=\"event\">--\(HTMLText.escape(event))--&gt;</span>" }
      output += "</li>\n"
    }
    output += "</ol>\n"
  }

  /// Rules with their finding counts, the most severe first (errors, then warnings, then
  /// notes), then by id.
  private func ruleCounts(_ findings: [Finding]) -> [(String, Int)] {
    var byRule: [String: [Finding]] = [:]
    for finding in findings { byRule[finding.ruleID, default: []].append(finding) }
    return byRule.map { ($0.key, ReportCounts($0.value)) }
      .sorted { lhs, rhs in
        (lhs.1.errors, lhs.1.warnings, lhs.1.notes, rhs.0) > (rhs.1.errors, rhs.1.warnings, rhs.1.notes, lhs.0)
      }
      .map { ($0.0, $0.1.errors + $0.1.warnings + $0.1.notes) }
  }
}
