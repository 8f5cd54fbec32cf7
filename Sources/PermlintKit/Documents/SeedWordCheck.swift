/// Whether the code of a file, not its comments, names one of the flow vocabulary's seed
/// words: as an identifier token, or inside a string literal. Fed the tokens of a pass a
/// reader makes anyway (Dart's and JavaScript's permission uses), so that the file is not
/// tokenized a second time only to ask this (`SourceKinds.outline`).
struct SeedWordCheck {
  private let vocabulary: CodeFlowVocabulary
  /// Whether a token so far named a seed word.
  private(set) var found = false

  init(_ vocabulary: CodeFlowVocabulary) { self.vocabulary = vocabulary }

  /// Reads the next token of `bytes`.
  @inline(__always)
  mutating func read(_ token: SourceTokenizer.Token, in bytes: [UInt8]) {
    guard !found else { return }
    switch token.kind {
    case .identifier: found = vocabulary.identifierSeeds.isWord(bytes, token.range)
    case .string: found = vocabulary.stringSeeds.occurs(in: bytes, token.range)
    case .punctuation: break
    }
  }
}
