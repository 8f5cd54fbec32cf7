#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension StringProtocol {
  /// The text without leading and trailing whitespace and line breaks.
  func trimmingWhitespace() -> String {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return "" }
    var result = String.UnicodeScalarView()
    result.append(contentsOf: scalars[first...last])
    return String(result)
  }

  /// Whether the text is empty or only whitespace.
  var isBlank: Bool { unicodeScalars.allSatisfy { $0.properties.isWhitespace } }
}
