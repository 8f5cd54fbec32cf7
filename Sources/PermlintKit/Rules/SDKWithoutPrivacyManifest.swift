extension Rule {
  /// An SDK on Apple's list locked at a version that ships no privacy manifest.
  public static let sdkWithoutPrivacyManifest: Rule = Rule(
    RuleDescriptor(
      id: "sdk-without-privacy-manifest",
      title: "Listed SDK ships without its privacy manifest",
      severity: .warning,
      category: .platformRequirements,
      rationale: """
        Apple keeps a list of commonly used third-party SDKs that must each ship their own \
        privacy manifest; since 2025-02-12 App Store Connect refuses a new app that includes \
        one without it, and an update that adds one (ITMS-91061). An update of an app that \
        shipped the SDK before is not asked, and the tree does not say which an upload is: \
        the finding is a warning (raise it to an error in the configuration for a new app). The list is data (`rules/privacy-sdks.yml`, with Apple's \
        page and date), with the first release of each SDK that ships a manifest where it was \
        checked (the first tag of its repository whose tree holds PrivacyInfo.xcprivacy). \
        permlint reads the versions the lock files pin: Podfile.lock (React Native's \
        hermes-engine included), Package.resolved, Cartfile.resolved and pubspec.lock (Flutter \
        plugins), and, in an app without a Podfile.lock, the npm package whose version is \
        the SDK's (React Native's for hermes-engine, `@capacitor/ios`, `cordova-ios`) from \
        package-lock.json or yarn.lock; package.json's range alone is never more than a note, \
        said only for an SDK whose first release with a manifest is known. A listed SDK locked below its first manifest release, or one no release of \
        which ships a manifest, is reported at the lock file's line. A prebuilt \
        `.xcframework` of a listed SDK in the tree is looked into instead: without a \
        PrivacyInfo.xcprivacy inside, it is reported at the framework. Where CocoaPods has \
        installed the pods (`Pods/` beside the Podfile.lock, after `pod install`) and \
        `Pods/Manifest.lock` pins the version the Podfile.lock does, a pod whose folder holds a \
        PrivacyInfo.xcprivacy ships one, whatever the table says of its version. Where permlint does \
        not know the first release (or the lock pins no version) it says so once per app, \
        as a note listing what to check. Lock files of macOS folders are not judged. When \
        other pods of the Podfile.lock allow no release from the first with a manifest on \
        (MLKitCommon's `GTMSessionFetcher/Core (< 3.0, >= 1.1)`), the SDK cannot be updated \
        alone: the message names them, and their requirements are the related locations.
        """,
      fix: """
        Update the SDK to the version the message names or later (`pod update <name>`, \
        `flutter pub upgrade <package>`, or the package's version rule in Xcode), or move to \
        the replacement the message names; where the message names pods that hold the SDK \
        back, update those (or the Flutter plugin or npm package that brings them in) first; \
        for a prebuilt framework, take the vendor's release that carries PrivacyInfo.xcprivacy.
        """,
      references: [
        RuleReference(
          "Upcoming third-party SDK requirements (the list)",
          "https://developer.apple.com/support/third-party-SDK-requirements/"),
        RuleReference(
          "Privacy manifest files", "https://developer.apple.com/documentation/bundleresources/privacy-manifest-files"),
      ],
      examples: RuleExample.embedded("sdk-without-privacy-manifest"),
      appliesTo:
        "Applies to iOS apps with a Podfile.lock, Package.resolved, Cartfile.resolved, pubspec.lock, package.json (with package-lock.json or yarn.lock), or a prebuilt .xcframework, in the tree (not macOS folders)."
    )
  ) { context in
    let privacy = context.catalog.privacy
    let facts = context.app.privacy
    guard !facts.locks.isEmpty || !facts.frameworks.isEmpty || facts.package != nil else { return [] }
    let outcome = context.catalog.outcome("itms-91061")
    var result: [Finding] = []
    var judged = Set<String>()
    var unknown: [(sdk: String, entry: LockedDependency)] = []
    // A listed SDK's prebuilt framework in the tree says itself whether it carries a manifest.
    for framework in facts.frameworks {
      guard
        let sdk = privacy.sdks.first(where: { ($0.frameworks + $0.pods).contains(framework.name) }),
        judged.insert(sdk.name).inserted
      else { continue }
      if framework.manifests.isEmpty {
        result.append(
          context.finding(
            .frameworkWithoutManifest(framework.name, sdk: sdk.name, outcome: outcome),
            at: FileLocation(path: framework.path, position: .start), stableKey: "\(sdk.name)#framework"))
      }
    }
    var byName: [String: [LockedDependency]] = [:]
    var order: [(sdk: PrivacyCatalog.SDK, entry: LockedDependency, tool: DependencyLockDocument.Tool)] = []
    // A Podfile.lock says which pods the app builds (no hermes-engine where the Podfile turns
    // Hermes off): npm packages stand for SDKs only in an app without one.
    let hasPodLock = facts.locks.contains { $0.tool == .cocoaPods }
    // The pods CocoaPods installed beside a Podfile.lock say themselves whether they ship a
    // manifest, while the sandbox is in sync (Pods/Manifest.lock pins the version the
    // Podfile.lock does): one that ships it is not judged by its version. A stale Pods/ (a
    // branch switched without `pod install`) is not what CI builds, and is not trusted.
    let installed = Set(facts.manifests.compactMap { $0.installedPod.map { "\($0.podsFolder)/\($0.pod)" } })
    for lock in facts.locks where !(hasPodLock && lock.tool.isNpm) {
      let pods = RelativePath.join(AppGrouping.directory(of: lock.path), "Pods")
      let sandbox = facts.installedPods[pods].map {
        Dictionary($0.dependencies.map { ($0.name, $0.version) }) { a, _ in a }
      }
      for var entry in lock.dependencies {
        guard let sdk = privacy.sdk(named: entry.name, tool: lock.tool), !judged.contains(sdk.name) else { continue }
        let pod = entry.name.split(separator: "/").first.map(String.init) ?? entry.name
        if lock.tool == .cocoaPods, installed.contains("\(pods)/\(pod)"), let sandbox,
          let installedVersion = sandbox[entry.name], installedVersion == entry.version
        {
          // This pod only: another pod of the same SDK (gRPC-Core beside gRPC-C++) is its own binary.
          continue
        }
        if lock.tool.isNpm { entry.name = "\(sdk.name) (\(entry.name))" }
        if !sdk.isVersioned { entry.version = nil }
        if byName[sdk.name] == nil { order.append((sdk, entry, lock.tool)) }
        byName[sdk.name, default: []].append(entry)
      }
    }
    // Without a lock, package.json's range says which SDK, not which release: a note, and only
    // where a release would decide (an SDK whose first manifest release is known); for one
    // whose first release is not known the range adds nothing to check.
    for dependency in hasPodLock ? [] : facts.package?.dependencies ?? [] {
      guard let sdk = privacy.sdks.first(where: { $0.npm.contains(dependency.key) }), sdk.firstManifest != nil,
        byName[sdk.name] == nil, !judged.contains(sdk.name)
      else { continue }
      unknown.append(
        (
          sdk.name,
          LockedDependency(
            name: "\(sdk.name) (\(dependency.key) \(dependency.value), package.json's range: no lock file)",
            version: nil,
            location: FileLocation(path: facts.package?.path ?? "", position: dependency.position))
        ))
      judged.insert(sdk.name)
    }
    for (sdk, entry, tool) in order {
      let others = (byName[sdk.name] ?? []).dropFirst().map {
        RelatedLocation(location: $0.location, message: "\(sdk.name) \($0.version ?? "") also locked here")
      }
      if let replacement = sdk.replacedBy {
        result.append(
          context.finding(
            .neverShipsManifest(entry.name, version: entry.version, replacement: replacement, outcome: outcome),
            at: entry.location, stableKey: sdk.name, relatedLocations: others))
      } else if let first = sdk.firstManifest, let version = entry.version, VersionOrder.isBelow(version, first) {
        // Pods that allow no release from the first with a manifest on hold the SDK back: an
        // update of the SDK alone cannot reach it (MLKitCommon's `< 3.0` for GTMSessionFetcher).
        let holders = entry.requirements.filter { VersionOrder.excludes($0.constraint, atOrAbove: first) }
        result.append(
          context.finding(
            .belowFirstManifest(
              entry.name, version: version, first: first, tool: tool.rawValue, outcome: outcome, heldBy: holders),
            at: entry.location, stableKey: sdk.name,
            relatedLocations: others
              + holders.map {
                RelatedLocation(
                  location: $0.location, message: "\($0.pod) \($0.version) requires \(entry.name) (\($0.constraint))")
              }))
      } else if sdk.firstManifest == nil || entry.version == nil {
        unknown.append((sdk.name, entry))
      }
    }
    if let first = unknown.first {
      let names = unknown.map { "\($0.entry.name)\($0.entry.version.map { " \($0)" } ?? "")" }
      result.append(
        context.finding(
          .unknownVersions(names), at: first.entry.location, stableKey: "unknown-first-manifest",
          severity: .note,
          relatedLocations: unknown.dropFirst().map {
            RelatedLocation(location: $0.entry.location, message: "\($0.sdk) is on Apple's list")
          }))
    }
    return result
  }
}

extension DependencyLockDocument.Tool {
  /// Whether the lock is npm's or Yarn's.
  var isNpm: Bool { self == .npm || self == .yarn }
}

extension PrivacyCatalog {
  /// The listed SDK a lock file's entry is, by the name its tool uses.
  func sdk(named name: String, tool: DependencyLockDocument.Tool) -> SDK? {
    switch tool {
    case .cocoaPods: sdks.first { $0.pods.contains(name) }
    case .pub: sdks.first { $0.pub.contains(name) }
    case .npm, .yarn: sdks.first { $0.npm.contains(name) }
    case .swiftPackageManager, .carthage:
      sdks.first { $0.repositories.contains { $0.lowercased() == name.lowercased() } }
    }
  }
}

/// Compares release versions (`5.8.1`, `16.3.1+1`, `v2.3.1`) number by number.
@_spi(Testing) public enum VersionOrder {
  /// Whether `version` comes before `other`; a pre-release (`5.9.0-beta`) comes before its
  /// release.
  public static func isBelow(_ version: String, _ other: String) -> Bool {
    let lhs = numbers(version)
    let rhs = numbers(other)
    for index in 0..<max(lhs.count, rhs.count) {
      let left = index < lhs.count ? lhs[index] : 0
      let right = index < rhs.count ? rhs[index] : 0
      if left != right { return left < right }
    }
    return isPrerelease(version) && !isPrerelease(other)
  }

  /// The numbers of the release and its build (`16.3.1+1` is 16, 3, 1, 1), without a
  /// pre-release suffix.
  private static func numbers(_ version: String) -> [Int] {
    let release = version.drop { !$0.isNumber }.split(separator: "-").first ?? ""
    return release.split { $0 == "." || $0 == "+" }.map { Int($0.prefix { $0.isNumber }) ?? 0 }
  }

  private static func isPrerelease(_ version: String) -> Bool {
    version.drop { !$0.isNumber }.contains("-")
  }

  /// Whether a CocoaPods constraint (`< 3.0, >= 1.1`, `~> 2.1`, `= 2.3.0`, `<= 2.9`) allows no
  /// version at or above `version`: the pod that wrote it holds the other below `version`.
  /// A constraint it cannot read allows it.
  public static func excludes(_ constraint: String, atOrAbove version: String) -> Bool {
    constraint.split(separator: ",").contains { part in
      let words = part.split(separator: " ")
      // A bound that is no version (CocoaPods writes them with a digit first) says nothing.
      guard let last = words.last, last.first?.isNumber == true else { return false }
      let bound = String(last)
      switch words.count == 1 ? "=" : words[0] {
      case "<": return !isBelow(version, bound)
      case "<=", "=": return isBelow(bound, version)
      case "~>":
        // `~> 2.1` allows below 3.0, `~> 2.1.4` below 2.2; `~> 2` below 3.
        var numbers = numbers(bound)
        guard !numbers.isEmpty else { return false }
        if numbers.count > 1 { numbers.removeLast() }
        numbers[numbers.count - 1] += 1
        return !isBelow(version, numbers.map(String.init).joined(separator: "."))
      default: return false
      }
    }
  }
}

extension Finding.Message {
  fileprivate static func belowFirstManifest(
    _ name: String, version: String, first: String, tool: String, outcome: String, heldBy holders: [PodRequirement]
  ) -> Self {
    let text =
      "\(name) \(version) is on Apple's list of SDKs that must ship a privacy manifest, and its first release "
      + "that ships one is \(first); \(outcome). "
    guard !holders.isEmpty else {
      return Self(text + "Update \(name) to \(first) or later and commit the new \(tool).")
    }
    let held = holders.map { "\($0.pod) \($0.version) requires \(name) (\($0.constraint))" }
    let pods = holders.map(\.pod)
    return Self(
      text + "It cannot be updated alone: \(held.joined(separator: "; ")). Update "
        + "\(pods.count == 1 ? pods[0] : "those pods") (or what brings \(pods.count == 1 ? "it" : "them") in) to a "
        + "release that allows \(name) \(first) or later, then commit the new \(tool).")
  }

  fileprivate static func neverShipsManifest(
    _ name: String, version: String?, replacement: String, outcome: String
  ) -> Self {
    Self(
      "\(name)\(version.map { " \($0)" } ?? "") is on Apple's list of SDKs that must ship a privacy manifest, and "
        + "no release of it ships one; \(outcome). Move to \(replacement).")
  }

  fileprivate static func frameworkWithoutManifest(_ framework: String, sdk: String, outcome: String) -> Self {
    Self(
      "\(framework).xcframework is \(sdk), on Apple's list of SDKs that must ship a privacy manifest, and no "
        + "PrivacyInfo.xcprivacy is inside it; \(outcome). Replace it with the vendor's release that carries one.")
  }

  fileprivate static func unknownVersions(_ names: [String]) -> Self {
    Self(
      "On Apple's list of SDKs that must ship their own privacy manifest (ITMS-91061): \(names.joined(separator: ", ")). "
        + "permlint does not know from which release each ships one: check that the version you lock includes "
        + "PrivacyInfo.xcprivacy (its release notes, or its folder under Pods/ or the package's ios/ folder).")
  }
}
