@_spi(Testing) import PermlintKit
import PermlintTestSupport
import Testing

/// Each flow rule's counter-example, step by step: the state's line and column in the
/// feature map and what happens there. The flows are the rules' own triggering examples.
@Suite("Flow counter-examples")
struct FlowCounterExampleTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var rule: String
    var example: String
    var location: String
    var steps: [String]
    var testDescription: String { "\(rule) at \(location)" }
  }

  static let cases: [Case] = [
    Case(
      rule: "settings-redirect", example: "the blocked screen only offers OK", location: "permlint.yml:11:7",
      steps: [
        "9:7 check [check] --blocked-->",
        "11:7 blocked [show] --primary-->",
        "14:7 done [cancel]: the flow ends here without opening Settings",
      ]),
    Case(
      rule: "settings-redirect", example: "a flow shared by two features is reported once, naming both permissions",
      location: "permlint.yml:11:7",
      steps: [
        "10:7 check [check] --blocked-->",
        "11:7 stuck [cancel]: the flow ends here without opening Settings",
      ]),
    Case(
      rule: "settings-redirect",
      example: "the blocked screen loops back to the check, which cannot grant while blocked",
      location: "permlint.yml:10:7",
      steps: [
        "9:7 check [check] --blocked-->",
        "10:7 retry [show]: every path from here loops without opening Settings",
      ]),
    Case(
      rule: "recheck-on-return", example: "resume goes back to the blocking screen, and cold launch is not handled",
      location: "permlint.yml:11:7",
      steps: [
        "9:7 check [check] --blocked-->",
        "10:7 blocked [show] --primary-->",
        "11:7 settings [open-settings]: the user returns from Settings",
      ]),
    Case(
      rule: "reprompt-after-block", example: "Try again after Don't ask again requests silently",
      location: "permlint.yml:10:7",
      steps: [
        "9:7 check [check] --blocked-->",
        "11:7 blocked [show] --primary-->",
        "10:7 ask [request]: the request shows no prompt",
      ]),
    Case(
      rule: "action-without-grant", example: "denied and limited photos both run the feature",
      location: "permlint.yml:10:7",
      steps: [
        "9:7 check [check] --limited-->",
        "10:7 play [run-feature]: the feature runs without 'photos'",
      ]),
    Case(
      rule: "unhandled-outcome", example: "the check ignores blocked and restricted, the request ignores limited",
      location: "permlint.yml:9:7",
      steps: [
        "9:7 check [check]: blocked, restricted not handled"
      ]),
    Case(
      rule: "unhandled-outcome", example: "the check ignores blocked and restricted, the request ignores limited",
      location: "permlint.yml:17:7",
      steps: [
        "17:7 ask [request]: limited not handled"
      ]),
    Case(
      rule: "flow-dead-end", example: "a screen with no button, and a loop between two screens",
      location: "permlint.yml:10:7",
      steps: [
        "9:7 check [check] --blocked-->",
        "10:7 stuck [show]: no way out",
      ]),
    Case(
      rule: "flow-dead-end", example: "a screen with no button, and a loop between two screens",
      location: "permlint.yml:11:7",
      steps: [
        "9:7 check [check] --denied-->",
        "11:7 info [show]: every path from here loops",
      ]),
    Case(
      rule: "explainer-before-request", example: "the check requests straight away", location: "permlint.yml:11:7",
      steps: [
        "10:7 check [check] --not-determined-->",
        "11:7 ask [request]: the system prompt appears unexplained",
      ]),
    Case(
      rule: "request-after-user-action", example: "a launch flow prompts before any tap", location: "permlint.yml:11:7",
      steps: [
        "10:7 check [check] --not-determined-->",
        "11:7 ask [request]: the system prompt appears before any tap",
      ]),
    Case(
      rule: "optional-permission-forced",
      example: "notifications are optional but the refusal screen only offers Settings", location: "permlint.yml:10:7",
      steps: [
        "9:7 check [check] --denied-->",
        "10:7 wall [show]: no way to decline",
      ]),
    Case(
      rule: "blocking-screen-dismissal",
      example: "the policy forbids dismissing, the screen allows it; another dismissal runs the feature",
      location: "permlint.yml:13:32",
      steps: [
        "11:7 check [check] --denied-->",
        "12:7 wall [show]: the user dismisses a screen that must block",
      ]),
    Case(
      rule: "blocking-screen-dismissal",
      example: "the policy forbids dismissing, the screen allows it; another dismissal runs the feature",
      location: "permlint.yml:22:7",
      steps: [
        "21:7 check [check] --denied-->",
        "22:7 info [show] --dismiss-->",
        "24:7 run [run-feature]: the feature runs",
      ]),
    Case(
      rule: "blocking-screen-dismissal",
      example: "the policy forbids dismissing, the screen allows it; another dismissal runs the feature",
      location: "permlint.yml:22:7",
      steps: [
        "21:7 check [check] --denied-->",
        "22:7 info [show]: the user dismisses a screen that must block",
      ]),
    Case(
      rule: "primer-exit", example: "a Skip button on the primer", location: "permlint.yml:13:29",
      steps: [
        "10:7 explain [explain] --secondary-->",
        "15:7 skipped [cancel]: the system prompt is never shown",
      ]),
  ]

  @Test("counter-example", arguments: cases)
  func counterExample(_ testCase: Case) async throws {
    let rule = try #require(RuleRegistry.rule(testCase.rule))
    let example = try #require(rule.descriptor.examples.first { $0.name == testCase.example })
    let files = example.files.map { SourceFile(path: $0.path, text: MarkedSource($0.contents).text) }
    let report = await Linter().lint(files: files)
    let paths = report.findings.filter { $0.ruleID == testCase.rule && "\($0.location)" == testCase.location }.map {
      $0.flowPath.map { "\($0.location.line):\($0.location.column) \($0.message)" }
    }
    #expect(paths.contains(testCase.steps), "paths: \(paths)")
  }
}
