#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Which suppressions a run used: comments by file, index and rule id, `ignore:` entries by
/// index. The suppression filter records it; the unused-suppression rule reads it.
struct SuppressionUse: Sendable {
  private var comments = Set<String>()
  private var ignores = Set<Int>()

  /// Records that comment `index` of `path` suppressed a finding of `ruleID`.
  mutating func insert(path: String, comment index: Int, ruleID: String) {
    comments.insert("\(path)#\(index)#\(ruleID)")
  }

  /// Records that `ignore:` entry `index` suppressed a finding.
  mutating func insert(ignore index: Int) {
    ignores.insert(index)
  }

  /// Whether comment `index` of `path` suppressed a finding of `ruleID`.
  func contains(path: String, comment index: Int, ruleID: String) -> Bool {
    comments.contains("\(path)#\(index)#\(ruleID)")
  }

  /// Whether `ignore:` entry `index` suppressed a finding.
  func contains(ignore index: Int) -> Bool {
    ignores.contains(index)
  }
}
