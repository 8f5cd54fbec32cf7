/// What a native source (Swift, Objective-C, Kotlin, Java) holds, from one C pass over its
/// bytes (`SourceScanTables`, `.raw`): whether it names a permission API, a required-reason
/// API or a read of the advertising identifier (each decides whether the file is tokenized
/// for that question), whether it names a seed word of the flow vocabulary, and the
/// fingerprint of its identifiers.
///
/// A name counts where it is a whole run of identifier bytes, as the readers compare tokens
/// (`NativePermissionCatalog.appleNames` and `androidNames`, the required-reason symbols, the
/// advertising-identifier reads), and a string the readers look for at the start of a literal
/// (`app-settings:`, `android.permission.`) where a run begins; comments and strings included,
/// so the answer holds every file a reader could find something in. The gates used to search
/// every needle anywhere in the bytes: `stat` is in `state` and `static`, and nearly every
/// Swift file of an app was tokenized for required-reason APIs it does not call; and the
/// needles were a second pass over the bytes beside the fingerprint's (issue 25).
struct NativeSourceGate: Sendable {
  /// What the gate found in one file.
  struct Found: Sendable {
    var permissionAPI: Bool
    var requiredReasonAPI: Bool
    var advertisingID: Bool
  }

  /// What the pass found in one file: the gates, the seed words and the fingerprint.
  struct Scan {
    var found: Found
    var namesSeed: Bool
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
    let seeds = words(vocabulary.seeds, Self.seedGroup)
    let gates = Self.permissionGroup | Self.requiredReasonGroup | Self.advertisingGroup
    apple = SourceScanTables(
      codeWords: seeds + words(native.appleNames, Self.permissionGroup)
        + words(IdentifierSet(privacy.apis.map(\.symbol)), Self.requiredReasonGroup)
        + words(IdentifierSet(privacy.appleAdvertisingIDReads), Self.advertisingGroup),
      prefixNeedles: NativePermissionCatalog.appleStringPrefixes.map { ($0, Self.permissionGroup) }, digitGroups: gates)
    android = SourceScanTables(
      codeWords: seeds + words(native.androidNames, Self.permissionGroup)
        + words(IdentifierSet(privacy.androidAdvertisingIDReads), Self.advertisingGroup),
      prefixNeedles: NativePermissionCatalog.androidStringPrefixes.map { ($0, Self.permissionGroup) },
      digitGroups: gates)
  }

  /// An empty gate, for a catalog without native APIs.
  init() {
    self.init(native: NativePermissionCatalog(), privacy: PrivacyCatalog(), vocabulary: CodeFlowVocabulary())
  }

  /// What `file` holds for the readers of its platform: Apple's (Swift, Objective-C) or
  /// Android's (Kotlin, Java). Only Apple's sources are asked about required-reason APIs.
  func scan(_ file: SourceFile, apple isApple: Bool) -> Scan {
    let scanned = (isApple ? apple : android).scan(file.bytes, reading: .raw)
    let groups = scanned.found
    return Scan(
      found: Found(
        permissionAPI: groups & Self.permissionGroup != 0, requiredReasonAPI: groups & Self.requiredReasonGroup != 0,
        advertisingID: groups & Self.advertisingGroup != 0),
      namesSeed: groups & Self.seedGroup != 0, fingerprint: scanned.fingerprint)
  }
}
