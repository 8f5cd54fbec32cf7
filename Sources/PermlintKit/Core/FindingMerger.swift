/// Merges findings that say the same thing at the same place, which happens when several
/// bundles share one declaration (a project-level build setting, an `.xcconfig` included by
/// every target): one finding per cause.
enum FindingMerger {
  static func merge(_ findings: [Finding]) -> [Finding] {
    var seen = Set<Finding>()
    return findings.filter { seen.insert($0).inserted }
  }
}
