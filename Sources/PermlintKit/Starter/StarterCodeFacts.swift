/// What the app's code says about each permission it asks for, for `permlint init`: where it
/// asks, the function a flow's `code:` names, whether the code that handles the answer leads
/// to the app's settings, and whether a resume hook checks the permission again. The starter
/// writes these beside each flow, and what it could not tell, so that the map describes the
/// app's code, not a template.
struct StarterCodeFacts {
  /// One permission's facts.
  struct Permission {
    /// The first request, by place.
    var request: CodeFlowIndex.RequestSite
    /// `path:Function` (or `path` for a request outside any named function) for `code:`.
    var reference: String
    /// The opener that code handling the answer reaches, if any.
    var settings: CodeFlowIndex.Opener?
    /// The resume hook that checks the permission again, if any.
    var recheck: FileLocation?
    /// Whether the request's function is entered from where the call graph cannot see, so
    /// that the code handling the answer may be elsewhere.
    var answeredUnseen: Bool
  }

  /// The facts by permission id, for the permissions the code of `apps` asks for.
  static func collect(_ apps: [AppModel], files: [SourceFile], vocabulary: CodeFlowVocabulary) -> [String: Permission] {
    let byPath = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    let cache = CodeFlowClosure.Cache()
    var result: [String: Permission] = [:]
    for app in apps {
      let code = CodeFlowClosure.complete(app, vocabulary: vocabulary, read: { byPath[$0] }, cache: cache).index
      guard !code.requests.isEmpty else { continue }
      let resumed = code.resumeReach()
      for site in code.requests.sorted(by: { $0.location < $1.location }) {
        for permission in site.permissions.sorted() where result[permission] == nil {
          result[permission] = facts(permission, site: site, code: code, resumed: resumed)
        }
      }
    }
    return result
  }

  private static func facts(
    _ permission: String, site: CodeFlowIndex.RequestSite, code: CodeFlowIndex, resumed: RefSet
  ) -> Permission {
    var reference = site.location.path
    var settings: CodeFlowIndex.Opener?
    var unseen = true
    if let ref = site.ref {
      let outer = code.outermost(ref)
      if let name = code.function(outer).name {
        reference += ":" + (code.function(outer).owner.map { "\($0).\(name)" } ?? name)
      }
      // As settings-unreachable-in-code judges it: an opener the call graph cannot place may
      // be on any path, and so may the answer of a request entered from where it cannot see.
      let serving = code.openers.filter { $0.serves(permission) }
      unseen = code.isEnteredUnseen(ref)
      if let anywhere = serving.first(where: { opener in opener.ref.map { code.isUnfollowed($0) } ?? true }) {
        settings = anywhere
      } else {
        let reach = code.handlingReach(of: ref, depth: 3)
        settings = serving.first { opener in opener.ref.map(reach.contains) ?? false }
      }
    }
    let recheck =
      code.isChecked(permission, in: resumed)
      ? code.resumeRoots.first { root in code.isChecked(permission, in: code.reachable(from: [root])) } : nil
    return Permission(
      request: site, reference: reference, settings: settings,
      recheck: recheck.map { code.resumeLocations[$0] ?? code.location($0) },
      answeredUnseen: unseen && settings == nil)
  }
}
