#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A preprocessor macro a Podfile sets for pods, such as `'PERMISSION_CAMERA=1'` in
/// `GCC_PREPROCESSOR_DEFINITIONS`.
@_spi(RuleAuthoring) @_spi(Testing) public struct PodfileMacro: Sendable {
  /// The macro, for example `PERMISSION_CAMERA`.
  public var name: String
  /// Whether it is set to a non-zero value.
  public var isEnabled: Bool
  /// Where the string that sets it is.
  public var location: FileLocation
}

/// A CocoaPods `Podfile`, read for the macros it defines (outside comments).
@_spi(RuleAuthoring) @_spi(Testing) public struct PodfileDocument: Sendable {
  /// The file's path relative to the scanned root.
  public var path: String
  /// Every `NAME=value` string literal whose name is a permission macro.
  public var macros: [PodfileMacro]
  /// react-native-permissions handlers the Podfile links: the names in
  /// `setup_permissions([...])` (v4 and later) and `pod 'Permission-<Handler>'` (v2, v3).
  public var permissionHandlers: [Located<String>] = []

  init(file: SourceFile) {
    path = file.path
    let tokenizer = SourceTokenizer(bytes: file.bytes, style: .hash)
    let lines = LineTable(utf8: file.bytes)
    var macros: [PodfileMacro] = []
    let tokens = tokenizer.tokens()
    var handlers: [Located<String>] = []
    for (index, token) in tokens.enumerated() where token.kind == .identifier {
      if tokenizer.token(token, is: "setup_permissions") {
        var next = index + 1
        while next < tokens.count, tokens[next].kind != .punctuation(UInt8(ascii: "]")),
          tokens[next].kind != .punctuation(UInt8(ascii: ")"))
        {
          if tokens[next].kind == .string {
            handlers.append(
              Located(tokenizer.stringContents(tokens[next]), at: lines.position(ofRange: tokens[next].range)))
          }
          next += 1
        }
      } else if tokenizer.token(token, is: "pod"), index + 1 < tokens.count, tokens[index + 1].kind == .string {
        let name = tokenizer.stringContents(tokens[index + 1])
        if name.hasPrefix("Permission-") {
          handlers.append(
            Located(String(name.dropFirst("Permission-".count)), at: lines.position(ofRange: tokens[index + 1].range)))
        }
      }
    }
    permissionHandlers = handlers
    for token in tokens where token.kind == .string {
      let text = tokenizer.stringContents(token).trimmingWhitespace()
      guard text.hasPrefix("PERMISSION_"), let equals = text.firstIndex(of: "=") else { continue }
      let name = String(text[..<equals])
      let value = text[text.index(after: equals)...].trimmingWhitespace()
      guard name.allSatisfy({ $0.isUppercase || $0 == "_" || $0.isNumber }) else { continue }
      macros.append(
        PodfileMacro(
          name: name, isEnabled: value != "0" && !value.isEmpty,
          location: FileLocation(path: file.path, position: lines.position(ofRange: token.range))))
    }
    self.macros = macros
  }
}

extension PodfileDocument {
  /// The folder of the Flutter or React Native project whose `ios/Podfile` this is; `nil` for
  /// a Podfile outside an `ios` folder.
  var projectRoot: String? {
    let folder = RelativePath.directory(of: path)
    return folder.hasSuffix("ios") ? RelativePath.directory(of: folder) : nil
  }
}
