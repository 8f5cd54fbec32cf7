import ArgumentParser
import PermlintKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `permlint explain RULE`: a rule's documentation in the terminal.
struct ExplainCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "explain",
    abstract: "Explain a rule: what it finds, why, how to fix it, the store guideline and examples."
  )

  @Argument(help: "A rule id, as printed in brackets after each finding (see `permlint rules`).")
  var rule: String

  func run() throws {
    guard let found = RuleRegistry.rule(rule) else {
      let hint = RuleRegistry.suggestion(for: rule).map { " (did you mean '\($0)'?)" } ?? ""
      throw UsageFailure("unknown rule '\(rule)'\(hint); `permlint rules` lists every rule")
    }
    print(RuleExplanation.text(found.descriptor), terminator: "")
  }
}
