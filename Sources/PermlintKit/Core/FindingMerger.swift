#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Merges findings that say the same thing at the same place, which happens when several
/// bundles share one declaration (a project-level build setting, an `.xcconfig` included by
/// every target): one finding per cause. An Expo config whose native folders are committed
/// states the same text twice, in the config and in the native file prebuild wrote from it:
/// the same finding at both is one cause too, kept at the native file (what ships) with the
/// config as a related location.
enum FindingMerger {
  /// `isExpoConfig` says which paths are Expo configs (the caller knows file kinds).
  static func merge(_ findings: [Finding], isExpoConfig: (String) -> Bool = { _ in false }) -> [Finding] {
    // Equal findings are found among those of the same rule at the same place, compared
    // whole only there: hashing every field of every finding of a run was a serial cost.
    var byPlace: [Place: [Int]] = [:]
    var unique: [Finding] = []
    unique.reserveCapacity(findings.count)
    for finding in findings {
      let place = Place(finding)
      if let earlier = byPlace[place], earlier.contains(where: { unique[$0] == finding }) { continue }
      byPlace[place, default: []].append(unique.count)
      unique.append(finding)
    }
    return mergeExpoCopies(unique, isExpoConfig: isExpoConfig)
  }

  /// What equal findings share.
  private struct Place: Hashable {
    let ruleID: String
    let path: String
    let line: Int
    let column: Int

    init(_ finding: Finding) {
      ruleID = finding.ruleID
      path = finding.location.path
      line = finding.location.line
      column = finding.location.column
    }
  }

  private static func mergeExpoCopies(_ findings: [Finding], isExpoConfig: (String) -> Bool) -> [Finding] {
    let configs = findings.indices.filter { isExpoConfig(findings[$0].location.path) }
    guard !configs.isEmpty else { return findings }
    var result = findings
    var dropped = Set<Int>()
    for config in configs {
      let finding = findings[config]
      let path = finding.location.path
      let prefix = RelativePath.lastSlash(in: path).map { String(path[...$0]) } ?? ""
      guard
        let native = findings.indices.first(where: { index in
          index != config && !dropped.contains(index) && findings[index].ruleID == finding.ruleID
            && findings[index].message == finding.message
            && ["ios/", "android/"].contains { findings[index].location.path.hasPrefix(prefix + $0) }
        })
      else { continue }
      result[native] = result[native].adding(
        RelatedLocation(
          location: finding.location,
          message: "the same text in the Expo config, which prebuild writes into the native file"))
      dropped.insert(config)
    }
    return result.indices.filter { !dropped.contains($0) }.map { result[$0] }
  }
}
