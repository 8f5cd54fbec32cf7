/// What a privacy manifest declares, in the form two manifests are compared by: whether one
/// declares all the other does (a stray copy of the manifest a target bundles declares nothing
/// of its own, and deleting it loses nothing from the upload).
struct PrivacyDeclarations: Sendable {
  /// A required-reason category and its reasons, as written.
  struct Category: Sendable {
    var name: String
    var reasons: [String]
  }

  /// A collected data type and how it is used; a type written twice counts as one, with
  /// every use either entry gives it.
  struct CollectedData: Sendable {
    var name: String
    var linked: Bool
    var tracking: Bool
    var purposes: [String]
  }

  /// `NSPrivacyAccessedAPITypes`, each category once, in file order.
  var categories: [Category] = []
  /// `NSPrivacyTrackingDomains`.
  var trackingDomains: [String] = []
  /// `NSPrivacyTracking` is true.
  var tracks = false
  /// `NSPrivacyCollectedDataTypes`, each type once, in file order.
  var collected: [CollectedData] = []

  /// Reads what `manifest` declares; values of the wrong type declare nothing
  /// (`invalid-privacy-manifest` reports them).
  init(_ manifest: PrivacyManifestDocument) {
    let root = manifest.root
    for item in root.entry("NSPrivacyAccessedAPITypes")?.value.array ?? [] {
      guard let name = item.entry("NSPrivacyAccessedAPIType")?.value.string else { continue }
      let reasons = (item.entry("NSPrivacyAccessedAPITypeReasons")?.value.array ?? []).compactMap(\.string)
      if let index = categories.firstIndex(where: { $0.name == name }) {
        categories[index].reasons += reasons.filter { !categories[index].reasons.contains($0) }
      } else {
        categories.append(Category(name: name, reasons: reasons))
      }
    }
    trackingDomains = (root.entry("NSPrivacyTrackingDomains")?.value.array ?? []).compactMap(\.string)
    tracks = Self.isTrue(root.entry("NSPrivacyTracking")?.value)
    for item in root.entry("NSPrivacyCollectedDataTypes")?.value.array ?? [] {
      guard let name = item.entry("NSPrivacyCollectedDataType")?.value.string else { continue }
      let linked = Self.isTrue(item.entry("NSPrivacyCollectedDataTypeLinked")?.value)
      let tracking = Self.isTrue(item.entry("NSPrivacyCollectedDataTypeTracking")?.value)
      let purposes = (item.entry("NSPrivacyCollectedDataTypePurposes")?.value.array ?? []).compactMap(\.string)
      if let index = collected.firstIndex(where: { $0.name == name }) {
        collected[index].linked = collected[index].linked || linked
        collected[index].tracking = collected[index].tracking || tracking
        collected[index].purposes += purposes.filter { !collected[index].purposes.contains($0) }
      } else {
        collected.append(CollectedData(name: name, linked: linked, tracking: tracking, purposes: purposes))
      }
    }
  }

  private static func isTrue(_ value: PlistValue?) -> Bool {
    guard let value, case .bool(true) = value.kind else { return false }
    return true
  }

  /// What this declares that `other` does not, each entry as a message names it, in this
  /// manifest's order: empty when `other` declares all of it. A declaration that `other`
  /// makes more broadly (tracking where this does not, a data type linked to the user where
  /// this says unlinked) covers this one: the upload then declares at least as much.
  func missing(from other: PrivacyDeclarations) -> [String] {
    var result: [String] = []
    for category in categories {
      guard let theirs = other.categories.first(where: { $0.name == category.name }) else {
        result.append(
          category.reasons.isEmpty ? category.name : "\(category.name) (\(category.reasons.joined(separator: ", ")))")
        continue
      }
      let reasons = category.reasons.filter { !theirs.reasons.contains($0) }
      if !reasons.isEmpty { result.append("\(category.name) (\(reasons.joined(separator: ", ")))") }
    }
    if tracks, !other.tracks { result.append("NSPrivacyTracking true") }
    for domain in trackingDomains where !other.trackingDomains.contains(domain) {
      result.append("tracking domain \(domain)")
    }
    for data in collected {
      guard let theirs = other.collected.first(where: { $0.name == data.name }) else {
        result.append(data.name)
        continue
      }
      var uses: [String] = []
      if data.linked, !theirs.linked { uses.append("NSPrivacyCollectedDataTypeLinked true") }
      if data.tracking, !theirs.tracking { uses.append("NSPrivacyCollectedDataTypeTracking true") }
      uses += data.purposes.filter { !theirs.purposes.contains($0) }
      if !uses.isEmpty { result.append("\(data.name) (\(uses.joined(separator: ", ")))") }
    }
    return result
  }
}
