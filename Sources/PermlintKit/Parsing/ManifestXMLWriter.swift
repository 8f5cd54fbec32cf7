/// Writes a compiled Android manifest (binary XML from an APK, protocol buffers from an AAB)
/// back as XML text, for the manifest parser every manifest goes through. Each start tag is
/// put on the source line the compiler recorded (`aapt dump xmltree` prints it as `line=`)
/// while lines only grow, so findings point at the line of the manifest that was compiled.
struct ManifestXMLWriter {
  private(set) var text = "<?xml version=\"1.0\" encoding=\"utf-8\"?>"
  private var line = 1
  private var depth = 0
  /// Namespaces declared since the last start tag, written on the next one.
  private var pendingNamespaces: [(prefix: String, uri: String)] = []
  /// Prefixes in scope, by URI.
  private var prefixes: [String: String] = [:]

  static let androidNamespace = "http://schemas.android.com/apk/res/android"
  /// Hard limit on nesting, against a hostile file.
  static let maximumDepth = 256

  mutating func declare(prefix: String, uri: String) {
    pendingNamespaces.append((prefix, uri))
    prefixes[uri] = prefix
  }

  /// A start tag with its attributes (namespace URI, name, value), at `sourceLine` if known.
  mutating func start(
    name: String, namespace: String, attributes: [(namespace: String, name: String, value: String)], sourceLine: Int
  ) throws(BinaryInput.Failure) {
    depth += 1
    guard depth <= Self.maximumDepth else {
      throw BinaryInput.Failure(message: "elements nest deeper than \(Self.maximumDepth) levels", offset: 0)
    }
    if sourceLine > line, sourceLine - line < 100_000 {
      text += String(repeating: "\n", count: sourceLine - line)
      line = sourceLine
    } else {
      text += "\n"
      line += 1
    }
    text += "<" + qualified(name, namespace)
    for (prefix, uri) in pendingNamespaces {
      text += " xmlns" + (prefix.isEmpty ? "" : ":" + Self.name(prefix)) + "=\"" + Self.escape(uri) + "\""
    }
    pendingNamespaces = []
    for attribute in attributes {
      text += " " + qualified(attribute.name, attribute.namespace) + "=\"" + Self.escape(attribute.value) + "\""
    }
    text += ">"
  }

  mutating func end(name: String, namespace: String) {
    depth -= 1
    text += "</" + qualified(name, namespace) + ">"
  }

  private mutating func qualified(_ name: String, _ namespace: String) -> String {
    guard !namespace.isEmpty else { return Self.name(name) }
    if let prefix = prefixes[namespace], !prefix.isEmpty { return Self.name(prefix) + ":" + Self.name(name) }
    // A namespace used without a declaration (a stripped manifest): declare it on the spot.
    let prefix = namespace == Self.androidNamespace ? "android" : "ns\(prefixes.count)"
    prefixes[namespace] = prefix
    pendingNamespaces.append((prefix, namespace))
    return prefix + ":" + Self.name(name)
  }

  /// A name as XML allows it: other characters become `_`, so a hostile name cannot break
  /// the text out of its tag.
  static func name(_ raw: String) -> String {
    let allowed = raw.unicodeScalars.map { scalar -> Character in
      let ok =
        (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") || (scalar >= "0" && scalar <= "9")
        || scalar == "_" || scalar == "-" || scalar == "."
      return ok ? Character(scalar) : "_"
    }
    let text = String(allowed)
    guard let first = text.first, first.isLetter || first == "_" else { return "_" + text }
    return text
  }

  static func escape(_ value: String) -> String {
    MarkupEscaping.escape(value, .xmlDocument)
  }

  /// The names of the attributes permlint reads, by resource id, for manifests whose string
  /// pool no longer holds them (resource shrinking renames or empties them). Ids from the
  /// Android framework's public attributes (`aapt dump resources framework-res.apk`).
  static let attributeNames: [Int: String] = [
    0x0101_0000: "theme", 0x0101_0001: "label", 0x0101_0002: "icon", 0x0101_0003: "name",
    0x0101_0006: "permission", 0x0101_0009: "protectionLevel", 0x0101_000E: "enabled", 0x0101_000F: "debuggable",
    0x0101_0010: "exported", 0x0101_0011: "process", 0x0101_0018: "authorities", 0x0101_001B: "grantUriPermissions",
    0x0101_0024: "value", 0x0101_0025: "resource", 0x0101_020C: "minSdkVersion", 0x0101_021B: "versionCode",
    0x0101_021C: "versionName", 0x0101_0270: "targetSdkVersion", 0x0101_0271: "maxSdkVersion",
    0x0101_0280: "allowBackup", 0x0101_0281: "glEsVersion", 0x0101_028E: "required",
    0x0101_0572: "compileSdkVersion", 0x0101_0573: "compileSdkVersionCodename", 0x0101_0599: "foregroundServiceType",
    0x0101_0603: "requestLegacyExternalStorage",
  ]

  /// `android:foregroundServiceType` is compiled to flags; the manifest parser reads names.
  /// Bits from `ServiceInfo.FOREGROUND_SERVICE_TYPE_*`.
  static let foregroundServiceTypes: [(bit: Int, name: String)] = [
    (1, "dataSync"), (2, "mediaPlayback"), (4, "phoneCall"), (8, "location"), (16, "connectedDevice"),
    (32, "mediaProjection"), (64, "camera"), (128, "microphone"), (256, "health"), (512, "remoteMessaging"),
    (1024, "systemExempted"), (2048, "shortService"), (8192, "mediaProcessing"), (0x4000_0000, "specialUse"),
  ]

  /// An integer attribute's value as the source wrote it.
  static func integer(_ value: Int, attribute: String) -> String {
    guard attribute == "foregroundServiceType" else { return String(value) }
    let names = foregroundServiceTypes.filter { value & $0.bit != 0 }.map(\.name)
    return names.isEmpty ? String(value) : names.joined(separator: "|")
  }
}
