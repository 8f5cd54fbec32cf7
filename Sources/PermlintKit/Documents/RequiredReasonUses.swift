/// A use of a required-reason API in Swift or Objective-C, where it is written.
@_spi(RuleAuthoring) @_spi(Testing) public struct RequiredReasonUse: Sendable {
  /// The symbol (`UserDefaults`, `stat`).
  public var symbol: String
  /// The categories it belongs to: declaring any one of them covers it.
  public var categories: [String]
  /// Where the symbol is.
  public var location: FileLocation

  /// Folders whose code is a dependency's, not the app's own: vendored sources, and Flutter's
  /// links to its plugins.
  static let dependencyFolders: Set<String> = [
    "Pods", "Carthage", "Vendor", "vendor", "Vendors", "ThirdParty", "third_party", "Third-Party", "3rdParty",
    "External", "external", ".symlinks", "node_modules", "SourcePackages",
  ]

  /// Every use of the catalog's required-reason APIs in a Swift or Objective-C file of the
  /// app's own code (none in vendored folders or prebuilt frameworks), matched on symbols so
  /// that comments and strings never count.
  /// `mentionsAPI`, when given, is whether the file holds one of `catalog.apiNeedles`.
  static func scan(_ file: SourceFile, catalog: PrivacyCatalog, mentionsAPI: Bool? = nil) -> [RequiredReasonUse] {
    guard !catalog.apis.isEmpty, mentionsAPI ?? catalog.apiNeedles.occurs(in: file.bytes) else {
      return []
    }
    guard !isDependency(file.path) else { return [] }
    let tokenizer = SourceTokenizer(bytes: file.bytes, style: .slashes)
    let tokens = tokenizer.tokens()
    var bySymbol: [String: [PrivacyCatalog.API]] = [:]
    for api in catalog.apis { bySymbol[api.symbol, default: []].append(api) }
    var names = Set<String>()
    // Functions the file declares itself (`private func stat(value:label:)`): a call of one is
    // the app's function, not the C API of the same name.
    var ownFunctions = Set<String>()
    for (index, token) in tokens.enumerated() where token.kind == .identifier {
      let name = tokenizer.text(token)
      names.insert(name)
      if name == "func", index + 1 < tokens.count, tokens[index + 1].kind == .identifier {
        ownFunctions.insert(tokenizer.text(tokens[index + 1]))
      }
    }
    let lines = LineTable(utf8: file.bytes)
    let unshipped = UnshippedCode.mayHold(file.bytes) ? UnshippedCode(file.bytes) : nil
    var result: [RequiredReasonUse] = []
    for (index, token) in tokens.enumerated() where token.kind == .identifier {
      let name = tokenizer.text(token)
      guard let apis = bySymbol[name] else { continue }
      // Compiled for the Simulator or for debugging alone: in no binary App Store Connect checks.
      if unshipped?.contains(token.range.lowerBound) == true { continue }
      let previous = index > 0 ? tokens[index - 1] : nil
      let next = index + 1 < tokens.count ? tokens[index + 1] : nil
      // A declaration of the name (`func stat(`, `var systemUptime`) is not a use of Apple's.
      if let previous, previous.kind == .identifier, declarers.contains(tokenizer.text(previous)) { continue }
      for api in apis {
        let afterDot = previous?.kind == dot
        if api.isMember, !afterDot { continue }
        if api.isCall {
          // A C function: called with arguments, not as another type's method, and not with a
          // Swift argument label (`stat(value: …)` is a Swift function of the same name).
          guard next?.kind == open, index + 2 < tokens.count, tokens[index + 2].kind != close, !afterDot,
            !ownFunctions.contains(name),
            !(tokens[index + 2].kind == .identifier && index + 3 < tokens.count && tokens[index + 3].kind == colon)
          else { continue }
        }
        if !api.with.isEmpty, !api.with.contains(where: names.contains) { continue }
        result.append(
          RequiredReasonUse(
            symbol: name, categories: api.categories,
            location: FileLocation(path: file.path, position: lines.position(ofOffset: token.range.lowerBound))))
        break
      }
    }
    return result
  }

  /// Where a file of the app's own code names one of `symbols` (not in a comment, a string or
  /// a declaration of its own).
  /// `mentioned`, when given, is whether the file holds one of `needles`.
  static func symbols(_ symbols: [String], needles: NeedleSet, in file: SourceFile, mentioned: Bool? = nil)
    -> [FileLocation]
  {
    guard !symbols.isEmpty, mentioned ?? needles.occurs(in: file.bytes),
      !isDependency(file.path)
    else { return [] }
    let tokenizer = SourceTokenizer(bytes: file.bytes, style: .slashes)
    let tokens = tokenizer.tokens()
    let lines = LineTable(utf8: file.bytes)
    let unshipped = UnshippedCode.mayHold(file.bytes) ? UnshippedCode(file.bytes) : nil
    var result: [FileLocation] = []
    for (index, token) in tokens.enumerated() where token.kind == .identifier {
      guard symbols.contains(tokenizer.text(token)) else { continue }
      if unshipped?.contains(token.range.lowerBound) == true { continue }
      if index > 0, tokens[index - 1].kind == .identifier, declarers.contains(tokenizer.text(tokens[index - 1])) {
        continue
      }
      result.append(FileLocation(path: file.path, position: lines.position(ofOffset: token.range.lowerBound)))
    }
    return result
  }

  /// Whether a path lies in a dependency's folder or a prebuilt framework.
  static func isDependency(_ path: String) -> Bool {
    path.split(separator: "/").dropLast().contains {
      dependencyFolders.contains(String($0)) || $0.hasSuffix(".xcframework") || $0.hasSuffix(".framework")
    }
  }

  private static let dot = SourceTokenizer.Kind.punctuation(UInt8(ascii: "."))
  private static let open = SourceTokenizer.Kind.punctuation(UInt8(ascii: "("))
  private static let close = SourceTokenizer.Kind.punctuation(UInt8(ascii: ")"))
  private static let colon = SourceTokenizer.Kind.punctuation(UInt8(ascii: ":"))
  /// Words before a name that make it a declaration.
  private static let declarers: Set<String> = [
    "func", "var", "let", "class", "struct", "case", "enum", "protocol", "typealias", "static", "fun", "val",
  ]
}
