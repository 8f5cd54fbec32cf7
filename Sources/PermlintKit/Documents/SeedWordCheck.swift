/// Whether the code of a file, not its comments, names one of the flow vocabulary's seed
/// words: as an identifier token, or inside a string literal. Fed the tokens of a pass a
/// reader makes anyway (Dart's and JavaScript's permission uses), so that the file is not
/// tokenized a second time only to ask this (`SourceKinds.outline`).
///
/// It keeps the vocabulary's two seed sets, not the vocabulary: a check is made for every
/// Dart and JavaScript file, and a copy of the whole vocabulary retained and released some
/// forty references each time (issue 23). A class: the readers ask it once per token through
/// an optional their token closure captures, and as a structure each ask copied both sets
/// (ten references retained and released, 2% of the source case, issue 25).
final class SeedWordCheck {
  private let identifierSeeds: IdentifierSet
  private let stringSeeds: IdentifierSet
  /// Whether a token so far named a seed word.
  private(set) var found = false

  init(_ vocabulary: CodeFlowVocabulary) {
    identifierSeeds = vocabulary.identifierSeeds
    stringSeeds = vocabulary.stringSeeds
  }

  /// Reads the next token of `bytes`.
  @inline(__always)
  func read(_ token: SourceTokenizer.Token, in bytes: [UInt8]) {
    guard !found else { return }
    switch token.kind {
    case .identifier: found = identifierSeeds.isWord(bytes, token.range)
    case .string: found = stringSeeds.occurs(in: bytes, token.range)
    case .punctuation: break
    }
  }
}
