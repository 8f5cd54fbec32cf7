/// Whether a purpose string as the sources write it is the text a build ships: Xcode expands
/// build variables (`$(PRODUCT_NAME)`, `${EXECUTABLE_NAME}`) when it compiles the Info.plist,
/// so each variable of the source text stands for any run of text in the built one. Case
/// and runs of whitespace do not count (`PurposeStringText.normalized`).
enum BuiltTextMatch {
  /// A character no purpose string holds, which marks where a variable was.
  private static let hole = "\u{1}"

  static func matches(source: String, built: String) -> Bool {
    let pattern = PurposeStringText.normalized(PurposeStringText.replacingVariables(in: source, with: hole))
    let text = PurposeStringText.normalized(built)
    guard pattern.contains(hole) else { return pattern == text }
    let pieces = pattern.split(separator: hole, omittingEmptySubsequences: false)
    // The first piece starts the text and the last ends it; the others follow in order.
    guard let first = pieces.first, let last = pieces.last, text.hasPrefix(first) else { return false }
    var rest = text.dropFirst(first.count)
    for piece in pieces.dropFirst().dropLast() where !piece.isEmpty {
      guard let range = rest.firstRange(of: piece) else { return false }
      rest = rest[range.upperBound...]
    }
    return rest.hasSuffix(last)
  }
}
