#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One input file after parsing. Each kind's file (`Discovery/Kinds/`) makes its documents
/// conform, saying there how they join an app.
protocol InputDocument: Sendable {
  /// The file's path, relative to the scanned root.
  var path: String { get }
  /// Whether the document belongs to the app its path falls in. Settings, properties,
  /// catalogs, dependency manifests and sources are no app of their own: they inform apps
  /// through the Gradle workspace and the facts gathered over the whole run.
  var joinsApp: Bool { get }
  /// Adds the document to the app it belongs to (only asked when `joinsApp`).
  func join(_ app: inout AppModel)
  /// The root of the app the document forms when no feature map or Xcode project owns it;
  /// `plists` maps a folder to the Info.plist in it.
  func standaloneRoot(plists: [String: String]) -> String
  /// More files the document names that the first discovery round may not have found
  /// (paths relative to the scanned root, or absolute); `known` holds the paths read so far.
  func namedFiles(known: Set<String>) -> [String]
  /// Whether `namedFiles(known:)` may name any: the set of every path read is made only when
  /// a document of the round may, not for every round of every tree.
  var mayNameFiles: Bool { get }
  /// Whether the document is a source whose structure was left to be read later, if the
  /// app's flows lead to it (`CodeFlowClosure`).
  var isDeferredCode: Bool { get }
}

extension InputDocument {
  var joinsApp: Bool { false }
  func join(_ app: inout AppModel) {}
  func standaloneRoot(plists: [String: String]) -> String { path }
  func namedFiles(known: Set<String>) -> [String] { [] }
  var mayNameFiles: Bool { false }
  var isDeferredCode: Bool { false }
}

/// A file that could not be parsed: it still forms or joins an app, which reports why.
struct FailedDocument: InputDocument {
  var error: ParseError
  /// The file, as one whose contents are unknown.
  var unread: UnreadInput

  var path: String { unread.path }
  var joinsApp: Bool { true }
  func join(_ app: inout AppModel) {
    app.syntaxProblems.append(error)
    app.unreadInputs.append(unread)
  }
}

/// A file permlint found but could not read (unreadable, over the size limit) or parse: what
/// it says is unknown, so the app it joins judges nothing that depends on it (a target whose
/// Info.plist this is declares every key as far as rules can tell), instead of taking another
/// file for it or reporting its keys missing.
struct UnreadInput: InputDocument, Hashable {
  var path: String
  /// Whether it is an Info.plist, which is a bundle of its own where no target names it.
  var isInfoPlist: Bool

  var joinsApp: Bool { true }
  func join(_ app: inout AppModel) { app.unreadInputs.append(self) }
}

extension InputDocument {
  /// Whether the document is a `Document`. Every document is a struct, so it is one exactly
  /// when its type is: a comparison of two pointers, where `is` and `as?` are dynamic casts
  /// that the grouping steps made of every document of a monorepo several times over, and
  /// a cast bound in a `switch` copied the document (issue 23).
  @inline(__always)
  func `is`<Document: InputDocument>(_ type: Document.Type) -> Bool { Self.self == Document.self }

  /// The document as a `Document`, when it is one (`is(_:)`), copied without a dynamic cast.
  @inline(__always)
  func cast<Document: InputDocument>(_ type: Document.Type) -> Document? {
    guard Self.self == Document.self else { return nil }
    return withUnsafePointer(to: self) { $0.withMemoryRebound(to: Document.self, capacity: 1) { $0.pointee } }
  }
}

extension Sequence where Element == any InputDocument {
  /// The documents of one type, in order (see `InputDocument.cast(_:)`).
  func of<Document: InputDocument>(_ type: Document.Type) -> [Document] {
    compactMap { $0.cast(Document.self) }
  }
}

/// A feature map with the mistakes found while decoding it and its YAML syntax problems.
struct FeatureMapFile: Sendable {
  var map: FeatureMap
  var problems: [FeatureMapDecoder.Problem]
  var syntax: [ParseError]

  var path: String { map.path }
}

/// A Gradle script that is not a module's build script (an applied script, a convention
/// plugin): it informs the modules that apply it through the workspace.
struct GradleScriptDocument: Sendable {
  var build: GradleBuildFile
  var path: String { build.path }
}

/// A build script (fastlane's Fastfile) and whether it writes `InfoPlist.strings`, which fills
/// translations at build time for the apps of its repository.
struct BuildStepDocument: Sendable {
  var path: String
  var writesInfoPlistStrings: Bool
}

/// An Expo config written as code that permlint cannot read, said once as a note.
struct ExpoDynamicConfig: Sendable {
  var path: String
}

/// A source in a language permlint does not read, kept so that the app can say so.
struct UnreadSource: Sendable {
  var path: String
  var language: String
}
