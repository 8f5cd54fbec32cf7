// libFuzzer entry point for permlint's parsers. Built by Scripts/fuzz.sh together with the
// library's sources (so that the library is instrumented), not by SwiftPM.
import Foundation

/// The parser under test, from PERMLINT_FUZZ_TARGET.
enum FuzzTarget: String, CaseIterable {
  case plist, manifest, strings, yaml, featuremap, gradle, pbxproj, xcconfig, xcstrings, suppressions, code, privacy,
    report, outline
  case macho, binaryxml, protoxml, archive

  static let current: FuzzTarget = {
    let name = ProcessInfo.processInfo.environment["PERMLINT_FUZZ_TARGET"] ?? ""
    guard let target = FuzzTarget(rawValue: name) else {
      FileHandle.standardError.write(
        Data("set PERMLINT_FUZZ_TARGET to one of \(allCases.map(\.rawValue).joined(separator: ", "))\n".utf8))
      exit(2)
    }
    return target
  }()

  /// Parses the input the way permlint does; for feature maps, also runs every rule on it.
  func run(_ bytes: [UInt8]) {
    let catalog = PermissionCatalog.builtIn
    switch self {
    case .plist:
      let file = SourceFile(path: "Info.plist", bytes: bytes)
      _ = try? PlistParser.parse(file)
      // Differential: where the plain reader answers, libxml2's path must give the same value.
      if let plain = PlainXMLPlistReader.read(file) {
        guard let reference = try? PlistParser.parseXML(file), sameValue(plain, reference) else {
          fatalError("the plain property-list reader differs from libxml2's path")
        }
      }
    case .manifest:
      _ = InputKind.androidManifest.document(SourceFile(path: "AndroidManifest.xml", bytes: bytes), catalog: catalog)
    case .strings:
      _ = try? LocalizedStringsParser.parse(SourceFile(path: "fr.lproj/InfoPlist.strings", bytes: bytes))
      // Differential: the one-pass measures of a purpose text must be the three functions'.
      let text = String(decoding: bytes, as: UTF8.self)
      let measures = PurposeStringText.measures(text)
      guard
        measures.words == PurposeStringText.words(text), measures.normalized == PurposeStringText.normalized(text),
        measures.wordEquivalents == PurposeStringText.wordEquivalents(text)
      else { fatalError("the one-pass measures of a purpose text differ from the three functions") }
    case .yaml: _ = try? YAMLParser.parse(SourceFile(path: "any.yml", bytes: bytes))
    case .gradle:
      _ = GradleBuildFile(file: SourceFile(path: "app/build.gradle.kts", bytes: bytes))
      _ = GradleSettingsFile(file: SourceFile(path: "settings.gradle", bytes: bytes))
      _ = GradlePropertiesDocument(file: SourceFile(path: "gradle.properties", bytes: bytes))
      _ = VersionCatalogDocument(file: SourceFile(path: "gradle/libs.versions.toml", bytes: bytes))
    case .pbxproj:
      _ = InputKind.xcodeProject.document(
        SourceFile(path: "App.xcodeproj/project.pbxproj", bytes: bytes), catalog: catalog)
    case .xcconfig:
      _ = InputKind.buildConfiguration.document(
        SourceFile(path: "Config/Release.xcconfig", bytes: bytes), catalog: catalog)
    case .xcstrings:
      _ = InputKind.stringCatalog.document(SourceFile(path: "App/InfoPlist.xcstrings", bytes: bytes), catalog: catalog)
      // The same bytes as another catalog, read for its languages only.
      _ = InputKind.resourceCatalog.document(
        SourceFile(path: "App/Localizable.xcstrings", bytes: bytes), catalog: catalog)
    case .suppressions:
      // The same bytes read as each comment syntax: XML, `#` and `//` or `/* */`.
      for path in ["Info.plist", "permlint.yml", "app/build.gradle"] {
        let file = SourceFile(path: path, bytes: bytes)
        if let kind = InputKind.classify(path: path) { _ = InlineSuppressionScanner.scan(file, kind: kind) }
      }
    case .code:
      // The same bytes as each kind of code and app config permlint reads.
      for path in [
        "lib/main.dart", "src/App.tsx", "ios/Podfile", "app.json", "app.config.ts", "pubspec.lock", "App/Main.swift",
        "App/Main.m", "app/src/main/java/Main.kt", "app/src/main/java/Main.java",
      ] {
        if let kind = InputKind.classify(path: path) {
          _ = kind.document(SourceFile(path: path, bytes: bytes), catalog: catalog)
        }
      }
    case .macho:
      _ = InputKind.machOBinary.document(SourceFile(path: "App.app/App", bytes: bytes), catalog: catalog)
    case .binaryxml:
      _ = try? AndroidBinaryXML.decode(bytes)
    case .protoxml:
      _ = try? ProtoXML.decode(bytes)
    case .archive:
      // A build read in memory: the ZIP reader, zlib under the limits and every reader behind it.
      let semaphore = DispatchSemaphore(value: 0)
      Task {
        _ = await Linter(jobs: 1).lint(files: [SourceFile(path: "app.ipa", bytes: bytes)])
        semaphore.signal()
      }
      semaphore.wait()
    case .privacy:
      // A privacy manifest, checked against Apple's structure as the rule does, and the
      // lock files that name SDKs.
      let manifest = SourceFile(path: "App/PrivacyInfo.xcprivacy", bytes: bytes)
      if let document = InputKind.privacyManifest.document(manifest, catalog: catalog) as? PrivacyManifestDocument {
        _ = PrivacyManifestCheck(document, catalog: catalog.privacy).problems
        _ = document.declaredCategories
      }
      for path in ["ios/Podfile.lock", "App.xcodeproj/Package.resolved", "Cartfile.resolved", "pubspec.lock"] {
        _ = InputKind.classify(path: path)?.document(SourceFile(path: path, bytes: bytes), catalog: catalog)
      }
    case .outline:
      // The structural reader in each language, and the code flow index and conditions over it.
      let outlines = ["lib/a.dart", "src/a.tsx", "App/a.swift", "App/a.m", "app/a.kt", "app/a.java"].compactMap {
        CodeOutline.read(SourceFile(path: $0, bytes: bytes))
      }
      let index = CodeFlowIndex(outlines, vocabulary: catalog.codeFlows)
      for (file, outline) in outlines.enumerated() {
        for call in outline.calls {
          for condition in outline.conditions(at: call.token, within: call.function) {
            _ = index.assertsFinalDenial(condition.branch, holds: condition.holds, language: outline.language)
          }
        }
        for function in outline.functions.indices {
          _ = index.handlingReach(of: CodeFlowIndex.Ref(file: file, function: function), depth: 3)
        }
      }
      // What decides which files are read closely: the seed gate, the fingerprint and its
      // declarations, the names the closure looks for, and what runs as the app starts.
      _ = catalog.codeFlows.seedScan.scan(bytes, reading: .raw)
      _ = IdentifierSet.fingerprint(of: bytes)
      _ = index.unsettledNames()
      _ = index.startPaths(from: index.entryPoints(launchers: ["MainActivity"]))
    case .featuremap:
      let documents = [
        InputKind.featureMap.document(SourceFile(path: "permlint.yml", bytes: bytes), catalog: catalog)
      ].compactMap { $0 }
      for app in AppGrouping.apps(from: documents) {
        for rule in RuleRegistry.all { _ = rule.check(RuleContext(app: app, catalog: catalog)) }
      }
    case .report:
      // The HTML and Markdown reports of a feature map's findings: the flow layout of any
      // flow, counter-examples matched to it, and excerpts of the same bytes.
      let documents = [
        InputKind.featureMap.document(SourceFile(path: "permlint.yml", bytes: bytes), catalog: catalog)
      ].compactMap { $0 }
      let text = String(decoding: bytes, as: UTF8.self)
      for app in AppGrouping.apps(from: documents) {
        let findings = RuleRegistry.all.flatMap { $0.check(RuleContext(app: app, catalog: catalog)) }
        var report = LintReport(findings: findings, notifications: [], rules: [], fileCount: 1)
        report.apps = [ReportedApp(app)]
        _ = Reporter.html { _ in text }.render(report)
        _ = Reporter.markdown().render(report)
      }
    }
  }
}

/// Whether two property-list values are the same in every field, texts byte for byte.
func sameValue(_ left: PlistValue, _ right: PlistValue) -> Bool {
  guard left.position == right.position else { return false }
  switch (left.kind, right.kind) {
  case (.string(let a), .string(let b)), (.integer(let a), .integer(let b)), (.real(let a), .real(let b)),
    (.date(let a), .date(let b)), (.data(let a), .data(let b)):
    return Array(a.utf8) == Array(b.utf8)
  case (.bool(let a), .bool(let b)): return a == b
  case (.array(let a), .array(let b)): return a.count == b.count && zip(a, b).allSatisfy { sameValue($0, $1) }
  case (.dictionary(let a), .dictionary(let b)):
    return a.count == b.count
      && zip(a, b).allSatisfy { left, right in
        Array(left.key.utf8) == Array(right.key.utf8) && left.keyPosition == right.keyPosition
          && left.keyIndentation.map { Array($0.utf8) } == right.keyIndentation.map { Array($0.utf8) }
          && Array(left.lineBreak.utf8) == Array(right.lineBreak.utf8) && sameValue(left.value, right.value)
      }
  default: return false
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  FuzzTarget.current.run(bytes)
  return 0
}
