#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Health Connect's permissions as Kotlin and Java code names them, for `NativePermissionUses`:
/// `HealthPermissions.READ_HEART_RATE` (the platform's constants),
/// `HealthPermission.PERMISSION_READ_HEALTH_DATA_IN_BACKGROUND` and
/// `HealthPermission.getReadPermission(HeartRateRecord::class)` (Jetpack's). Every identifier it
/// starts from is in `HealthConnectCatalog.names`, so in `NativePermissionCatalog.androidNames`
/// and the source gate's words.
enum HealthConnectNames {
  /// What the name at a token says.
  enum Found: Equatable {
    /// A permission named exactly, with the code that names it and the token it is reported at.
    /// The platform's constants are runtime permissions a file asks for as it asks for any
    /// (`requestPermissions`, Wear OS's heart rate from API 36); Jetpack's values go to Health
    /// Connect's own contract (`PermissionController.createRequestPermissionResultContract`),
    /// which the request and check calls permlint knows are not: they are uses, not requests.
    case permission(String, symbol: String, at: Int, isRequest: Bool)
    /// A read or write call whose record type is not written there (`getReadPermission(recordClass)`):
    /// the record classes the file names say which permissions it may give.
    case someRecord(write: Bool)
  }

  private static let dot = SourceTokenizer.Kind.punctuation(UInt8(ascii: "."))
  private static let colon = SourceTokenizer.Kind.punctuation(UInt8(ascii: ":"))
  private static let open = SourceTokenizer.Kind.punctuation(UInt8(ascii: "("))
  private static let close = SourceTokenizer.Kind.punctuation(UInt8(ascii: ")"))
  private static let less = SourceTokenizer.Kind.punctuation(UInt8(ascii: "<"))

  /// What the identifier `name` at `index` names, if it is one of Health Connect's ways.
  static func found(
    _ name: String, at index: Int, _ tokens: [SourceTokenizer.Token], _ tokenizer: SourceTokenizer,
    _ catalog: HealthConnectCatalog
  ) -> [Found] {
    if name == catalog.platformClass || name == catalog.jetpackClass {
      // `HealthPermissions.READ_HEART_RATE`, `HealthPermission.PERMISSION_READ_HEALTH_DATA_HISTORY`
      // (also through `Companion`).
      var member = index + 2
      if member + 2 < tokens.count, tokens[index + 1].kind == dot, tokenizer.token(tokens[member], is: "Companion"),
        tokens[member + 1].kind == dot
      {
        member += 2
      }
      guard member < tokens.count, tokens[member - 1].kind == dot, tokens[member].kind == .identifier,
        !isImport(tokens, before: index, tokenizer)
      else { return [] }
      let constant = tokenizer.text(tokens[member])
      let symbol = "\(name).\(constant)"
      // Only the data permissions: the class also holds system-only constants
      // (`MANAGE_HEALTH_PERMISSIONS`, `HEALTH_PERMISSION_GROUP`) that name no `health.` permission.
      if name == catalog.platformClass, isConstantName(constant),
        constant.hasPrefix("READ_") || constant.hasPrefix("WRITE_")
      {
        return [.permission("health." + constant, symbol: symbol, at: index, isRequest: true)]
      }
      if name == catalog.jetpackClass, let permission = catalog.constants[constant] {
        return [.permission(permission, symbol: symbol, at: index, isRequest: false)]
      }
      return []
    }
    guard name == catalog.readCall || name == catalog.writeCall else { return [] }
    let write = name == catalog.writeCall
    // `HealthPermission.getReadPermission(…)`, or the bare name of a static import; a call on
    // anything else is some other API's.
    var reported = index
    if index > 0, tokens[index - 1].kind == dot {
      guard index >= 2,
        tokenizer.text(tokens[index - 2]) == catalog.jetpackClass
          || tokenizer.token(tokens[index - 2], is: "Companion")
      else { return [] }
      reported = tokenizer.text(tokens[index - 2]) == catalog.jetpackClass ? index - 2 : index
    }
    guard let records = arguments(after: index, tokens, tokenizer) else { return [] }
    let known = records.compactMap { record in
      catalog.permission(of: record, write: write).map { (record, $0) }
    }
    guard !known.isEmpty else { return [.someRecord(write: write)] }
    let receiver = reported == index ? "" : catalog.jetpackClass + "."
    return known.map { record, permission in
      .permission(permission, symbol: "\(receiver)\(name)(\(record)::class)", at: reported, isRequest: false)
    }
  }

  /// The permissions of the record classes a file names (`HeartRateRecord::class`,
  /// `HeartRateRecord.class`, `<HeartRateRecord>`), for the read or write calls whose record
  /// type is held in a variable (a map from sensors to record classes, as Home Assistant has).
  static func recordPermissions(
    _ tokens: [SourceTokenizer.Token], _ tokenizer: SourceTokenizer, _ catalog: HealthConnectCatalog,
    read: Bool, write: Bool
  ) -> Set<String> {
    var result = Set<String>()
    for index in tokens.indices where tokens[index].kind == .identifier && isClassReference(index, tokens, tokenizer) {
      let record = tokenizer.text(tokens[index])
      if read, let permission = catalog.permission(of: record, write: false) { result.insert(permission) }
      if write, let permission = catalog.permission(of: record, write: true) { result.insert(permission) }
    }
    return result
  }

  /// The identifiers written as classes in a call's type argument or parenthesized arguments:
  /// `<StepsRecord>()`, `(StepsRecord::class)`, `(getKotlinClass(StepsRecord.class))`; `nil`
  /// when the name is not called.
  private static func arguments(after index: Int, _ tokens: [SourceTokenizer.Token], _ tokenizer: SourceTokenizer)
    -> [String]?
  {
    guard index + 1 < tokens.count else { return nil }
    if tokens[index + 1].kind == less, index + 3 < tokens.count, tokens[index + 2].kind == .identifier {
      return [tokenizer.text(tokens[index + 2])]
    }
    guard tokens[index + 1].kind == open else { return nil }
    var depth = 0
    var result: [String] = []
    var cursor = index + 1
    while cursor < tokens.count, cursor <= index + 40 {
      if tokens[cursor].kind == open { depth += 1 }
      if tokens[cursor].kind == close {
        depth -= 1
        if depth == 0 { break }
      }
      if tokens[cursor].kind == .identifier, isClassReference(cursor, tokens, tokenizer) {
        result.append(tokenizer.text(tokens[cursor]))
      }
      cursor += 1
    }
    return result
  }

  /// Whether the identifier at `index` is followed by `::class` (Kotlin) or `.class` (Java).
  private static func isClassReference(_ index: Int, _ tokens: [SourceTokenizer.Token], _ tokenizer: SourceTokenizer)
    -> Bool
  {
    if index + 3 < tokens.count, tokens[index + 1].kind == colon, tokens[index + 2].kind == colon,
      tokenizer.token(tokens[index + 3], is: "class")
    {
      return true
    }
    return index + 2 < tokens.count && tokens[index + 1].kind == dot && tokenizer.token(tokens[index + 2], is: "class")
  }

  /// `READ_HEART_RATE`: capitals, digits and `_`.
  private static func isConstantName(_ name: String) -> Bool {
    !name.isEmpty && name.utf8.allSatisfy { ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x5F }
  }

  /// Whether the name at `index` is inside an `import` path: an import names no permission in use.
  private static func isImport(_ tokens: [SourceTokenizer.Token], before index: Int, _ tokenizer: SourceTokenizer)
    -> Bool
  {
    var offset = index - 1
    while offset >= 0, tokens[offset].kind == dot || tokens[offset].kind == .identifier {
      if tokenizer.token(tokens[offset], is: "import") { return true }
      offset -= 1
    }
    return false
  }
}
