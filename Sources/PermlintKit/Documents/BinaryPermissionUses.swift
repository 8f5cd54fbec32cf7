extension NativePermissionUses {
  /// What a compiled binary asks for, from the references Apple's upload scanner reads
  /// (ITMS-90683): the table of native calls (`apple.calls` in
  /// `rules/native-permission-apis.yml`) matched against the binary's Objective-C selectors
  /// and imported symbols instead of source tokens. A call matches when the binary names its
  /// selector (`requestAccessForMediaType:completionHandler:` for `requestAccessForMediaType`),
  /// imports one of its receivers' classes when the table gives receivers, else one of the
  /// classes whose use shows the permission (`CLLocationManager`), and imports one of its
  /// arguments when it has any (`_AVMediaTypeVideo`); a creation (`init: true`) matches an
  /// imported class. Arguments that are enumeration values (`EKEntityTypeEvent`) leave no
  /// symbol, so such calls are not matched: the binary cannot tell them apart. A binary has
  /// no lines: findings are at its first line and column, and the symbol names the API.
  init(binaryAt path: String, references: MachOReferences, catalog: NativePermissionCatalog) {
    self.path = path
    self.platform = .apple
    let classes = references.importedClasses
    let symbols = Set(references.importedSymbols.map { $0.hasPrefix("_") ? String($0.dropFirst()) : $0 })
    var keywords: [String: String] = [:]
    for selector in references.selectors.sorted() {
      let keyword = String(selector.prefix { $0 != ":" })
      if keywords[keyword] == nil { keywords[keyword] = selector }
    }
    let location = FileLocation(path: path, line: 1, column: 1)
    for name in classes.union(symbols).sorted() {
      if let permissions = catalog.appleUses[name] { usedPermissions.formUnion(permissions) }
      if catalog.appleSettings.contains(name) { settingsCalls.append(location) }
    }
    // The classes whose use shows each permission, as the evidence a bare selector needs.
    var evidence: [String: [String]] = [:]
    for (identifier, permissions) in catalog.appleUses where identifier.first?.isUppercase == true {
      for permission in permissions { evidence[permission, default: []].append(identifier) }
    }
    var requested = Set<String>()
    for call in catalog.appleCalls where !call.isUse && !requested.contains(call.permission) {
      guard
        let symbol = Self.binarySymbol(call, keywords: keywords, classes: classes, symbols: symbols, evidence: evidence)
      else { continue }
      requested.insert(call.permission)
      usedPermissions.insert(call.permission)
      requests.append(
        NativePermissionRequest(permission: call.permission, symbol: symbol, location: location, prompts: call.prompts))
    }
    for service in catalog.locationServices {
      guard
        let symbol = Self.binarySymbol(
          service.call, keywords: keywords, classes: classes, symbols: symbols,
          evidence: ["": ["CLLocationManager"]], permission: "")
      else { continue }
      locationServices.append(
        LocationServiceUse(
          service: service.service, needsAlways: service.needsAlways, symbol: symbol, location: location))
    }
  }

  /// The API as findings name it (`-[CLLocationManager requestAlwaysAuthorization]`,
  /// `+[CBCentralManager alloc]`), when the binary references the call.
  private static func binarySymbol(
    _ call: NativePermissionCatalog.AppleCall, keywords: [String: String], classes: Set<String>, symbols: Set<String>,
    evidence: [String: [String]], permission: String? = nil
  ) -> String? {
    if call.isInit {
      return classes.contains(call.symbol) ? "\(call.symbol) (class referenced)" : nil
    }
    guard let selector = keywords[call.symbol] ?? keywords[call.symbol + "WithCompletionHandler"] else { return nil }
    if !call.arguments.isEmpty, !call.arguments.contains(where: symbols.contains) { return nil }
    let name = permission ?? call.permission
    var candidates = call.receivers.isEmpty ? evidence[name] ?? [] : call.receivers
    // Always location's evidence is the selector itself; its class is the location manager's.
    if candidates.isEmpty, name.hasPrefix("location") { candidates = evidence["location-when-in-use"] ?? [] }
    if candidates.isEmpty { return selector }
    guard let receiver = candidates.sorted().first(where: classes.contains) else { return nil }
    return "-[\(receiver) \(selector)]"
  }
}
