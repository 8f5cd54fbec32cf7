/// What a native source (Swift, Objective-C, Kotlin, Java) holds, from one C pass over its
/// tokens (`SourceScanTables`, `.tokens`: code and string literals, comments skipped, as
/// `SourceTokenizer` reads them): whether it names a permission API, a required-reason API or
/// a read of the advertising identifier (each decides whether the file is tokenized for that
/// question), whether its code names a seed word of the flow vocabulary (`SeedWordCheck`),
/// and the fingerprint of its identifiers (`TokenFingerprint`).
///
/// A name counts where it is an identifier of code, as the readers compare tokens
/// (`NativePermissionCatalog.appleNames` and `androidNames`, the required-reason symbols, the
/// advertising-identifier reads), and a string literal counts where it starts as the readers
/// look for (`app-settings:`; on Android every `android.` string, which holds the
/// `android.permission.` and `android.settings.` ones). Every reader tokenizes with the same
/// tokenizer and skips comments, so the answer holds every file a reader could find
/// something in. The gates used to search every needle anywhere in the bytes (`stat` is in
/// `state` and `static`), then every run of identifier bytes, comments included: a file that
/// named a seed word in a comment was tokenized again in Swift to learn that its code did
/// not, and the words of comments filled its fingerprint (issues 25 and 23).
struct NativeSourceGate: Sendable {
  /// What the gate found in one file.
  struct Found: Sendable {
    var permissionAPI: Bool
    var requiredReasonAPI: Bool
    var advertisingID: Bool
  }

  /// What the pass found in one file: the gates, and for the flow stage whether its code
  /// names a seed word with the fingerprint of its tokens.
  struct Scan {
    var found: Found
    /// Whether the code, not its comments, names a seed word, as `SeedWordCheck` answers.
    var seedInCode: Bool
    /// The fingerprint of the tokens, as `TokenFingerprint` makes it.
    var fingerprint: IdentifierFingerprint
  }

  private static let seedGroup: UInt32 = 1
  private static let permissionGroup: UInt32 = 2
  private static let requiredReasonGroup: UInt32 = 4
  private static let advertisingGroup: UInt32 = 8

  private let apple: SourceScanTables
  private let android: SourceScanTables

  /// The gates of both platforms, from the catalogs the file's readers use, and the seeds of
  /// `vocabulary`.
  init(native: NativePermissionCatalog, privacy: PrivacyCatalog, vocabulary: CodeFlowVocabulary) {
    func words(_ set: IdentifierSet, _ group: UInt32) -> [(hash: UInt64, group: UInt32)] {
      set.wordHashes.map { ($0, group) }
    }
    // The seeds as `SeedWordCheck` asks: identifiers of code, and runs inside string literals.
    let seeds = words(vocabulary.identifierSeeds, Self.seedGroup)
    let stringSeeds = words(vocabulary.stringSeeds, Self.seedGroup)
    apple = SourceScanTables(
      codeWords: seeds + words(native.appleNames, Self.permissionGroup)
        + words(IdentifierSet(privacy.apis.map(\.symbol)), Self.requiredReasonGroup)
        + words(IdentifierSet(privacy.appleAdvertisingIDReads), Self.advertisingGroup),
      stringWords: stringSeeds, stringPrefix: Self.stringPrefix(NativePermissionCatalog.appleStringPrefixes),
      prefixGroup: Self.permissionGroup)
    android = SourceScanTables(
      codeWords: seeds + words(native.androidNames, Self.permissionGroup)
        + words(IdentifierSet(privacy.androidAdvertisingIDReads), Self.advertisingGroup),
      stringWords: stringSeeds, stringPrefix: Self.stringPrefix(NativePermissionCatalog.androidStringPrefixes),
      prefixGroup: Self.permissionGroup)
  }

  /// The longest start the readers' string prefixes share (`android.` for Android's), which
  /// the scan compares at the start of every string literal: a file with another `android.`
  /// string is tokenized and its reader finds nothing there, as it would have before.
  static func stringPrefix(_ prefixes: [String]) -> String {
    guard var shared = prefixes.first.map({ Array($0.utf8) }) else { return "" }
    for prefix in prefixes.dropFirst() {
      shared = Array(zip(shared, prefix.utf8).prefix { $0 == $1 }.map(\.0))
    }
    return String(decoding: shared, as: UTF8.self)
  }

  /// What `file` holds for the readers of its platform: Apple's (Swift, Objective-C) or
  /// Android's (Kotlin, Java). Only Apple's sources are asked about required-reason APIs.
  func scan(_ file: SourceFile, apple isApple: Bool) -> Scan {
    let scanned = (isApple ? apple : android).scan(file.bytes, reading: .tokens)
    let groups = scanned.found
    return Scan(
      found: Found(
        permissionAPI: groups & Self.permissionGroup != 0, requiredReasonAPI: groups & Self.requiredReasonGroup != 0,
        advertisingID: groups & Self.advertisingGroup != 0),
      seedInCode: groups & Self.seedGroup != 0, fingerprint: scanned.fingerprint)
  }
}
