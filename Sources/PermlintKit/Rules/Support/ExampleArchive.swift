#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The form in which `permlint-dev generate` embeds the example folders of `rules/examples`
/// into the binary (`Generated/EmbeddedExamples.swift`): JSON, base64-encoded on one line.
@_spi(Generators) @_spi(Testing) public enum ExampleArchive {
  /// One rule's examples.
  @_spi(Generators) @_spi(Testing) public struct Rule: Codable, Sendable {
    public var id: String
    public var examples: [Example]

    public init(id: String, examples: [Example]) {
      self.id = id
      self.examples = examples
    }
  }

  /// One example: its name, whether it triggers, and its files as `[path, contents]`.
  @_spi(Generators) @_spi(Testing) public struct Example: Codable, Sendable {
    public var name: String
    public var triggers: Bool
    public var files: [[String]]

    public init(name: String, triggers: Bool, files: [[String]]) {
      self.name = name
      self.triggers = triggers
      self.files = files
    }
  }

  /// The examples by rule id; empty when the archive does not decode (a generator bug that
  /// the example tests would show at once).
  static func decode(_ base64: String) -> [String: [RuleExample]] {
    guard let data = Data(base64Encoded: base64),
      let rules = try? JSONDecoder().decode([Rule].self, from: data)
    else { return [:] }
    var result: [String: [RuleExample]] = [:]
    for rule in rules {
      result[rule.id] = rule.examples.map { example in
        RuleExample(
          name: example.name, files: example.files.compactMap { $0.count == 2 ? ($0[0], $0[1]) : nil },
          triggers: example.triggers)
      }
    }
    return result
  }
}
