#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The Apple half of `build-differs-from-source`: each bundle of an Apple build read with the
/// sources (`AppModel.appleBuilds`) is joined to the target that made it, by bundle identifier
/// and else by product name, and its compiled purpose strings are compared with what the
/// target declares (its Info.plist and `INFOPLIST_KEY_` settings, its `.lproj` strings).
/// Severities follow what is normal: a key a build step adds is a note (CocoaPods scripts
/// and plugins do this on purpose), a different text a note, a declared key the build lacks a
/// warning (a stale build, or one of another target); none is an error, since the other
/// rules judge the build itself.
enum AppleBuildComparison {
  private static let comparedKinds: [InfoPlistBundle.Kind] = [.app, .appExtension, .appClip]

  static func findings(_ context: RuleContext) -> [Finding] {
    let app = context.app
    guard !app.appleBuilds.isEmpty else { return [] }
    let sources = app.bundles.filter { comparedKinds.contains($0.kind) && $0.unreadInfoPlist == nil }
    var findings: [Finding] = []
    var compared = Set<String>()
    for build in app.appleBuilds {
      let built = InfoPlistBundleResolver.bundles(
        root: build.root, plists: build.infoPlists, projects: [], configurations: []
      ).bundles
      for bundle in built where comparedKinds.contains(bundle.kind) {
        guard let plist = bundle.plist, let source = match(plist, kind: bundle.kind, in: sources),
          compared.insert(plist.path).inserted
        else { continue }
        let pair = BuiltBundlePair(context: context, source: source, built: bundle, plist: plist, build: build)
        findings += pair.added() + pair.lacking() + pair.differing() + pair.differingLocalized()
      }
    }
    return findings
  }

  /// The source bundle a built one comes from: the first of its kind with one of its bundle
  /// identifiers, else with one of its product names where a bundle identifier cannot tell
  /// (every Flutter app's target is `Runner`: two apps' identifiers keep them apart).
  private static func match(_ plist: InfoPlistDocument, kind: InfoPlistBundle.Kind, in sources: [InfoPlistBundle])
    -> InfoPlistBundle?
  {
    let built = BuiltBundleNames.built(plist)
    let candidates = sources.filter { $0.kind == kind }.map { ($0, names(of: $0)) }
    return candidates.first { !$0.1.bundleIdentifiers.isDisjoint(with: built.bundleIdentifiers) }?.0
      ?? candidates.first { candidate in
        (candidate.1.bundleIdentifiers.isEmpty || built.bundleIdentifiers.isEmpty)
          && !candidate.1.productNames.isDisjoint(with: built.productNames)
      }?.0
  }

  private static func names(of bundle: InfoPlistBundle) -> BuiltBundleNames {
    var names = bundle.builtNames
    if let plist = bundle.plist { names.record(plist: plist) }
    return names
  }
}

/// One source bundle and the built bundle made from it.
private struct BuiltBundlePair {
  let context: RuleContext
  let source: InfoPlistBundle
  let built: InfoPlistBundle
  let plist: InfoPlistDocument
  let build: AppleBuild

  private func isPurpose(_ declaration: InfoPlistDeclaration) -> Bool { context.catalog.isPurposeKey(declaration.key) }

  private var builtFolder: String { AppGrouping.directory(of: plist.path) }

  /// Purpose keys the build ships that the target does not declare, one finding per origin.
  func added() -> [Finding] {
    var byOrigin: [String: [InfoPlistDeclaration]] = [:]
    var origins: [KeyOrigin] = []
    var seen = Set<String>()
    for declaration in built.declarations where isPurpose(declaration) && source.declaration(declaration.key) == nil {
      guard seen.insert(declaration.key).inserted else { continue }
      let origin = origin(of: declaration.key)
      if byOrigin[origin.text] == nil { origins.append(origin) }
      byOrigin[origin.text, default: []].append(declaration)
    }
    return origins.compactMap { origin in
      guard let entries = byOrigin[origin.text], let first = entries.first else { return nil }
      let keys = entries.map(\.key)
      var related = entries.dropFirst().map { RelatedLocation(location: $0.keyLocation, message: $0.key) }
      if let location = origin.location {
        related.append(RelatedLocation(location: location, message: "declared here"))
      }
      return context.finding(
        .buildAdds(keys: keys, built: builtFolder, source: source.name, origin: origin.text),
        at: first.keyLocation, stableKey: "adds:\(builtFolder):\(keys.joined(separator: ","))",
        relatedLocations: related)
    }
  }

  /// Where a key the target lacks may come from: another target or an Info.plist no target
  /// uses that declares it, else a build step permlint does not read.
  private func origin(of key: String) -> KeyOrigin {
    if let other = context.app.bundles.first(where: { $0.name != source.name && $0.declaration(key) != nil }),
      let declaration = other.declaration(key)
    {
      return KeyOrigin(
        text: "\(other.name) declares it (\(declaration.keyLocation)): the build may have been made from that target",
        location: declaration.keyLocation)
    }
    if let unused = context.app.unusedInfoPlists.first(where: { $0.entry(key) != nil }), let entry = unused.entry(key) {
      let location = unused.location(entry.keyPosition)
      return KeyOrigin(
        text: "\(location) declares it, in an Info.plist no target's INFOPLIST_FILE names: the build may be older "
          + "than the project", location: location)
    }
    return KeyOrigin(
      text: "a build step adds it: a Run Script phase, a CocoaPods script or a plugin (permlint reads no build phase)",
      location: nil)
  }

  /// Names of the configurations a build that ships is made with, as teams name them
  /// (`Release`, `Production`, `AppStore`, `Distribution`), in lower case.
  private static let shippingConfigurationWords = ["release", "prod", "appstore", "app store", "distribution"]

  /// Purpose keys the target declares that the build lacks, one finding for the bundle.
  /// A key only configurations that do not ship set (`INFOPLIST_KEY_` under Debug or Staging)
  /// is not expected in a build that ships.
  func lacking() -> [Finding] {
    var missing: [InfoPlistDeclaration] = []
    var seen = Set<String>()
    for declaration in source.declarations where isPurpose(declaration) && built.declaration(declaration.key) == nil {
      guard seen.insert(declaration.key).inserted else { continue }
      let all = source.declarations(of: declaration.key)
      let onlyDebug = all.allSatisfy { candidate in
        guard case .buildSetting(let configuration?) = candidate.source else { return false }
        let name = configuration.lowercased()
        return !Self.shippingConfigurationWords.contains { name.contains($0) }
      }
      if !onlyDebug { missing.append(declaration) }
    }
    guard let first = missing.first else { return [] }
    let keys = missing.map(\.key)
    return [
      context.finding(
        .buildLacks(keys: keys, built: plist.path, source: source.name),
        at: first.keyLocation, stableKey: "lacks:\(builtFolder):\(keys.joined(separator: ","))", severity: .warning,
        relatedLocations: missing.dropFirst().map { RelatedLocation(location: $0.keyLocation, message: $0.key) })
    ]
  }

  /// Purpose strings whose base text differs once build variables are expanded.
  func differing() -> [Finding] {
    var findings: [Finding] = []
    var seen = Set<String>()
    for shipped in built.declarations where isPurpose(shipped) {
      guard let text = shipped.value.string, seen.insert(shipped.key).inserted else { continue }
      let declared = source.declarations(of: shipped.key).filter { $0.value.string != nil }
      guard let first = declared.first, let written = first.value.string,
        !declared.contains(where: { BuiltTextMatch.matches(source: $0.value.string ?? "", built: text) })
      else { continue }
      findings.append(
        context.finding(
          .textDiffers(key: shipped.key, locale: nil, written: written, shipped: text, built: plist.path),
          at: first.valueLocation, stableKey: "text:\(builtFolder):\(shipped.key)",
          relatedLocations: [RelatedLocation(location: shipped.valueLocation, message: "the text the build ships")]))
    }
    return findings
  }

  /// Localized purpose strings of the app's own bundle whose text differs in the build's
  /// `<locale>.lproj/InfoPlist.strings` of the same locale.
  func differingLocalized() -> [Finding] {
    guard built.kind == .app, let localization = AppLocalization(context.app),
      localization.bundle.name == source.name
    else { return [] }
    let builtStrings = build.localizedStrings.filter {
      AppGrouping.directory(of: AppGrouping.directory(of: $0.path)) == builtFolder
    }
    var findings: [Finding] = []
    for document in localization.documents {
      let locale = LocaleName.normalize(document.locale)
      let shipped = builtStrings.filter { LocaleName.normalize($0.locale) == locale }
      guard !shipped.isEmpty else { continue }
      for entry in document.entries where context.catalog.isPurposeKey(entry.key) {
        guard let other = shipped.lazy.flatMap(\.entries).first(where: { $0.key == entry.key }),
          !BuiltTextMatch.matches(source: entry.value, built: other.value),
          let shippedDocument = shipped.first(where: { $0.entries.contains { $0.key == entry.key } })
        else { continue }
        findings.append(
          context.finding(
            .textDiffers(
              key: entry.key, locale: document.locale, written: entry.value, shipped: other.value,
              built: shippedDocument.path),
            at: FileLocation(path: document.path, position: entry.valuePosition),
            stableKey: "text:\(builtFolder):\(locale):\(entry.key)",
            relatedLocations: [
              RelatedLocation(
                location: FileLocation(path: shippedDocument.path, position: other.valuePosition),
                message: "the text the build ships")
            ]))
      }
    }
    return findings
  }
}

/// Where keys a build adds come from, for messages, with the declaration when there is one.
private struct KeyOrigin {
  var text: String
  var location: FileLocation?
}

extension Finding.Message {
  fileprivate static func buildAdds(keys: [String], built: String, source: String, origin: String) -> Self {
    let one = keys.count == 1
    return Self(
      "\(built) ships \(list(keys)), which \(source) does not declare: \(origin). The build is what "
        + "users see; declare \(one ? "it" : "them") in the sources, so that the other rules judge "
        + "\(one ? "its text" : "their texts") there, or remove what adds \(one ? "it" : "them").")
  }

  fileprivate static func buildLacks(keys: [String], built: String, source: String) -> Self {
    let one = keys.count == 1
    return Self(
      "\(source) declares \(list(keys)), but the build (\(built)) does not have \(one ? "it" : "them"): a build "
        + "older than \(one ? "this declaration" : "these declarations"), or one made from another target or "
        + "configuration. Rebuild, and lint the build that ships.")
  }

  fileprivate static func textDiffers(key: String, locale: String?, written: String, shipped: String, built: String)
    -> Self
  {
    Self(
      "\(key)\(locale.map { " (\($0))" } ?? "") reads differently in the build (\(built)): here \"\(written)\", "
        + "in the build \"\(shipped)\" (build variables expanded are no difference). Users see the build's "
        + "text; rebuild, or find the build step that rewrites it.")
  }

  private static func list(_ names: [String]) -> String {
    names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
  }
}
