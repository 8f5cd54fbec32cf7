import ArgumentParser
import PermlintKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `permlint rules`: lists the rules with their ids, severities and titles.
struct RulesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "rules",
    abstract: "List the rules with their id, default severity and title.",
    discussion: """
      With arguments, lists only the rules named, or the rules of the categories named \
      (\(RuleCategory.allCases.map(\.rawValue).joined(separator: ", "))). \
      `permlint explain RULE` prints one rule's documentation.
      """
  )

  @Argument(help: "Rule ids or categories to list (default: every rule).")
  var filters: [String] = []

  @Option(help: "Output format: text or json.")
  var format: RulesFormat = .text

  func run() throws {
    let rules = try selected()
    switch format {
    case .text:
      let idWidth = rules.map(\.id.count).max() ?? 0
      let severityWidth = Severity.allCases.map(\.rawValue.count).max() ?? 0
      for rule in rules {
        let id = rule.id.padding(toLength: idWidth)
        let severity = rule.descriptor.severity.rawValue.padding(toLength: severityWidth)
        print("\(id)  \(severity)  \(rule.descriptor.title)")
      }
    case .json:
      let entries = rules.map { rule in
        RuleEntry(
          id: rule.id, severity: rule.descriptor.severity.rawValue, category: rule.descriptor.category.rawValue,
          title: rule.descriptor.title, documentation: PermlintInfo.documentationURL(forRule: rule.id))
      }
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      let data = try encoder.encode(entries)
      print(String(decoding: data, as: UTF8.self))
    }
  }

  /// The rules the arguments name, in documentation order; unknown names are usage errors.
  private func selected() throws -> [Rule] {
    guard !filters.isEmpty else { return RuleRegistry.all }
    var ids = Set<String>()
    for filter in filters {
      if let rule = RuleRegistry.rule(filter) {
        ids.insert(rule.id)
      } else if let category = RuleCategory(rawValue: filter) {
        ids.formUnion(RuleRegistry.all.filter { $0.descriptor.category == category }.map(\.id))
      } else {
        let hint =
          (RuleRegistry.suggestion(for: filter) ?? RuleRegistry.categorySuggestion(for: filter))
          .map { " (did you mean '\($0)'?)" } ?? ""
        throw UsageFailure(
          "'\(filter)' is neither a rule nor a category\(hint); categories are "
            + RuleCategory.allCases.map(\.rawValue).joined(separator: ", "))
      }
    }
    return RuleRegistry.all.filter { ids.contains($0.id) }
  }
}

/// The `permlint rules --format` values.
enum RulesFormat: String, ExpressibleByArgument, CaseIterable {
  case text, json
}

/// One rule in `permlint rules --format json`.
private struct RuleEntry: Encodable {
  var id: String
  var severity: String
  var category: String
  var title: String
  var documentation: String
}

extension String {
  fileprivate func padding(toLength length: Int) -> String {
    count >= length ? self : self + String(repeating: " ", count: length - count)
  }
}
