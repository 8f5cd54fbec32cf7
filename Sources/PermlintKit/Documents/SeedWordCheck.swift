/// Whether the code of a file, not its comments, names one of the flow vocabulary's seed
/// words: as an identifier token, or inside a string literal. The Dart and JavaScript
/// readers tokenize a file anyway: their `TokenFingerprint` asks it with the hash each
/// identifier gets there (`readIdentifier`, `readStringRun`), so that the file is neither
/// tokenized nor searched a second time only to ask this (`SourceKinds.outline`); a file read
/// only for this is asked token by token (`read(_:in:)`).
///
/// It keeps the vocabulary's two seed sets, not the vocabulary: a check is made for every
/// Dart and JavaScript file, and a copy of the whole vocabulary retained and released some
/// forty references each time (issue 23). A class: it is asked once per token through an
/// optional, and as a structure each ask copied both sets (ten references retained and
/// released, 2% of the source case, issue 25).
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

  /// Reads an identifier token whose hash (`IdentifierSet.hash`) is known, as `read(_:in:)`
  /// reads it (`TokenFingerprint`, which hashes every identifier anyway).
  @inline(__always)
  func readIdentifier(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, hash: UInt64) {
    guard !found else { return }
    found = identifierSeeds.isWord(buffer, range, hash: hash)
  }

  /// Reads one run of identifier bytes inside a string literal (`IdentifierSet.forEachRun`)
  /// whose hash is known: `read(_:in:)` of the literal is whether any of its runs is a seed.
  @inline(__always)
  func readStringRun(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, hash: UInt64) {
    guard !found else { return }
    found = stringSeeds.isWord(buffer, range, hash: hash)
  }
}
