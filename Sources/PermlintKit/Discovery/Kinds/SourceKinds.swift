#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

// Source code: what Dart, JavaScript and native code do with permissions, and sources in
// languages permlint does not read.

extension InputKind {
  /// A Dart source file outside test folders: its permission_handler uses.
  static let dartSource = InputKind(
    id: "dartSource", readableName: "Dart sources (permission_handler)",
    // Tests reference permissions they mock; they ship in no app.
    recognizes: { $0.name.hasSuffix(".dart") && !$0.isInTestFolder && !$0.name.hasSuffix("_test.dart") },
    commentSyntax: { _ in .slashes },
    parse: { file, catalog in
      var uses = DartPermissionUses(
        file: file, settingsOpeners: catalog.permissionHandler.settingsOpeners,
        seeds: SeedWordCheck(catalog.codeFlows), gate: catalog.codeReaderGates.dart)
      (uses.outline, uses.deferredFingerprint) = SourceKinds.outline(
        of: file, vocabulary: catalog.codeFlows, tokenized: uses.tokenized)
      uses.tokenized = nil
      return uses.uses.isEmpty && uses.settingsCalls.isEmpty && uses.outline == nil && !uses.isDeferredCode
        ? nil : uses
    })

  /// A JavaScript or TypeScript source file outside tests: its react-native-permissions uses.
  static let javaScriptSource = InputKind(
    id: "javaScriptSource", readableName: "JavaScript and TypeScript sources (react-native-permissions)",
    recognizes: { path in
      path.hasExtension(SourceKinds.javaScriptExtensions) && !path.name.hasSuffix(".d.ts")
        && !ExpoKinds.isDynamicConfig(path) && !path.isInTestFolder
        && !SourceKinds.isTestName(path.name)
    },
    commentSyntax: { _ in .slashes },
    parse: { file, catalog in
      var uses = JavaScriptPermissionUses(
        file: file, seeds: SeedWordCheck(catalog.codeFlows), gate: catalog.codeReaderGates.javaScript)
      (uses.outline, uses.deferredFingerprint) = SourceKinds.outline(
        of: file, vocabulary: catalog.codeFlows, tokenized: uses.tokenized)
      uses.tokenized = nil
      return uses.uses.isEmpty && uses.settingsCalls.isEmpty && uses.androidUses.isEmpty && uses.outline == nil
        && !uses.isDeferredCode ? nil : uses
    })

  /// A Swift, Objective-C, Kotlin or Java source file outside tests: the permissions its
  /// native calls request.
  static let nativeSource = InputKind(
    id: "nativeSource", readableName: "Swift, Objective-C, Kotlin and Java sources (permission requests)",
    recognizes: { path in
      // Tuist's manifest and a convention plugin's sources are read as what they are.
      SourceKinds.nativePlatform(path.name) != nil && path.name != "Project.swift"
        && !AndroidKinds.isConventionSource(path) && !SourceKinds.isNativeTest(path)
    },
    commentSyntax: { _ in .slashes },
    parse: { file, catalog in
      let platform = SourceKinds.nativePlatform(InputPath(file.path).name) ?? .apple
      let scan = catalog.nativeSourceGate.scan(file, apple: platform == .apple)
      var uses = NativePermissionUses(
        file: file, platform: platform, catalog: catalog.nativeAPIs, privacy: catalog.privacy, gate: scan.found)
      (uses.outline, uses.deferredFingerprint) = SourceKinds.outline(
        of: file, vocabulary: catalog.codeFlows,
        tokenized: TokenizedCode(seedInCode: scan.seedInCode, fingerprint: scan.fingerprint))
      return uses
    })

  /// A source file in a language permlint does not read (ClojureScript, ReScript, C#): its
  /// presence means the app's uses of permissions cannot all be known. Its contents are not
  /// read.
  static let unreadSource = InputKind(
    id: "unreadSource", readableName: nil, reading: .nameOnly,
    recognizes: { path in SourceKinds.unreadLanguage(path.name) != nil && !SourceKinds.isNativeTest(path) },
    parse: { file, _ in
      SourceKinds.unreadLanguage(InputPath(file.path).name).map { UnreadSource(path: file.path, language: $0) }
    })
}

/// What the source kinds share.
enum SourceKinds {
  /// The structure of an app's source file for the flow rules when the file names one of the
  /// vocabulary's seed words (`nil` when it declares no function: a file of constants, a
  /// generated index); otherwise `nil` and `deferred`: the file is read closely later only if
  /// the flows of the seed files lead to it (`CodeFlowClosure`). Most files of an app name
  /// no permission API, and reading their structure is most of what the flow rules cost.
  ///
  /// `tokenized`, when the file's tokens were read already (a reader's `SeedWordCheck` and
  /// `TokenFingerprint`, or the C pass of a gate that answers the same,
  /// `CodeReaderGates` and `NativeSourceGate`): whether its code names a seed word, and the
  /// fingerprint of its tokens; the file is then not read again. Otherwise one pass over the
  /// bytes gives the fingerprint and whether a seed word occurs at all, and only then are the
  /// tokens read, to tell code from comments (a file that names one in a comment only waits).
  static func outline(
    of file: SourceFile, vocabulary: CodeFlowVocabulary, tokenized: TokenizedCode? = nil
  ) -> (outline: CodeOutline?, deferred: IdentifierFingerprint?) {
    guard let language = CodeOutline.Language.of(InputPath(file.path).name) else { return (nil, nil) }
    if let tokenized {
      guard tokenized.seedInCode else { return (nil, tokenized.fingerprint) }
    } else {
      let raw = Self.scan(file, vocabulary)
      guard raw.namesSeed, isSeed(file, vocabulary) else { return (nil, raw.fingerprint) }
    }
    let outline = CodeOutlineReader.read(file, language: language)
    return (outline.functions.isEmpty && outline.constants.isEmpty ? nil : outline, nil)
  }

  /// Whether the bytes of `file` name a seed word anywhere, and the fingerprint of its identifiers.
  private static func scan(_ file: SourceFile, _ vocabulary: CodeFlowVocabulary)
    -> (namesSeed: Bool, fingerprint: IdentifierFingerprint)
  {
    let raw = vocabulary.seedScan.scan(file.bytes, reading: .raw)
    return (raw.found != 0, raw.fingerprint)
  }

  /// Whether the code of `file`, not its comments, names one of the seed words: as a token
  /// or inside a string literal.
  private static func isSeed(_ file: SourceFile, _ vocabulary: CodeFlowVocabulary) -> Bool {
    let check = SeedWordCheck(vocabulary)
    SourceTokenizer(bytes: file.bytes, style: .slashes).forEachToken { check.read($0, in: file.bytes) }
    return check.found
  }

  /// Whether a JavaScript file's name says it is a test (`a.test.ts`, `a.spec.js`). The bytes
  /// are searched first: a name without the dots cannot hold either, and the search on
  /// characters is slow for the thousands of names a monorepo has.
  static func isTestName(_ name: String) -> Bool {
    var utf8 = name.utf8.makeIterator()
    var dots = 0
    while dots < 2, let byte = utf8.next() { if byte == UInt8(ascii: ".") { dots += 1 } }
    return dots >= 2 && [".test.", ".spec."].contains(where: { name.contains($0) })
  }

  /// Languages an app's code may be written in that permlint does not read, by extension:
  /// ClojureScript (re-frame React Native apps), ReScript and Reason (compiled to JavaScript),
  /// PureScript, and C# (Xamarin, .NET MAUI, Unity).
  static let unreadSourceLanguages: [(extension: String, language: String)] = [
    (".cljs", "ClojureScript"), (".cljc", "ClojureScript"), (".res", "ReScript"), (".re", "Reason"),
    (".purs", "PureScript"), (".cs", "C#"),
  ]

  /// The language of a source permlint does not read, by its name.
  static func unreadLanguage(_ name: String) -> String? {
    unreadSourceLanguages.first { name.hasSuffix($0.extension) }?.language
  }

  /// JavaScript and TypeScript source files.
  static let javaScriptExtensions = [".js", ".jsx", ".ts", ".tsx", ".mjs", ".cjs"]

  /// The platform whose APIs a native source file calls, by extension.
  static func nativePlatform(_ name: String) -> NativePermissionUses.Platform? {
    if name.hasSuffix(".swift") || name.hasSuffix(".m") || name.hasSuffix(".mm") { return .apple }
    if name.hasSuffix(".kt") || name.hasSuffix(".java") { return .android }
    return nil
  }

  /// Whether a native source is a test, a test double or a build script: code that ships in
  /// no app (`FooTests/`, `src/test`, `src/androidTest`, `FooTests.swift`, `Package.swift`).
  static func isNativeTest(_ path: InputPath) -> Bool {
    let name = path.name
    if name == "Package.swift" || name.hasSuffix("Tests.swift") || name.hasSuffix("Test.kt")
      || name.hasSuffix("Test.java") || name.hasSuffix("Tests.m") || name.hasSuffix(".gradle.kts")
    {
      return true
    }
    return path.containsFolder { folder in
      ExampleApps.isTestFolder(folder)
        || (folder.utf8.last == UInt8(ascii: "s") && folder.hasSuffix("Tests"))
        || (folder.utf8.last == UInt8(ascii: "t") && folder.hasSuffix("Test"))
        || folder == "androidTest" || folder == "testFixtures" || folder == "Carthage" || folder == "SourcePackages"
    }
  }
}

extension DartPermissionUses: InputDocument {}
extension JavaScriptPermissionUses: InputDocument {}
/// Kept even when the file requests nothing: which sources were scanned decides whether
/// "declared but never requested" can be said.
extension NativePermissionUses: InputDocument {}
extension UnreadSource: InputDocument {}
