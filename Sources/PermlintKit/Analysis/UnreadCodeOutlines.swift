/// The structure of the app's code files that parsing and the closure left unread, read when a
/// rule asks for it.
///
/// An unread file keeps only the fingerprint of its identifiers, which says that the file
/// *may* name a word: two of 4,096 bits per identifier, so another identifier can set the
/// same bits. A rule that would report because a file names something asks here first; the
/// fingerprint answers "no" for nearly every file, and a "maybe" is settled by the file's
/// outline, so a report never rests on a coincidence of bits (kiwix's `:branded` app was told
/// that a shared helper it never calls asks for NEARBY_WIFI_DEVICES when the hash changed).
struct UnreadCodeOutlines: Sendable {
  /// Reads a file by its path; `nil` when the run cannot read files again (documents given in
  /// memory), and then a "maybe" stays one.
  var read: CodeFlowClosure.Reader?
  /// The run's outlines, shared with the closures.
  var cache: CodeFlowClosure.Cache?

  /// None: every "maybe" of a fingerprint stays one.
  static let none = UnreadCodeOutlines(read: nil, cache: nil)

  /// The outline of the unread file at `path`; `nil` when it cannot be read again or has none.
  func outline(of path: String) -> CodeOutline? {
    guard read != nil else { return nil }
    return CodeFlowClosure.outline(of: path, read: read, cache: cache)
  }

  /// Whether the outline of the file at `path`, whose fingerprint says it may, satisfies
  /// `test`: `false` when the fingerprint says it cannot; `fallback` (the fingerprint's own
  /// answer) when the file cannot be read again.
  func confirms(_ path: String, maybe: Bool, fallback: Bool, _ test: (CodeOutline) -> Bool) -> Bool {
    guard maybe else { return false }
    guard let outline = outline(of: path) else { return fallback }
    return test(outline)
  }
}
