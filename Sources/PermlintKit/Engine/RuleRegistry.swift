#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Every rule permlint runs, in documentation order.
public enum RuleRegistry {
  /// All rules, in documentation order: generated into `RuleRegistry.declared` from every
  /// rule declared under `Sources/PermlintKit/Rules` (`swift run permlint-dev generate`).
  public static let all: [Rule] = declared

  /// The rule with this id.
  public static func rule(_ id: String) -> Rule? {
    all.first { $0.id == id }
  }
}
