/// The steps of a code flow finding: the request and the functions it is reached through,
/// each at its place, for SARIF codeFlows and the text report's steps.
extension CodeFlowIndex {
  /// The request, then one chain of callers above it (up to `depth`), nearest first.
  func steps(for site: RequestSite, permission: String, depth: Int = 3) -> [FlowStep] {
    var steps = [FlowStep(location: site.location, message: "\(site.text)() asks for \(permission)")]
    guard var current = site.ref else { return steps }
    steps.append(FlowStep(location: location(current), message: "in \(describe(current))"))
    var seen: Set<Ref> = [current]
    for _ in 0..<depth {
      // A closure runs as part of the function around it; a function runs where it is called.
      let next: Ref?
      if let parent = function(current).parent, function(current).isClosure {
        next = Ref(file: current.file, function: parent)
      } else {
        // A caller that calls it before one that only names it (a getter of the same name,
        // `l10n.addDownloads`, is an edge too, so that nothing reachable is missed).
        let candidates = callers(of: current).filter { !seen.contains($0) }
        next = candidates.first { calls($0, current) } ?? candidates.first
      }
      guard let next, seen.insert(next).inserted else { break }
      let isOuter = function(current).isClosure && function(current).parent == next.function
      steps.append(
        FlowStep(
          location: location(next), message: isOuter ? "inside \(describe(next))" : "called from \(describe(next))"))
      current = next
    }
    return steps
  }

  /// Whether `caller` calls `target` by its name (not only names it).
  private func calls(_ caller: Ref, _ target: Ref) -> Bool {
    guard let name = function(target).name else { return false }
    return outlines[caller.file].calls.contains { $0.function == caller.function && $0.name == name }
  }
}
