#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Rule {
  /// An NSBonjourServices entry that is not a service type.
  public static let malformedBonjourService: Rule = Rule(
    RuleDescriptor(
      id: "malformed-bonjour-service",
      title: "Bonjour service type is malformed",
      severity: .error,
      category: .purposeStrings,
      rationale: """
        iOS matches each Bonjour browse or advertisement against NSBonjourServices exactly, \
        and a type is written `_name._tcp` or `_name._udp`: an underscore, the service name \
        (letters, digits and hyphens), then the transport. An entry without the underscores, \
        with a domain such as `.local.` or with the wrong transport matches nothing, so the \
        app's local-network traffic is blocked (NetService error -72008) while the Info.plist \
        looks right. Subtypes (`_printer._sub._ipp._tcp`, and `_<APP-ID>._googlecast._tcp`, \
        which the Google Cast SDK requires beside `_googlecast._tcp`) are accepted. A type \
        with a trailing dot (`_lnp._tcp.`, the fully qualified DNS form) is a note: \
        Apple's NSBonjourServices documentation writes types as `_ipp._tcp` and \
        `_myservice._udp`, without the dot, and does not say whether iOS matches the dotted \
        form, so the documented form is the one known to work; no report shows the dotted \
        form failing, so permlint does not call it a defect.
        """,
      fix: """
        Write the service type as `_name._tcp` or `_name._udp`, for example `_smb._tcp` or \
        `_googlecast._tcp`, without the domain and without a trailing dot.
        """,
      references: [
        .bonjourServices,
        RuleReference("RFC 6763, section 7: service names", "https://www.rfc-editor.org/rfc/rfc6763#section-7"),
        RuleReference(
          "Google Cast: iOS permissions and discovery (NSBonjourServices)",
          "https://developers.google.com/cast/docs/ios_sender/permissions_and_discovery"),
      ],
      examples: RuleExample.embedded("malformed-bonjour-service"),
      scope: .shippedBundles
    )
  ) { context in
    var result: [Finding] = []
    var seen = Set<String>()
    for bundle in context.bundles(for: Rule.malformedBonjourService.descriptor) {
      for declaration in bundle.declarations(of: "NSBonjourServices") {
        for item in declaration.value.array ?? [] {
          let location = declaration.location(item.position)
          let written = item.string ?? ""
          guard seen.insert("\(location)|\(written)").inserted else { continue }
          if let problem = BonjourServiceType.problem(item.string) {
            result.append(
              context.finding(
                .notAServiceType(written, problem: problem),
                at: location, stableKey: "NSBonjourServices.\(written)"))
          } else if written.hasSuffix(".") {
            // Well formed once the dot is gone: not known to fail, but not the documented form.
            result.append(
              context.finding(
                .trailingDot(written), at: location, stableKey: "NSBonjourServices.\(written)", severity: .note))
          }
        }
      }
    }
    return result
  }
}

/// The syntax of a DNS-SD service type, as mDNSResponder accepts it.
enum BonjourServiceType {
  /// What is wrong with `text` as a service type, or `nil` when it is one.
  static func problem(_ text: String?) -> String? {
    guard let text else { return "it is not a string" }
    guard !text.contains(where: { $0.isWhitespace }) else { return "it contains whitespace" }
    let body = text.hasSuffix(".") ? String(text.dropLast()) : text
    let labels = body.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    guard labels.count >= 2 else { return "it has no transport (`._tcp` or `._udp`)" }
    let transport = labels[labels.count - 1].lowercased()
    guard transport == "_tcp" || transport == "_udp" else {
      if labels.contains(where: { ["_tcp", "_udp"].contains($0.lowercased()) }) {
        return "it has something after the transport, such as a domain; leave the domain out"
      }
      return "it must end in `._tcp` or `._udp`"
    }
    let names = Array(labels.dropLast())
    // `_name._tcp`, `_subtype._sub._name._tcp`, or a subtype written without `_sub`, as
    // Google Cast documents it: `_<APP-ID>._googlecast._tcp` beside `_googlecast._tcp`.
    let isSubtype = (names.count == 3 && names[1].lowercased() == "_sub") || names.count == 2
    let isMeta = names == ["_services", "_dns-sd"] && transport == "_udp"
    guard names.count == 1 || isSubtype || isMeta else { return "it has more than one service name" }
    for name in names where !isValidLabel(name) {
      return "'\(name)' must be an underscore followed by letters, digits or hyphens"
    }
    return nil
  }

  /// `_` and 1 to 62 letters, digits, hyphens or underscores (the DNS label limit; names
  /// over 15 characters work on the local network).
  private static func isValidLabel(_ label: String) -> Bool {
    guard label.hasPrefix("_"), (2...63).contains(label.count) else { return false }
    return label.dropFirst().allSatisfy { ($0.isASCII && ($0.isLetter || $0.isNumber)) || $0 == "-" || $0 == "_" }
  }
}

extension Finding.Message {
  fileprivate static func trailingDot(_ written: String) -> Self {
    Self(
      "'\(written)' in NSBonjourServices ends in a dot; Apple documents service types without it "
        + "(`_ipp._tcp`, `_myservice._udp`) and does not say whether iOS matches the dotted form. Write it as "
        + "`\(written.dropLast())`.")
  }

  fileprivate static func notAServiceType(_ written: String, problem: String) -> Self {
    Self(
      "'\(written)' in NSBonjourServices is not a Bonjour service type: \(problem). Write it as `_name._tcp` "
        + "or `_name._udp`.")
  }
}
