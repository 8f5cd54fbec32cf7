#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A permission referenced in code, where it is written.
@_spi(RuleAuthoring) @_spi(Testing) public struct CodePermissionUse: Sendable {
  /// The library's name for it, for example `camera` (Dart `Permission.camera`).
  public var name: String
  /// The file.
  public var path: String
  /// Where the reference starts.
  public var position: SourcePosition
  /// Whether the code asks for it here (`Permission.camera.request()`, `[Permission.camera].request()`)
  /// rather than reading its state.
  public var isRequest = false

  /// Where it is.
  public var location: FileLocation { FileLocation(path: path, position: position) }
}

/// What one Dart file does with permission_handler: the permissions it names and its calls to
/// `openAppSettings()`.
@_spi(RuleAuthoring) @_spi(Testing) public struct DartPermissionUses: Sendable {
  /// The file's path relative to the scanned root.
  public var path: String
  /// Every `Permission.<name>` reference.
  public var uses: [CodePermissionUse]
  /// Every call that opens the app's settings (`openAppSettings(`, `PhotoManager.openSetting(`).
  public var settingsCalls: [FileLocation]
  /// The file's structure, for the flow rules; `nil` when it declares no function.
  public var outline: CodeOutline?
  /// When the file's structure was left to be read later, if the app's flows lead to it:
  /// the fingerprint of its identifiers, which says whether they may.
  var deferredFingerprint: IdentifierFingerprint?
  /// Whether the file's structure was left to be read later.
  public var isDeferredCode: Bool { deferredFingerprint != nil }
  /// When the file was tokenized and `seeds` given: whether its code names a seed word
  /// (`SeedWordCheck`) and the fingerprint of its identifiers made from the same tokens
  /// (`TokenFingerprint`); taken by `SourceKinds.outline`.
  var tokenized: TokenizedCode?

  /// `seeds`, the flow vocabulary's seed check, when given, reads every token (`tokenized`).
  /// `gate`, when given with `seeds`, is the catalog's (`CodeReaderGates.dart`, made from the
  /// same openers and seeds): a file whose code names none of its words is not tokenized, and
  /// the gate's pass gives its fingerprint.
  init(
    file: SourceFile, settingsOpeners: Set<String> = ["openAppSettings"], seeds: SeedWordCheck? = nil,
    gate: SourceScanTables? = nil
  ) {
    path = file.path
    uses = []
    settingsCalls = []
    let tokenizer = SourceTokenizer(bytes: file.bytes, style: .slashes)
    // Most files name none of these: they are not tokenized at all.
    if let gate, seeds != nil {
      if let unread = TokenizedCode.unread(file, by: gate) {
        tokenized = unread
        return
      }
    } else {
      guard
        tokenizer.mentions("Permission") || tokenizer.mentions("app-settings:")
          || settingsOpeners.contains(where: { tokenizer.mentions($0) })
      else { return }
    }
    // Compared as bytes at every call: most Dart calls are not one of them. A dotted opener
    // (`SystemSettings.app`) is its name called on that receiver.
    let openers = settingsOpeners.filter { !$0.contains(".") }.map { Array($0.utf8) }
    let memberOpeners: [(receiver: [UInt8], name: [UInt8])] = settingsOpeners.compactMap { opener in
      let parts = opener.split(separator: ".", maxSplits: 1)
      return parts.count == 2 ? (Array(parts[0].utf8), Array(parts[1].utf8)) : nil
    }
    var uses: [CodePermissionUse] = []
    var settings: [FileLocation] = []
    var lines = LazyLineTable(file.bytes)
    func position(_ offset: Int) -> SourcePosition { lines.position(ofOffset: offset) }
    let dot = SourceTokenizer.Kind.punctuation(UInt8(ascii: "."))
    // The three tokens before the current one: enough for `Permission . name`, `name (` and
    // the type before a declared name (`Future<void> name (`).
    var previous: SourceTokenizer.Token?
    var beforePrevious: SourceTokenizer.Token?
    var third: SourceTokenizer.Token?
    // The uses since the last `[`, which a `].request()` asks for together.
    var listStart = 0
    let fingerprint = TokenFingerprint.build(file.bytes, seeds: seeds) { builder in
      tokenizer.forEachToken { token in
        builder.read(token)
        defer {
          third = beforePrevious
          beforePrevious = previous
          previous = token
        }
        switch token.kind {
        case .identifier:
          if let previous, previous.kind == dot, let first = beforePrevious, tokenizer.token(first, is: "Permission") {
            uses.append(
              CodePermissionUse(
                name: tokenizer.text(token), path: file.path, position: position(first.range.lowerBound)))
          }
          // `Permission.camera.request()` asks for the use just read; `[…].request()` for the list's.
          if tokenizer.token(token, is: "request"), let previous, previous.kind == dot, let before = beforePrevious {
            if before.kind == .punctuation(UInt8(ascii: "]")) {
              for index in listStart..<uses.count { uses[index].isRequest = true }
            } else if let last = uses.indices.last, before.kind == .identifier,
              tokenizer.text(before) == uses[last].name
            {
              uses[last].isRequest = true
            }
          }
        case .punctuation(UInt8(ascii: "[")):
          listStart = uses.count
        case .punctuation(UInt8(ascii: "(")):
          if let previous, tokenizer.token(previous, isAnyOf: openers),
            !Self.declares(after: beforePrevious, third, tokenizer)
          {
            settings.append(FileLocation(path: file.path, position: position(previous.range.lowerBound)))
          } else if !memberOpeners.isEmpty, let previous, previous.kind == .identifier, let dotToken = beforePrevious,
            dotToken.kind == dot, let receiver = third,
            memberOpeners.contains(where: {
              tokenizer.token(previous, equals: $0.name) && tokenizer.token(receiver, equals: $0.receiver)
            })
          {
            settings.append(FileLocation(path: file.path, position: position(receiver.range.lowerBound)))
          }
        case .string:
          // `app-settings:` (UIApplication.openSettingsURLString) opened as a URL is a way to Settings too.
          if tokenizer.string(token, startsWith: "app-settings:") {
            settings.append(FileLocation(path: file.path, position: position(token.range.lowerBound)))
          }
        default: break
        }
      }
    }
    self.uses = uses
    self.settingsCalls = settings
    tokenized = seeds.map { TokenizedCode(seedInCode: $0.found, fingerprint: fingerprint) }
  }

  /// Words after which a name and `(` are a call, not a declaration with that return type.
  private static let callKeywords: [[UInt8]] = [
    "await", "return", "yield", "else", "new", "throw", "case", "in", "is", "as", "do", "const", "final", "var",
  ].map { Array($0.utf8) }

  /// Whether the name before `(` is declared there, not called: a return type comes before it
  /// (`void openAppSettings(`, `Future<void> openAppSettings(`), as in an app's own function
  /// that opens another app's page (Obtainium's `openAppSettings(String appId)`).
  private static func declares(
    after type: SourceTokenizer.Token?, _ beforeType: SourceTokenizer.Token?, _ tokenizer: SourceTokenizer
  ) -> Bool {
    guard let type else { return false }
    switch type.kind {
    case .identifier: return !tokenizer.token(type, isAnyOf: callKeywords)
    case .punctuation(UInt8(ascii: ">")):
      // `Future<void> name(`, not `() => name(`.
      guard let beforeType, case .punctuation(let byte) = beforeType.kind else { return true }
      return byte != UInt8(ascii: "=") && byte != UInt8(ascii: "-") && byte != UInt8(ascii: ">")
    default: return false
    }
  }
}
