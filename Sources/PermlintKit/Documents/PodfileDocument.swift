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
  /// How its string is written, for an edit of it.
  var element: PodfileElement
}

/// A string element of a Ruby array in a Podfile, as written: where an edit beside it goes.
struct PodfileElement: Sendable {
  var start: SourcePosition
  var end: SourcePosition
  var quote: Character
  /// Where a new element goes after it: after its comma, if one follows.
  var insertionPoint: SourcePosition
  var followedByComma: Bool
  /// The blanks before it when it starts its line.
  var indentation: String?
  var lineBreak: String
  /// Whether it is alone on its line (with its comma and blanks): then the line is what
  /// removing it deletes.
  var aloneOnLine = false
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
  /// The strings of `GCC_PREPROCESSOR_DEFINITIONS` arrays (`'$(inherited)'`, the macros), in
  /// order: where a new macro is written.
  var definitionElements: [PodfileElement] = []
  /// The strings of `setup_permissions([...])`, in order: where a new handler is written.
  var handlerElements: [PodfileElement] = []
  /// Just after the `[` of `setup_permissions([`, and whether its `]` is on a later line:
  /// where the first handler of an empty list goes.
  var handlerListOpen: (position: SourcePosition, multiline: Bool)?

  init(file: SourceFile) {
    path = file.path
    let tokenizer = SourceTokenizer(bytes: file.bytes, style: .hash)
    let lines = LineTable(utf8: file.bytes)
    var macros: [PodfileMacro] = []
    let tokens = tokenizer.tokens()
    var handlers: [Located<String>] = []
    for (index, token) in tokens.enumerated() where token.kind == .identifier {
      if tokenizer.token(token, is: "setup_permissions") {
        if index + 2 < tokens.count, tokens[index + 2].kind == .punctuation(UInt8(ascii: "[")) {
          let open = tokens[index + 2].range.upperBound
          let close = tokens[(index + 3)...].first { $0.kind == .punctuation(UInt8(ascii: "]")) }?.range.lowerBound
          handlerListOpen = (
            lines.position(ofOffset: open),
            close.map { file.bytes[open..<$0].contains(0x0A) || file.bytes[open..<$0].contains(0x0D) } ?? false
          )
        }
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
    let lineBreak = ByteSearch.contains(file.bytes, Array("\r\n".utf8)) ? "\r\n" : "\n"
    func element(_ index: Int) -> PodfileElement {
      let token = tokens[index]
      let end = lines.position(ofOffset: token.range.upperBound)
      let comma = index + 1 < tokens.count && tokens[index + 1].kind == .punctuation(UInt8(ascii: ","))
      var lineStart = token.range.lowerBound
      while lineStart > 0, file.bytes[lineStart - 1] != 0x0A, file.bytes[lineStart - 1] != 0x0D { lineStart -= 1 }
      let before = file.bytes[lineStart..<token.range.lowerBound]
      var after = comma ? tokens[index + 1].range.upperBound : token.range.upperBound
      while after < file.bytes.count, file.bytes[after] == 0x20 || file.bytes[after] == 0x09 { after += 1 }
      let endsLine = after == file.bytes.count || file.bytes[after] == 0x0A || file.bytes[after] == 0x0D
      let startsLine = before.allSatisfy { $0 == 0x20 || $0 == 0x09 }
      return PodfileElement(
        start: lines.position(ofRange: token.range), end: end,
        quote: Character(UnicodeScalar(file.bytes[token.range.lowerBound])),
        insertionPoint: comma ? lines.position(ofOffset: tokens[index + 1].range.upperBound) : end,
        followedByComma: comma,
        indentation: startsLine ? String(decoding: before, as: UTF8.self) : nil,
        lineBreak: lineBreak, aloneOnLine: startsLine && endsLine)
    }
    // `build_settings['GCC_PREPROCESSOR_DEFINITIONS'] ||= [ … ]`: the array after the key.
    var awaitingArray = false
    var inDefinitions = false
    for (index, token) in tokens.enumerated() {
      if token.kind == .string, tokenizer.stringContents(token) == "GCC_PREPROCESSOR_DEFINITIONS" {
        awaitingArray = true
        continue
      }
      if awaitingArray {
        // Only `] =` or `] ||=` may come between the key and its array; anything else (a
        // string value, `<<`, another index) is no array permlint can write into.
        switch token.kind {
        case .punctuation(UInt8(ascii: "[")):
          awaitingArray = false
          inDefinitions = true
          continue
        case .punctuation(UInt8(ascii: "]")), .punctuation(UInt8(ascii: "=")), .punctuation(UInt8(ascii: "|")):
          break
        default:
          awaitingArray = false
        }
      }
      if inDefinitions, token.kind == .punctuation(UInt8(ascii: "]")) { inDefinitions = false }
      guard token.kind == .string else { continue }
      if inDefinitions { definitionElements.append(element(index)) }
      let text = tokenizer.stringContents(token).trimmingWhitespace()
      guard text.hasPrefix("PERMISSION_"), let equals = text.firstIndex(of: "=") else { continue }
      let name = String(text[..<equals])
      let value = text[text.index(after: equals)...].trimmingWhitespace()
      guard name.allSatisfy({ $0.isUppercase || $0 == "_" || $0.isNumber }) else { continue }
      macros.append(
        PodfileMacro(
          name: name, isEnabled: value != "0" && !value.isEmpty,
          location: FileLocation(path: file.path, position: lines.position(ofRange: token.range)),
          element: element(index)))
    }
    self.macros = macros
    // The elements of setup_permissions' array, by the handlers' places.
    for (index, token) in tokens.enumerated() where token.kind == .string {
      let position = lines.position(ofRange: token.range)
      if handlers.contains(where: { $0.position == position }),
        !tokenizer.stringContents(tokens[index]).hasPrefix("Permission-")
      {
        handlerElements.append(element(index))
      }
    }
  }

  /// The edit that removes the array element at `position` (a macro or a handler): its
  /// line, when it is alone on it; `nil` otherwise (an element among others on a line is
  /// left to a person, who sees where the commas go).
  func removing(elementAt position: SourcePosition) -> Fix.Edit? {
    guard
      let element = (macros.map(\.element) + handlerElements).first(where: { $0.start == position }),
      element.aloneOnLine
    else { return nil }
    return Fix.Edit(
      path: path, start: SourcePosition(line: element.start.line, column: 1),
      end: SourcePosition(line: element.start.line + 1, column: 1), replacement: "")
  }

  /// The edit that adds `handler` to `setup_permissions([...])` after its last element,
  /// written as that one is; `nil` when the Podfile has no such list with an element.
  func addingHandler(_ handler: String) -> Fix.Edit? {
    guard let last = handlerElements.last else {
      // An empty list: the handler on its own line, indented two spaces, or inline.
      guard let (open, multiline) = handlerListOpen else { return nil }
      let lineBreak = definitionElements.first?.lineBreak ?? "\n"
      return .insert(multiline ? "\(lineBreak)  '\(handler)'," : "'\(handler)'", at: open, in: path)
    }
    return .insert(
      Self.elementText("\(last.quote)\(handler)\(last.quote)", after: last), at: last.insertionPoint, in: path)
  }

  /// A new array element's text after `last`: on its own line with its indentation when
  /// `last` starts its line, with the commas where `last` has them.
  private static func elementText(_ element: String, after last: PodfileElement) -> String {
    if let indentation = last.indentation {
      return last.followedByComma
        ? "\(last.lineBreak)\(indentation)\(element)," : ",\(last.lineBreak)\(indentation)\(element)"
    }
    return last.followedByComma ? " \(element)," : ", \(element)"
  }

  /// The edit that sets `name` to 1: its string rewritten where the Podfile sets it to 0,
  /// else a new element after the last string of `GCC_PREPROCESSOR_DEFINITIONS` (or the last
  /// macro), written as that one is (its quote, its own line with the same indentation, a
  /// trailing comma if it has one). `nil` when the Podfile has no such array.
  func enabling(_ name: String) -> Fix.Edit? {
    if let off = macros.first(where: { $0.name == name && !$0.isEnabled }) {
      return Fix.Edit(
        path: path, start: off.element.start, end: off.element.end,
        replacement: "\(off.element.quote)\(name)=1\(off.element.quote)")
    }
    guard let last = (definitionElements + macros.map(\.element)).max(by: { $0.start < $1.start }) else { return nil }
    return .insert(
      Self.elementText("\(last.quote)\(name)=1\(last.quote)", after: last), at: last.insertionPoint, in: path)
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
