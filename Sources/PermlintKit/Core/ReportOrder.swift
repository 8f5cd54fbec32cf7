/// Findings in report order (`Finding`'s `<`: path, position, rule, message), sorted by each
/// path's rank among the distinct paths, which are compared as strings once, and then by
/// the rest read in place. Sorting the findings themselves compared two paths as strings
/// and copied both findings at every step, on one thread at the end of every run (10,000
/// findings, issue 23). Both sorts are stable, so findings that compare equal keep their
/// order as they did.
enum ReportOrder {
  static func sorted(_ findings: [Finding]) -> [Finding] {
    guard findings.count > 1 else { return findings }
    var rankOfPath: [String: Int] = [:]
    for index in findings.indices { rankOfPath[findings[index].location.path] = 0 }
    for (rank, path) in rankOfPath.keys.sorted().enumerated() { rankOfPath[path] = rank }
    let ranks = findings.map { rankOfPath[$0.location.path] ?? 0 }
    let order = findings.withUnsafeBufferPointer { buffer in
      ranks.withUnsafeBufferPointer { ranks in
        Array(buffer.indices).sorted { left, right in
          if ranks[left] != ranks[right] { return ranks[left] < ranks[right] }
          if buffer[left].location.position != buffer[right].location.position {
            return buffer[left].location.position < buffer[right].location.position
          }
          if buffer[left].ruleID != buffer[right].ruleID { return buffer[left].ruleID < buffer[right].ruleID }
          return buffer[left].message < buffer[right].message
        }
      }
    }
    return order.map { findings[$0] }
  }
}
