#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension StringProtocol {
  /// The text without leading and trailing whitespace and line breaks.
  func trimmingWhitespace() -> String {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.isTrimmedSpace }),
      let last = scalars.lastIndex(where: { !$0.isTrimmedSpace })
    else { return "" }
    var result = String.UnicodeScalarView()
    result.append(contentsOf: scalars[first...last])
    return String(result)
  }

  /// Whether the text is empty or only whitespace.
  var isBlank: Bool { unicodeScalars.allSatisfy(\.isTrimmedSpace) }
}

extension String {
  /// The text without leading and trailing whitespace and line breaks; the text itself, with
  /// no copy, when it has none (most texts).
  func trimmingWhitespace() -> String {
    guard let first = unicodeScalars.first, let last = unicodeScalars.last else { return self }
    if !first.isTrimmedSpace && !last.isTrimmedSpace { return self }
    return self[...].trimmingWhitespace()
  }
}

extension Unicode.Scalar {
  /// Unicode's White_Space property, answered without a property lookup for ASCII (tab, line
  /// feed, vertical tab, form feed, carriage return and space), where nearly every text is.
  fileprivate var isTrimmedSpace: Bool {
    value < 0x80 ? value == 0x20 || (value >= 0x09 && value <= 0x0D) : properties.isWhitespace
  }
}
