extension Rule {
  /// A privacy manifest that does not have Apple's structure.
  public static let invalidPrivacyManifest: Rule = Rule(
    RuleDescriptor(
      id: "invalid-privacy-manifest",
      title: "Privacy manifest does not have Apple's structure",
      severity: .error,
      category: .platformRequirements,
      rationale: """
        App Store Connect reads every `PrivacyInfo.xcprivacy` in the upload and reports one \
        that holds a key Apple does not define, a value of the wrong type or a value outside \
        Apple's enumerations (ITMS-91056, Invalid privacy manifest), and reports a reason code \
        declared under a category it does not belong to (ITMS-91055, Invalid API reason \
        declaration). The manifest is checked \
        key by key against Apple's documented structure (`rules/privacy-manifest.yml`): \
        NSPrivacyTracking (a boolean), NSPrivacyTrackingDomains (strings), \
        NSPrivacyCollectedDataTypes (each a data type, Linked, Tracking and Purposes from \
        Apple's lists) and NSPrivacyAccessedAPITypes (each one of the five required-reason \
        categories with reason codes of that category). Every mistake is reported in one run, \
        each at its line, with the closest valid name. Xcode reads the manifest only under the \
        name `PrivacyInfo.xcprivacy`. NSPrivacyTracking set to true without any tracking \
        domain is a warning: Apple asks for at least one domain then, and iOS blocks the \
        listed domains until the user allows tracking.
        """,
      fix: """
        Correct the key or value to one of Apple's (the message names the closest), move a \
        reason code to the category it belongs to, and add every key each record requires.
        """,
      references: [
        RuleReference(
          "Privacy manifest files", "https://developer.apple.com/documentation/bundleresources/privacy-manifest-files"),
        RuleReference(
          "Describing data use in privacy manifests",
          "https://developer.apple.com/documentation/bundleresources/describing-data-use-in-privacy-manifests"),
        .requiredReasonAPI,
      ],
      examples: RuleExample.embedded("invalid-privacy-manifest"),
      appliesTo:
        "Applies to every PrivacyInfo.xcprivacy in the tree: the app's, its extensions' and those inside prebuilt frameworks; not those of pods installed under Pods/, which `pod install` rewrites and which permlint reads only to know that a pod ships one."
    )
  ) { context in
    var result: [Finding] = []
    let outcome = context.catalog.outcome("itms-91056")
    // A pod's manifest is its vendor's, rewritten by every `pod install`: read to know that the
    // pod ships one (sdk-without-privacy-manifest), not judged here.
    for manifest in context.app.privacy.manifests where manifest.installedPod == nil {
      if InputPath(manifest.path).name != "PrivacyInfo.xcprivacy" {
        result.append(
          context.finding(
            .misnamed(InputPath(manifest.path).name), at: manifest.location(.start),
            stableKey: "\(manifest.path)#name"))
      }
      for (problem, position) in PrivacyManifestCheck(manifest, catalog: context.catalog.privacy).problems {
        let key = "\(manifest.path)#\(position.line):\(position.column)"
        let location = manifest.location(position)
        switch problem {
        case .notADictionary:
          result.append(context.finding(.notADictionary(outcome), at: location, stableKey: key))
        case .unknownKey(let name, let record, let suggestion):
          result.append(
            context.finding(.unknownKey(name, record: record, suggestion, outcome), at: location, stableKey: key))
        case .wrongType(let name, let expected):
          result.append(context.finding(.wrongType(name, expected.written, outcome), at: location, stableKey: key))
        case .unknownValue(let value, let name, let suggestion):
          result.append(context.finding(.unknownValue(value, name, suggestion, outcome), at: location, stableKey: key))
        case .reasonOfOtherCategory(let code, let category, let owner):
          // Its own upload code: a valid reason, declared under the wrong category.
          let invalidReason = context.catalog.outcome("itms-91055")
          result.append(
            context.finding(.reasonOfOtherCategory(code, category, owner, invalidReason), at: location, stableKey: key))
        case .missingKey(let name, let record):
          result.append(context.finding(.missingKey(name, record, outcome), at: location, stableKey: key))
        case .noReasons(let category):
          result.append(context.finding(.noReasons(category, outcome), at: location, stableKey: key))
        case .trackingWithoutDomains:
          result.append(context.finding(.trackingWithoutDomains, at: location, stableKey: key, severity: .warning))
        }
      }
    }
    return result
  }
}

extension Finding.Message {
  fileprivate static func misnamed(_ name: String) -> Self {
    Self("'\(name)' is a privacy manifest that Xcode does not read: it must be named PrivacyInfo.xcprivacy.")
  }

  fileprivate static func notADictionary(_ outcome: String) -> Self {
    Self("A privacy manifest's top value must be a <dict>; \(outcome).")
  }

  fileprivate static func unknownKey(_ key: String, record: String?, _ suggestion: String?, _ outcome: String) -> Self {
    let place = record.map { "in an entry of \($0)" } ?? "at the top of a privacy manifest"
    let hint = suggestion.map { "; did you mean '\($0)'?" } ?? "."
    return Self("'\(key)' is not a key Apple defines \(place)\(hint) \(outcome.asSentence)")
  }

  fileprivate static func wrongType(_ key: String, _ expected: String, _ outcome: String) -> Self {
    Self("\(key) must be \(expected); \(outcome).")
  }

  fileprivate static func unknownValue(_ value: String, _ key: String, _ suggestion: String?, _ outcome: String) -> Self
  {
    let hint = suggestion.map { "; did you mean '\($0)'?" } ?? "."
    return Self("'\(value)' is not one of Apple's values for \(key)\(hint) \(outcome.asSentence)")
  }

  fileprivate static func reasonOfOtherCategory(
    _ code: String, _ category: String, _ owner: String, _ outcome: String
  ) -> Self {
    Self(
      "Reason \(code) belongs to \(owner), not to \(category): declare it under \(owner), or give a reason of "
        + "\(category); \(outcome).")
  }

  fileprivate static func missingKey(_ key: String, _ record: String, _ outcome: String) -> Self {
    Self("This entry of \(record) has no \(key), which Apple requires in each entry; \(outcome).")
  }

  fileprivate static func noReasons(_ category: String, _ outcome: String) -> Self {
    Self("\(category) is declared without a reason: list at least one of its reason codes; \(outcome).")
  }

  fileprivate static var trackingWithoutDomains: Self {
    Self(
      "NSPrivacyTracking is true but NSPrivacyTrackingDomains lists no domain: Apple asks for at least one "
        + "tracking domain when the app tracks, and iOS blocks the listed domains until the user allows tracking.")
  }
}

extension String {
  /// A clause as a sentence of its own: its first letter in upper case and a full stop.
  fileprivate var asSentence: String { prefix(1).uppercased() + dropFirst() + "." }
}
