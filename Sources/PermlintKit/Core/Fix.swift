/// A change that resolves a finding: edits of the files it concerns, a one-line title, and
/// whether permlint is certain of it.
///
/// Edits name their place by position (line and column, as findings do) and are turned into
/// byte offsets only when applied, against the bytes they were made from (`FixApplication`):
/// a replacement touches nothing outside its range, so the file keeps its formatting,
/// indentation, line endings and encoding.
public struct Fix: Hashable, Sendable {
  /// How certain a fix is.
  public enum Safety: String, Hashable, Sendable {
    /// Behaviour-preserving and certain: `--fix` applies it.
    case safe
    /// Needs a person to look (a placeholder to write, a choice permlint cannot make):
    /// only `--fix-unsafe` applies it.
    case needsReview = "needs-review"
  }

  /// What the fix does, in the imperative (`Add android:maxSdkVersion="30"`).
  public var title: String
  public var safety: Safety
  /// The edits, in any order; they must not overlap.
  public var edits: [Edit]

  /// Creates a fix.
  public init(_ title: String, safety: Safety, edits: [Edit]) {
    self.title = title
    self.safety = safety
    self.edits = edits
  }
}

extension Fix {
  /// One edit of one file: the text from `start` up to `end` replaced by `replacement`; an
  /// insertion when the two are equal.
  public struct Edit: Hashable, Sendable {
    /// The file, as findings name it (relative to the scanned root).
    public var path: String
    /// Where the replaced text starts (line and column in Unicode scalars, 1-based).
    public var start: SourcePosition
    /// Where it ends (exclusive); equal to `start` for an insertion.
    public var end: SourcePosition
    public var replacement: String

    /// Replaces the text between two positions of `path`.
    public init(path: String, start: SourcePosition, end: SourcePosition, replacement: String) {
      self.path = path
      self.start = start
      self.end = end
      self.replacement = replacement
    }

    /// Inserts `text` at `position` of `path`.
    public static func insert(_ text: String, at position: SourcePosition, in path: String) -> Edit {
      Edit(path: path, start: position, end: position, replacement: text)
    }
  }
}
