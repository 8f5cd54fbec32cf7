extension Rule {
  /// A required-reason API the app's own code uses whose category its privacy manifest does
  /// not declare.
  public static let missingRequiredReason: Rule = Rule(
    RuleDescriptor(
      id: "missing-required-reason",
      title: "Required-reason API used without its declared reason",
      severity: .error,
      category: .platformRequirements,
      rationale: """
        Apple lists APIs that can be misused to fingerprint a device (file timestamps, system \
        boot time, disk space, active keyboards, user defaults) and requires an app whose code \
        uses one to declare the API's category in its privacy manifest \
        (NSPrivacyAccessedAPITypes) with an approved reason; since 2024-05-01 Apple requires the \
        declaration, and App Store Connect reports an upload whose code references such an API \
        without it (ITMS-91053, Missing API declaration). Apple's page limits the requirement \
        to apps on iOS, iPadOS, tvOS, visionOS and watchOS: a macOS app is not judged. The APIs are data \
        (`rules/privacy-manifest.yml`, from Apple's page) and are matched as symbols in the app's own Swift and Objective-C, never in comments or \
        strings, nor in code compiled for the Simulator only (`#if targetEnvironment(simulator)`, \
        `#if TARGET_OS_SIMULATOR`) or for debugging only (`#if DEBUG`, `#ifdef DEBUG`, the condition \
        Xcode's templates set for the Debug configuration alone), which no uploaded binary holds; \
        code of dependencies (Pods, vendored folders, prebuilt frameworks, Swift \
        packages outside the tree) is left to the dependency's own manifest. One finding per \
        undeclared category, at its first use, with the other uses related; the message names \
        the reasons an app may give for it.
        """,
      fix: """
        Add the category to NSPrivacyAccessedAPITypes in the app target's \
        PrivacyInfo.xcprivacy (create one with File > New > App Privacy if there is none), \
        with the reason code that describes the use.
        """,
      references: [
        .requiredReasonAPI,
        RuleReference(
          "Privacy manifest files", "https://developer.apple.com/documentation/bundleresources/privacy-manifest-files"),
      ],
      examples: RuleExample.embedded("missing-required-reason"),
      appliesTo:
        "Applies to iOS, iPadOS, tvOS, visionOS and watchOS apps whose own Swift or Objective-C permlint scanned (not Pods, vendored folders or tests); not to macOS apps, of which Apple does not require it."
    )
  ) { context in
    let privacy = context.catalog.privacy
    // A file the app's project lists but no target compiles is in no binary.
    let projects = context.app.xcodeProjects
    let compiled = Set(projects.flatMap(\.compiledSources))
    let unbuilt = Set(projects.flatMap(\.uncompiledSources)).subtracting(compiled)
    let uses = context.app.nativeCode.appleSources.filter { !unbuilt.contains($0.path) }.flatMap(
      \.requiredReasonUses
    ).sorted {
      ($0.location.path, $0.location.position.line, $0.location.position.column)
        < ($1.location.path, $1.location.position.line, $1.location.position.column)
    }
    guard !uses.isEmpty else { return [] }
    // Apple asks for the reasons of apps on iOS, iPadOS, tvOS, visionOS and watchOS; a macOS
    // app may declare them, but App Store Connect does not require it (Apple's page, first
    // paragraph). An app whose bundles are all macOS ones (a Flutter `macos/` folder) is not
    // judged.
    let shipped = context.app.bundles.filter { $0.kind != .test && $0.kind != .other }
    if !shipped.isEmpty, shipped.allSatisfy({ $0.platform == .macOS }) { return [] }
    // A project that builds only static libraries (a local pod's own project) is linked into
    // another app's binary: that app's manifest declares its uses.
    let targets = context.app.xcodeProjects.flatMap(\.targets)
    if !targets.isEmpty, targets.allSatisfy({ $0.productType == "com.apple.product-type.library.static" }) {
      return []
    }
    let manifests = context.app.privacy.ownManifests
    let declared = Set(manifests.flatMap(\.declaredCategories.keys))
    // One cause per set of categories a use may be declared under.
    var order: [[String]] = []
    var byCategories: [[String]: [RequiredReasonUse]] = [:]
    for use in uses where !use.categories.contains(where: declared.contains) {
      if byCategories[use.categories] == nil { order.append(use.categories) }
      byCategories[use.categories, default: []].append(use)
    }
    let outcome = context.catalog.outcome("itms-91053")
    return order.compactMap { categories -> Finding? in
      guard let uses = byCategories[categories], let first = uses.first else { return nil }
      let reasons = categories.compactMap { privacy.category($0) }.map { category in
        "\(category.name): "
          + category.reasons.filter(\.forApps).map { "\($0.code) (\($0.says))" }.joined(separator: "; ")
      }
      let title = categories.compactMap { privacy.category($0) }.map(\.title).joined(separator: " or ")
      let message: Finding.Message =
        manifests.isEmpty
        ? .noManifest(first.symbol, title: title, reasons: reasons, outcome: outcome)
        : .undeclared(first.symbol, title: title, reasons: reasons, manifest: manifests[0].path, outcome: outcome)
      return context.finding(
        message, at: first.location, stableKey: categories.joined(separator: "|"),
        relatedLocations: uses.dropFirst().map {
          RelatedLocation(location: $0.location, message: "\($0.symbol) used here")
        })
    }
  }
}

extension Finding.Message {
  fileprivate static func noManifest(_ symbol: String, title: String, reasons: [String], outcome: String) -> Self {
    Self(
      "\(symbol) is one of Apple's \(title), and the app has no PrivacyInfo.xcprivacy to declare it; \(outcome). "
        + "Add a privacy manifest to the app target declaring \(reasons.joined(separator: ", or ")).")
  }

  fileprivate static func undeclared(
    _ symbol: String, title: String, reasons: [String], manifest: String, outcome: String
  ) -> Self {
    Self(
      "\(symbol) is one of Apple's \(title), and \(manifest) does not declare its category; \(outcome). "
        + "Declare \(reasons.joined(separator: ", or ")).")
  }
}
