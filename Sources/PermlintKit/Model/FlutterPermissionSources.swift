/// A permission referenced in code, where it is written.
@_spi(Testing) public struct CodePermissionUse: Sendable {
  /// The library's name for it, for example `camera` (Dart `Permission.camera`).
  public var name: String
  /// The file.
  public var path: String
  /// Where the reference starts.
  public var position: SourcePosition

  /// Where it is.
  public var location: FileLocation { FileLocation(path: path, position: position) }
}

/// What one Dart file does with permission_handler: the permissions it names and its calls to
/// `openAppSettings()`.
@_spi(Testing) public struct DartPermissionUses: Sendable {
  /// The file's path relative to the scanned root.
  public var path: String
  /// Every `Permission.<name>` reference.
  public var uses: [CodePermissionUse]
  /// Every `openAppSettings(` call.
  public var settingsCalls: [FileLocation]

  init(file: SourceFile) {
    path = file.path
    uses = []
    settingsCalls = []
    let tokenizer = SourceTokenizer(bytes: file.bytes, style: .slashes)
    // Most files name none of these: they are not tokenized at all.
    guard
      tokenizer.mentions("Permission") || tokenizer.mentions("openAppSettings") || tokenizer.mentions("app-settings:")
    else { return }
    var uses: [CodePermissionUse] = []
    var settings: [FileLocation] = []
    var lines: LineTable?
    func position(_ offset: Int) -> SourcePosition {
      if lines == nil { lines = LineTable(utf8: file.bytes) }
      return lines!.position(ofOffset: offset)
    }
    let dot = SourceTokenizer.Kind.punctuation(UInt8(ascii: "."))
    // The two tokens before the current one: enough for `Permission . name` and `name (`.
    var previous: SourceTokenizer.Token?
    var beforePrevious: SourceTokenizer.Token?
    tokenizer.forEachToken { token in
      defer {
        beforePrevious = previous
        previous = token
      }
      switch token.kind {
      case .identifier:
        if let previous, previous.kind == dot, let first = beforePrevious, tokenizer.token(first, is: "Permission") {
          uses.append(
            CodePermissionUse(name: tokenizer.text(token), path: file.path, position: position(first.range.lowerBound)))
        }
      case .punctuation(UInt8(ascii: "(")):
        if let previous, tokenizer.token(previous, is: "openAppSettings") {
          settings.append(FileLocation(path: file.path, position: position(previous.range.lowerBound)))
        }
      case .string:
        // `app-settings:` (UIApplication.openSettingsURLString) opened as a URL is a way to Settings too.
        if tokenizer.string(token, startsWith: "app-settings:") {
          settings.append(FileLocation(path: file.path, position: position(token.range.lowerBound)))
        }
      default: break
      }
    }
    self.uses = uses
    self.settingsCalls = settings
  }
}

/// A preprocessor macro a Podfile sets for pods, such as `'PERMISSION_CAMERA=1'` in
/// `GCC_PREPROCESSOR_DEFINITIONS`.
@_spi(Testing) public struct PodfileMacro: Sendable {
  /// The macro, for example `PERMISSION_CAMERA`.
  public var name: String
  /// Whether it is set to a non-zero value.
  public var isEnabled: Bool
  /// Where the string that sets it is.
  public var location: FileLocation
}

/// A CocoaPods `Podfile`, read for the macros it defines (outside comments).
@_spi(Testing) public struct PodfileDocument: Sendable {
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

/// A Flutter `pubspec.yaml` or `pubspec.lock`, read for the permission_handler version.
@_spi(Testing) public struct PubspecDocument: Sendable {
  /// The file's path relative to the scanned root.
  public var path: String
  /// Whether the app depends on permission_handler.
  public var usesPermissionHandler: Bool
  /// permission_handler's major version: the locked one, or the lowest the constraint allows.
  public var permissionHandlerMajor: Int?

  init(file: SourceFile, isLock: Bool) {
    path = file.path
    let root = (try? YAMLParser.parse(file))?.root
    if isLock {
      let entry = root?["packages"]?["permission_handler"]
      usesPermissionHandler = entry != nil
      permissionHandlerMajor = entry?["version"]?.string.flatMap(Self.major)
    } else {
      let entry = root?["dependencies"]?["permission_handler"]
      usesPermissionHandler = entry != nil
      permissionHandlerMajor = (entry?.string ?? entry?["version"]?.string).flatMap(Self.major)
    }
  }

  /// The major version a constraint such as `^11.3.1`, `>=10.0.0 <12.0.0` or `11.0.0` allows at least.
  static func major(_ constraint: String) -> Int? {
    let digits = constraint.drop { !$0.isNumber }.prefix { $0.isNumber }
    return Int(digits)
  }
}
