#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Rule {
  /// Local-network purpose string and Bonjour service types that do not come as a pair.
  public static let localNetworkBonjour: Rule = Rule(
    RuleDescriptor(
      id: "local-network-bonjour",
      title: "Local network purpose string and Bonjour services not declared together",
      severity: .warning,
      category: .purposeStrings,
      rationale: """
        Since iOS 14, talking to devices on the local network (an SMB share, a Chromecast, a \
        smart-home hub) needs the user's consent. The prompt shows \
        NSLocalNetworkUsageDescription, and every Bonjour service type the app browses or \
        advertises must be listed in NSBonjourServices: an unlisted type fails \
        (NetService error -72008) without any prompt. So NSBonjourServices without the purpose \
        string, or the purpose string without any service types, is usually a mistake. An \
        app that only connects to addresses it already knows needs no NSBonjourServices; turn \
        this rule off for it in `.permlint.yml`.
        """,
      fix: """
        List each service type the app uses, such as `_smb._tcp`, under NSBonjourServices, and \
        give NSLocalNetworkUsageDescription a sentence that names the devices the app looks \
        for and why.
        """,
      references: [
        .bonjourServices,
        RuleReference(
          "TN3179: Understanding local network privacy",
          "https://developer.apple.com/documentation/technotes/tn3179-understanding-local-network-privacy"),
      ],
      examples: RuleExample.embedded("local-network-bonjour"),
      scope: RuleScope(
        products: [.app, .appClip, .appExtension], platforms: [.iOS, .macOS],
        remark: "macOS 15 and later ask for local network access as iOS 14 does.")
    )
  ) { context in
    var result: [Finding] = []
    let judged = { (key: String) in
      context.catalog.iosKeys[key]?.expects.isEmpty == false
        || context.catalog.iosSettings[key]?.requiresKeys.isEmpty == false
    }
    for (bundle, declaration) in context.declarationsOnce(where: judged) {
      for expected in context.catalog.iosKeys[declaration.key]?.expects ?? []
      where (bundle.declaration(expected)?.value.array?.isEmpty ?? true) {
        result.append(
          context.finding(
            .noServiceTypes(declaration.key, expected: expected),
            at: declaration.keyLocation, stableKey: "\(declaration.key)>\(expected)"))
      }
      for required in context.catalog.iosSettings[declaration.key]?.requiresKeys ?? []
      where !bundle.declares(required) {
        result.append(
          context.finding(
            .noLocalNetworkPurpose(declaration.key, required: required, whereToAdd: bundle.whereToAdd),
            at: declaration.keyLocation, stableKey: "\(declaration.key)>\(required)"))
      }
    }
    return result
  }
}

extension Finding.Message {
  fileprivate static func noServiceTypes(_ key: String, expected: String) -> Self {
    Self(
      "\(key) is declared but \(expected) lists no service types; if the app browses or "
        + "advertises Bonjour services, list each type (such as `_smb._tcp`) in \(expected), or iOS "
        + "blocks them without asking.")
  }

  fileprivate static func noLocalNetworkPurpose(_ key: String, required: String, whereToAdd: String) -> Self {
    Self(
      "\(key) lists Bonjour service types, but there is no \(required) to show in the local "
        + "network prompt; add it to \(whereToAdd) saying which devices the app looks for and why.")
  }
}
