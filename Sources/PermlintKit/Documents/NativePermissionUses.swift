#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A permission a native call requests (or checks), where the call is written.
@_spi(RuleAuthoring) @_spi(Testing) public struct NativePermissionRequest: Sendable {
  /// The permission: a name of `apple.permissions` in `rules/native-permission-apis.yml`
  /// (`camera`, `location-always`), or an Android permission's short name (`CAMERA`).
  public var permission: String
  /// The symbol that makes the request (`requestAccess`, `Manifest.permission.CAMERA`).
  public var symbol: String
  /// Where the call symbol is.
  public var location: FileLocation
  /// Whether the file only checks permissions and never asks for one: the answer is then
  /// "denied", not a prompt the system refuses to show.
  public var isCheckOnly = false
  /// Whether this call itself can show the system prompt: not a name inside a status check
  /// (`checkSelfPermission(…, CAMERA)`), nor the creation of a manager whose first query
  /// prompts (`[[CMPedometer alloc] init]`).
  public var prompts = true
}

/// A call that starts a Core Location service, where it is written.
@_spi(RuleAuthoring) @_spi(Testing) public struct LocationServiceUse: Sendable {
  /// The service (`visit monitoring`), from `apple.location-services`.
  public var service: String
  /// Whether the service reaches an app that is not running only with Always authorization.
  public var needsAlways: Bool
  /// The symbol that starts it (`startMonitoringVisits`).
  public var symbol: String
  /// Where the symbol is.
  public var location: FileLocation
}

/// What one Swift, Objective-C, Kotlin or Java file does with permissions: the permissions it
/// requests, the resources it uses, and its calls that open the app's settings. Matched on
/// symbols (comments and strings are skipped), never on substrings.
@_spi(RuleAuthoring) @_spi(Testing) public struct NativePermissionUses: Sendable {
  /// The platform whose APIs a source calls.
  @_spi(RuleAuthoring) @_spi(Testing) public enum Platform: Sendable, Hashable {
    /// Swift and Objective-C.
    case apple
    /// Kotlin and Java.
    case android
  }

  /// The file's path relative to the scanned root.
  public var path: String
  /// Whose APIs the file calls.
  public var platform: Platform
  /// Every request or check of a permission.
  public var requests: [NativePermissionRequest] = []
  /// Permissions whose resource the code uses (Apple), or that it names (Android), whether or
  /// not it requests them explicitly.
  public var usedPermissions: Set<String> = []
  /// Every call that opens the app's page in Settings.
  public var settingsCalls: [FileLocation] = []
  /// Where the code opens the app's notification settings (Android's
  /// `ACTION_APP_NOTIFICATION_SETTINGS`): the way back after POST_NOTIFICATIONS is denied.
  public var notificationSettingsCalls: [FileLocation] = []
  /// Every call that starts a Core Location service of `apple.location-services`.
  public var locationServices: [LocationServiceUse] = []
  /// Every use of the Android photo picker.
  public var photoPickerUses: [FileLocation] = []
  /// Every use of a required-reason API (Swift and Objective-C of the app's own code), when
  /// the file was read with the privacy catalog.
  public var requiredReasonUses: [RequiredReasonUse] = []
  /// Where the file reads the advertising identifier (`advertisingIdentifier`,
  /// `getAdvertisingIdInfo`), when read with the privacy catalog.
  public var advertisingIDReads: [FileLocation] = []
  /// The file's structure, for the flow rules; `nil` when it declares no function.
  public var outline: CodeOutline?
  /// When the file's structure was left to be read later, if the app's flows lead to it:
  /// the fingerprint of its identifiers, which says whether they may.
  var deferredFingerprint: IdentifierFingerprint?
  /// Whether the file's structure was left to be read later.
  public var isDeferredCode: Bool { deferredFingerprint != nil }

  /// `gate`, when given, is what `NativeSourceGate` found in the file for these catalogs:
  /// the byte searches each part would make are then not made again.
  init(
    file: SourceFile, platform: Platform, catalog: NativePermissionCatalog, privacy: PrivacyCatalog? = nil,
    gate: NativeSourceGate.Found? = nil
  ) {
    path = file.path
    self.platform = platform
    if let privacy {
      if platform == .apple {
        requiredReasonUses = RequiredReasonUse.scan(file, catalog: privacy, mentionsAPI: gate?.requiredReasonAPI)
      }
      advertisingIDReads = RequiredReasonUse.symbols(
        platform == .apple ? privacy.appleAdvertisingIDReads : privacy.androidAdvertisingIDReads,
        needles: platform == .apple ? privacy.appleAdvertisingIDNeedles : privacy.androidAdvertisingIDNeedles, in: file,
        mentioned: gate?.advertisingID)
    }
    // Most files name none of the APIs: they are not tokenized at all.
    guard
      gate?.permissionAPI
        ?? (platform == .apple ? catalog.appleNeedles : catalog.androidNeedles).occurs(in: file.bytes)
    else {
      return
    }
    let tokenizer = SourceTokenizer(bytes: file.bytes, style: .slashes)
    let tokens = tokenizer.tokens()
    let lines = LineTable(utf8: file.bytes)
    func location(_ token: SourceTokenizer.Token) -> FileLocation {
      FileLocation(path: file.path, position: lines.position(ofOffset: token.range.lowerBound))
    }
    if platform == .apple {
      scanApple(tokens, tokenizer, catalog, location)
    } else {
      scanAndroid(tokens, tokenizer, catalog, location)
    }
  }

  /// The string literals the Swift and Objective-C reading looks for at their start.
  static let appleStringPrefixes = ["app-settings:"]
  /// The same for Kotlin and Java.
  static let androidStringPrefixes = [
    "android.permission.", "android.settings.APPLICATION_DETAILS_SETTINGS",
    "android.settings.APP_NOTIFICATION_SETTINGS",
  ]

  private static let dot = SourceTokenizer.Kind.punctuation(UInt8(ascii: "."))
  private static let open = SourceTokenizer.Kind.punctuation(UInt8(ascii: "("))
  private static let bracket = SourceTokenizer.Kind.punctuation(UInt8(ascii: "["))
  private static let closeBracket = SourceTokenizer.Kind.punctuation(UInt8(ascii: "]"))
  /// Words before a name that make it a declaration, not a call.
  private static let declarers: Set<String> = [
    "func", "fun", "def", "void", "var", "let", "val", "class", "struct", "case", "enum", "protocol", "typealias",
  ]

  private mutating func scanApple(
    _ tokens: [SourceTokenizer.Token], _ tokenizer: SourceTokenizer, _ catalog: NativePermissionCatalog,
    _ location: (SourceTokenizer.Token) -> FileLocation
  ) {
    var callsBySymbol: [String: [NativePermissionCatalog.AppleCall]] = [:]
    for call in catalog.appleCalls { callsBySymbol[call.symbol, default: []].append(call) }
    var servicesBySymbol: [String: [NativePermissionCatalog.LocationService]] = [:]
    for service in catalog.locationServices { servicesBySymbol[service.call.symbol, default: []].append(service) }
    for (index, token) in tokens.enumerated() {
      switch token.kind {
      case .identifier:
        // Every name compared below is in `appleNames`.
        guard catalog.appleNames.isWord(tokenizer.bytes, token.range) else { continue }
        let name = tokenizer.text(token)
        if catalog.appleSettings.contains(name) { settingsCalls.append(location(token)) }
        if let permissions = catalog.appleUses[name] { usedPermissions.formUnion(permissions) }
        let previous = index > 0 ? tokens[index - 1] : nil
        let next = index + 1 < tokens.count ? tokens[index + 1] : nil
        if let service = servicesBySymbol[name]?.first(where: {
          matches($0.call, at: index, previous: previous, next: next, tokens, tokenizer)
        }) {
          locationServices.append(
            LocationServiceUse(
              service: service.service, needsAlways: service.needsAlways, symbol: name, location: location(token)))
        }
        guard let calls = callsBySymbol[name] else { continue }
        for call in calls where matches(call, at: index, previous: previous, next: next, tokens, tokenizer) {
          usedPermissions.insert(call.permission)
          if call.isUse { break }
          requests.append(
            NativePermissionRequest(
              permission: call.permission, symbol: name, location: location(token), prompts: call.prompts))
          usedPermissions.insert(call.permission)
          break
        }
      case .string:
        if tokenizer.string(token, startsWith: "app-settings:") { settingsCalls.append(location(token)) }
      default: continue
      }
    }
  }

  private func matches(
    _ call: NativePermissionCatalog.AppleCall, at index: Int, previous: SourceTokenizer.Token?,
    next: SourceTokenizer.Token?, _ tokens: [SourceTokenizer.Token], _ tokenizer: SourceTokenizer
  ) -> Bool {
    if call.isInit {
      // Swift `CBCentralManager(delegate:…)`, Objective-C `[CBCentralManager alloc]` / `new]`.
      if next?.kind == Self.open, previous?.kind != Self.dot { return true }
      if previous?.kind == Self.bracket, let next,
        tokenizer.token(next, is: "alloc") || tokenizer.token(next, is: "new")
      {
        return true
      }
      return false
    }
    // A call: a member (`x.name`), an Objective-C message (`[x name`), never a declaration.
    guard let previous else { return false }
    var receiver: SourceTokenizer.Token?
    switch previous.kind {
    case Self.dot:
      receiver = index >= 2 && tokens[index - 2].kind == .identifier ? tokens[index - 2] : nil
    case .identifier:
      if Self.declarers.contains(tokenizer.text(previous)) { return false }
      receiver = previous
    case Self.closeBracket:
      receiver = nil
    default:
      return false
    }
    if !call.receivers.isEmpty {
      guard let receiver, call.receivers.contains(tokenizer.text(receiver)) else { return false }
    }
    guard !call.arguments.isEmpty else { return true }
    // The arguments: up to the closing parenthesis or bracket at depth 0, at most 40 tokens.
    var depth = 0
    var offset = index + 1
    while offset < tokens.count, offset <= index + 40 {
      let token = tokens[offset]
      switch token.kind {
      case .punctuation(UInt8(ascii: "(")), .punctuation(UInt8(ascii: "[")): depth += 1
      case .punctuation(UInt8(ascii: ")")), .punctuation(UInt8(ascii: "]")):
        depth -= 1
        if depth <= 0 { return false }
      case .punctuation(UInt8(ascii: "{")), .punctuation(UInt8(ascii: ";")):
        if depth <= 0 { return false }
      case .identifier:
        if call.arguments.contains(tokenizer.text(token)), Self.isArgumentName(at: offset, tokens, tokenizer) {
          return true
        }
      default: break
      }
      offset += 1
    }
    return false
  }

  /// Whether the identifier at `offset` names an API value, not one of the app's variables: a
  /// case (`.video`, `AVMediaType.video`), a label (`toShare:`) or a constant (`AVMediaTypeVideo`).
  /// A variable that happens to be called `event` or `video` is not one.
  private static func isArgumentName(
    at offset: Int, _ tokens: [SourceTokenizer.Token], _ tokenizer: SourceTokenizer
  ) -> Bool {
    if tokens[offset - 1].kind == dot { return true }
    if offset + 1 < tokens.count, tokens[offset + 1].kind == .punctuation(UInt8(ascii: ":")) { return true }
    return tokenizer.text(tokens[offset]).first?.isUppercase ?? false
  }

  private mutating func scanAndroid(
    _ tokens: [SourceTokenizer.Token], _ tokenizer: SourceTokenizer, _ catalog: NativePermissionCatalog,
    _ location: (SourceTokenizer.Token) -> FileLocation
  ) {
    var names: [NativePermissionRequest] = []
    var imported = Set<String>()
    var importsPermissionClass = false
    var requestsAny = false
    var checksAny = false
    // The parenthesis depth outside the arguments of the status check being read, if any:
    // a permission named there is checked, not requested.
    var depth = 0
    var checkDepth: Int?
    // Health Connect's read and write calls given a record class held in a variable.
    var someRecord = (read: false, write: false)
    for (index, token) in tokens.enumerated() {
      switch token.kind {
      case .punctuation(UInt8(ascii: "(")):
        depth += 1
      case .punctuation(UInt8(ascii: ")")):
        depth -= 1
        if let outside = checkDepth, depth <= outside { checkDepth = nil }
      case .identifier:
        // Every name compared below, the literal ones included, is in `androidNames`; a bare
        // name imported from `Manifest.permission` is looked up in `imported`.
        guard !imported.isEmpty || catalog.androidNames.isWord(tokenizer.bytes, token.range) else { continue }
        let name = tokenizer.text(token)
        if catalog.androidCalls.contains(name) { requestsAny = true }
        if catalog.androidChecks.contains(name) {
          checksAny = true
          if checkDepth == nil, index + 1 < tokens.count, tokens[index + 1].kind == Self.open { checkDepth = depth }
        }
        let named = { (request: NativePermissionRequest) in
          var request = request
          request.prompts = checkDepth == nil
          return request
        }
        if catalog.androidSettings.contains(name) { settingsCalls.append(location(token)) }
        if name == "ACTION_APP_NOTIFICATION_SETTINGS" { notificationSettingsCalls.append(location(token)) }
        // A call, or a Kotlin property read of a getter (`wifiManager.connectionInfo`).
        if (index + 1 < tokens.count && tokens[index + 1].kind == Self.open)
          || (index > 0 && tokens[index - 1].kind == Self.dot),
          let service = catalog.androidLocationServices.first(where: { $0.call.symbol == name })
        {
          locationServices.append(
            LocationServiceUse(
              service: service.service, needsAlways: service.needsAlways, symbol: name, location: location(token)))
        }
        if catalog.androidPhotoPicker.contains(name) { photoPickerUses.append(location(token)) }
        for found in HealthConnectNames.found(name, at: index, tokens, tokenizer, catalog.healthConnect) {
          switch found {
          case .permission(let permission, _, _, isRequest: false):
            usedPermissions.insert(permission)
          case .permission(let permission, let symbol, let at, isRequest: true):
            names.append(
              named(NativePermissionRequest(permission: permission, symbol: symbol, location: location(tokens[at]))))
          case .someRecord(let write):
            if write { someRecord.write = true } else { someRecord.read = true }
          }
        }
        // `Manifest.permission.X`, reported at `Manifest`; an import of it makes the bare `X` the use.
        if tokenizer.token(token, is: "Manifest"), index + 4 < tokens.count, tokens[index + 1].kind == Self.dot,
          tokenizer.token(tokens[index + 2], is: "permission"), tokens[index + 3].kind == Self.dot,
          tokens[index + 4].kind == .identifier
        {
          let permission = tokenizer.text(tokens[index + 4])
          if Self.isImport(tokens, before: index, tokenizer) {
            imported.insert(permission)
            usedPermissions.insert(permission)
          } else {
            names.append(
              named(
                NativePermissionRequest(
                  permission: permission, symbol: "Manifest.permission.\(permission)", location: location(token))))
          }
        } else if tokenizer.token(token, is: "Manifest"), index + 3 < tokens.count, tokens[index + 1].kind == Self.dot,
          tokenizer.token(tokens[index + 2], is: "permission"), tokens[index + 3].kind != Self.dot,
          Self.isImport(tokens, before: index, tokenizer)
        {
          // `import android.Manifest.permission`: then `permission.X` names X.
          importsPermissionClass = true
        } else if importsPermissionClass, tokenizer.token(token, is: "permission"), index + 2 < tokens.count,
          index == 0 || tokens[index - 1].kind != Self.dot, tokens[index + 1].kind == Self.dot,
          tokens[index + 2].kind == .identifier
        {
          let permission = tokenizer.text(tokens[index + 2])
          if permission.allSatisfy({ $0.isUppercase || $0.isNumber || $0 == "_" }) {
            names.append(
              named(
                NativePermissionRequest(
                  permission: permission, symbol: "permission.\(permission)", location: location(token))))
          }
        } else if !imported.isEmpty, imported.contains(name), index > 0, tokens[index - 1].kind != Self.dot {
          names.append(named(NativePermissionRequest(permission: name, symbol: name, location: location(token))))
        }
      case .string:
        if tokenizer.string(token, startsWith: "android.permission.") {
          let text = tokenizer.stringContents(token)
          let permission = String(text.dropFirst("android.permission.".count))
          // Health Connect's are `android.permission.health.READ_STEPS`.
          let constant = permission.hasPrefix("health.") ? permission.dropFirst("health.".count) : permission[...]
          if !constant.isEmpty, constant.allSatisfy({ $0.isUppercase || $0.isNumber || $0 == "_" }) {
            var request = NativePermissionRequest(
              permission: permission, symbol: "\"\(text)\"", location: location(token))
            request.prompts = checkDepth == nil
            names.append(request)
          }
        } else if tokenizer.string(token, startsWith: "android.settings.APPLICATION_DETAILS_SETTINGS") {
          settingsCalls.append(location(token))
        } else if tokenizer.string(token, startsWith: "android.settings.APP_NOTIFICATION_SETTINGS") {
          notificationSettingsCalls.append(location(token))
        }
      default: continue
      }
    }
    usedPermissions.formUnion(names.map(\.permission))
    // Which of them the calls give is known only when they run: each record class the file names
    // is a use (not a request at a place).
    if someRecord.read || someRecord.write {
      usedPermissions.formUnion(
        HealthConnectNames.recordPermissions(
          tokens, tokenizer, catalog.healthConnect, read: someRecord.read, write: someRecord.write))
    }
    // A name is a request where the file requests or checks permissions.
    if requestsAny || checksAny {
      requests = names.map { request in
        var request = request
        request.isCheckOnly = !requestsAny
        return request
      }
    }
  }

  /// Whether the name at `index` is the path of an `import` (Kotlin) or `import static` (Java):
  /// `import android.Manifest.permission.CAMERA`.
  private static func isImport(_ tokens: [SourceTokenizer.Token], before index: Int, _ tokenizer: SourceTokenizer)
    -> Bool
  {
    var offset = index - 1
    while offset >= 0, tokens[offset].kind == dot || tokenizer.token(tokens[offset], is: "android") { offset -= 1 }
    guard offset >= 0 else { return false }
    return tokenizer.token(tokens[offset], is: "import") || tokenizer.token(tokens[offset], is: "static")
  }
}
