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
    var lines = LazyLineTable(file.bytes)
    func position(_ offset: Int) -> SourcePosition { lines.position(ofOffset: offset) }
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
