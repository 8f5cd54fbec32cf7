#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Prose from rule descriptors as Markdown: GitHub renders `help.markdown` and Docs/rules,
/// and reads a bare `<TYPE>` or `<uses-permission>` as an HTML tag that it then strips.
@_spi(Generators) @_spi(Testing) public enum MarkdownText {
  /// `text` with every `<` outside code spans escaped, so that it shows as written.
  public static func escapingHTML(_ text: String) -> String {
    var output = ""
    var inCode = false
    for character in text {
      if character == "`" { inCode.toggle() }
      if !inCode, character == "<" {
        output += "\\<"
      } else {
        output.append(character)
      }
    }
    return output
  }
}
