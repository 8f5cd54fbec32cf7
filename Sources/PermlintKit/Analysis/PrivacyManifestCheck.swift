/// Checks a privacy manifest against Apple's structure (`PrivacyCatalog`): every key, type
/// and value of every record, so that one run reports every mistake and none hides another.
@_spi(RuleAuthoring) @_spi(Testing) public struct PrivacyManifestCheck: Sendable {
  /// One mistake, where it is written.
  @_spi(RuleAuthoring) @_spi(Testing) public enum Problem: Sendable, Equatable {
    /// The top value is not a dictionary.
    case notADictionary
    /// A key Apple does not define here; `record` is `nil` at the top level.
    case unknownKey(String, record: String?, suggestion: String?)
    /// A value of the wrong type.
    case wrongType(key: String, expected: PrivacyCatalog.ValueType)
    /// A string that is not one of Apple's values for the key.
    case unknownValue(String, key: String, suggestion: String?)
    /// A reason code of another category.
    case reasonOfOtherCategory(String, category: String, belongsTo: String)
    /// A record without a key Apple requires.
    case missingKey(String, record: String)
    /// A category declared without any reason.
    case noReasons(category: String)
    /// `NSPrivacyTracking` is true and no tracking domain is listed.
    case trackingWithoutDomains
  }

  /// A problem and where it is.
  public var problems: [(problem: Problem, position: SourcePosition)] = []

  private let catalog: PrivacyCatalog

  /// Checks `manifest`.
  public init(_ manifest: PrivacyManifestDocument, catalog: PrivacyCatalog) {
    self.catalog = catalog
    // A catalog built without the privacy files knows no key: nothing can be judged.
    guard !catalog.keys.isEmpty else { return }
    guard let entries = manifest.root.dictionary else {
      problems.append((.notADictionary, manifest.root.position))
      return
    }
    check(entries, keys: catalog.keys, record: nil)
    if let tracking = manifest.root.entry("NSPrivacyTracking"), case .bool(true) = tracking.value.kind,
      (manifest.root.entry("NSPrivacyTrackingDomains")?.value.array ?? []).isEmpty
    {
      problems.append((.trackingWithoutDomains, tracking.value.position))
    }
  }

  private mutating func check(
    _ entries: [PlistEntry], keys: [PrivacyCatalog.Key], record: String?, category: String? = nil
  ) {
    for entry in entries {
      guard let key = keys.first(where: { $0.name == entry.key }) else {
        problems.append(
          (
            .unknownKey(entry.key, record: record, suggestion: DidYouMean.closest(to: entry.key, in: keys.map(\.name))),
            entry.keyPosition
          ))
        continue
      }
      check(entry.value, key: key, category: category)
    }
  }

  private mutating func check(_ value: PlistValue, key: PrivacyCatalog.Key, category: String?) {
    switch (key.type, value.kind) {
    case (.boolean, .bool): return
    case (.string, .string(let text)): checkValue(text, key: key, category: category, at: value.position)
    case (.strings, .array(let items)):
      for item in items {
        if let text = item.string {
          checkValue(text, key: key, category: category, at: item.position)
        } else {
          problems.append((.wrongType(key: key.name, expected: key.type), item.position))
        }
      }
    case (.list, .array(let items)):
      let record = key.entry ?? ""
      let keys = catalog.records[record] ?? []
      for item in items {
        guard let entries = item.dictionary else {
          problems.append((.wrongType(key: key.name, expected: key.type), item.position))
          continue
        }
        // The reasons are judged against the category of their own record.
        let itemCategory = item.entry("NSPrivacyAccessedAPIType")?.value.string
        check(entries, keys: keys, record: key.name, category: itemCategory)
        for required in keys where required.isRequired && !entries.contains(where: { $0.key == required.name }) {
          problems.append((.missingKey(required.name, record: key.name), item.position))
        }
        if let itemCategory, catalog.category(itemCategory) != nil,
          let reasons = item.entry("NSPrivacyAccessedAPITypeReasons"), reasons.value.array?.isEmpty == true
        {
          problems.append((.noReasons(category: itemCategory), reasons.value.position))
        }
      }
    default:
      problems.append((.wrongType(key: key.name, expected: key.type), value.position))
    }
  }

  private mutating func checkValue(
    _ text: String, key: PrivacyCatalog.Key, category: String?, at position: SourcePosition
  ) {
    switch key.values {
    case "data-types": checkChoice(text, key: key.name, in: catalog.dataTypes, at: position)
    case "purposes": checkChoice(text, key: key.name, in: catalog.purposes, at: position)
    case "categories": checkChoice(text, key: key.name, in: catalog.categories.map(\.name), at: position)
    case "reasons":
      let own = category.flatMap { catalog.category($0) }
      if let own, own.reasons.contains(where: { $0.code == text }) { return }
      if let other = catalog.category(owningReason: text) {
        // A reason of another category, unless the record's own category is unknown (then
        // the category is the mistake, reported once at its value).
        if let own {
          problems.append((.reasonOfOtherCategory(text, category: own.name, belongsTo: other.name), position))
        }
        return
      }
      let candidates = (own.map { [$0] } ?? catalog.categories).flatMap { $0.reasons.map(\.code) }
      checkChoice(text, key: key.name, in: candidates, at: position)
    default: return
    }
  }

  private mutating func checkChoice(_ text: String, key: String, in choices: [String], at position: SourcePosition) {
    guard !choices.contains(text) else { return }
    problems.append((.unknownValue(text, key: key, suggestion: DidYouMean.closest(to: text, in: choices)), position))
  }
}
