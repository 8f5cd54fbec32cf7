import ArgumentParser
import PermlintKit

/// `permlint rules`: lists the rules with their ids, severities and titles.
struct RulesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "rules",
    abstract: "List every rule with its id, default severity and title."
  )

  func run() {
    for rule in RuleRegistry.all {
      let id = rule.id.padding(toLength: 28)
      let severity = rule.descriptor.severity.rawValue.padding(toLength: 8)
      print("\(id) \(severity) \(rule.descriptor.title)")
    }
  }
}

extension String {
  fileprivate func padding(toLength length: Int) -> String {
    count >= length ? self : self + String(repeating: " ", count: length - count)
  }
}
