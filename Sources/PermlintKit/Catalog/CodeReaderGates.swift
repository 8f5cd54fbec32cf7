/// Whether a Dart or JavaScript file is worth tokenizing in Swift, answered by one C pass
/// (`SourceScanTables`, `.tokens`) that also makes the file's fingerprint: a file is read
/// closely only when its code (not a comment) names a word its reader acts on (`Permission`
/// and the settings openers for Dart; `PERMISSIONS`, `openSettings`, `requestNotifications`
/// and `checkNotifications` for JavaScript), a string literal starts with `app-settings:`, or
/// its code names one of the flow vocabulary's seed words. Otherwise the readers would find
/// nothing and the flow stage would wait: the pass's fingerprint is all the file gives.
///
/// The readers used to search the raw bytes for these words and tokenize every file that
/// named one anywhere, a comment or a string included, which in a large app is most files
/// (issue 25: the source case).
struct CodeReaderGates: Sendable {
  let dart: SourceScanTables
  let javaScript: SourceScanTables

  /// The group of the readers' own words and of `app-settings:`; seed words are group 2.
  static let readerGroup: UInt32 = 1
  static let seedGroup: UInt32 = 2

  /// The gates of permission_handler's `settingsOpeners` (dotted ones, `SystemSettings.app`,
  /// by both names) and of `vocabulary`'s seeds.
  init(settingsOpeners: Set<String>, vocabulary: CodeFlowVocabulary) {
    let seeds = vocabulary.identifierSeeds.wordHashes.map { ($0, Self.seedGroup) }
    let strings = vocabulary.stringSeeds.wordHashes.map { ($0, Self.seedGroup) }
    func gate(_ words: [String]) -> SourceScanTables {
      SourceScanTables(
        codeWords: words.map { (IdentifierSet.hash(of: $0), Self.readerGroup) } + seeds, stringWords: strings,
        stringPrefix: "app-settings:", prefixGroup: Self.readerGroup)
    }
    let openers = settingsOpeners.flatMap { $0.split(separator: ".").map(String.init) }
    dart = gate(["Permission"] + openers)
    javaScript = gate(["PERMISSIONS", "openSettings", "requestNotifications", "checkNotifications"])
  }
}
