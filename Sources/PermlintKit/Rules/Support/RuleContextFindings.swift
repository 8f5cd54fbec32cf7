#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension RuleContext {
  /// The descriptor of the rule whose check holds this context.
  var descriptor: RuleDescriptor {
    _read {
      guard let running else { preconditionFailure("a RuleContext reports only inside a Rule's check") }
      yield running.descriptor
    }
  }

  /// A finding of the running rule, with its id and (unless `severity` says otherwise) its
  /// severity.
  func finding(
    _ message: Finding.Message, at location: FileLocation, stableKey: String, severity: Severity? = nil,
    flowPath: [FlowStep] = [], relatedLocations: [RelatedLocation] = [], fix: Fix? = nil
  ) -> Finding {
    descriptor.finding(
      message.text, at: location, stableKey: stableKey, severity: severity, flowPath: flowPath,
      relatedLocations: relatedLocations, fix: fix)
  }

  /// A finding about a declared Android permission: at its declaration, or, when a library
  /// adds it, in the app's manifest with the library named and the line that removes it.
  func finding(
    _ message: Finding.Message, about declared: DeclaredPermission, stableKey: String, severity: Severity? = nil,
    relatedLocations: [RelatedLocation] = [], fix: Fix? = nil
  )
    -> Finding
  {
    finding(
      message.appending(declared.provenance), at: declared.location, stableKey: stableKey, severity: severity,
      relatedLocations: relatedLocations, fix: fix)
  }

  /// The running rule's Info.plist bundles, filtered by its scope.
  var scopedBundles: [InfoPlistBundle] { bundles(for: descriptor) }
}

extension RuleContext {
  /// A finding about a purpose-string text: at its value, keyed by its key and locale, with
  /// its copies in other locale files as related locations and said so after `message`.
  func finding(_ message: Finding.Message, about value: PurposeStringValue) -> Finding {
    finding(
      message.appending(value.copiesNote), at: value.location, stableKey: value.stableKey,
      relatedLocations: value.relatedLocations)
  }

  /// A finding at each distinct purpose string for which `judge`, given the value and the
  /// analysis of its text (made once per text and run), has a message.
  func purposeStringFindings(_ judge: (PurposeStringValue, PurposeTextAnalysis) -> Finding.Message?) -> [Finding] {
    let values = distinctPurposeStrings
    let analyses = distinctAnalyses
    var findings: [Finding] = []
    for index in values.indices {
      if let message = judge(values[index], analyses[index]) { findings.append(finding(message, about: values[index])) }
    }
    return findings
  }
}

extension RuleContext {
  /// The app's bundles that `descriptor`'s scope includes (every bundle when it has none).
  public func bundles(for descriptor: RuleDescriptor) -> [InfoPlistBundle] {
    guard let scope = descriptor.scope else { return app.bundles }
    return app.bundles.filter(scope.includes)
  }
}

extension DeclaredPermission {
  /// For a permission a library adds: the fix that drops it from the merged manifest with
  /// `tools:node="remove"` in the app's manifest, to review (the app may need it after all).
  /// `nil` for the app's own declaration, or when the manifest gives no place for it.
  func libraryRemovalFix(in module: AndroidModule) -> Fix? {
    guard library != nil, let anchor,
      let manifest = module.manifests.first(where: { $0.path == anchor.path }),
      let edits = manifest.removingLibraryPermission(permission.name, element: permission.elementName)
    else { return nil }
    return Fix("Remove \(shortName), which \(library ?? "a library") adds", safety: .needsReview, edits: edits)
  }
}
