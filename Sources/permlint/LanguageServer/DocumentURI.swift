/// `file:` URIs, which LSP names documents by, to and from absolute paths.
enum DocumentURI {
  /// The absolute path of a `file:` URI (`file:///a/b%20c` → `/a/b c`); `nil` for another
  /// scheme or a URI that is not well formed.
  static func path(_ uri: String) -> String? {
    guard uri.lowercased().hasPrefix("file://") else { return nil }
    var rest = Substring(uri.dropFirst("file://".count))
    // `file://localhost/path`: the host is this machine.
    if !rest.hasPrefix("/") {
      guard let slash = rest.firstIndex(of: "/"), rest[..<slash] == "localhost" else { return nil }
      rest = rest[slash...]
    }
    var bytes: [UInt8] = []
    var utf8 = Array(rest.utf8)[...]
    while let byte = utf8.popFirst() {
      guard byte == UInt8(ascii: "%") else {
        bytes.append(byte)
        continue
      }
      guard utf8.count >= 2, let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16) else {
        return nil
      }
      bytes.append(value)
      utf8 = utf8.dropFirst(2)
    }
    let path = String(decoding: bytes, as: UTF8.self)
    return path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
  }

  /// The `file:` URI of an absolute path, every byte but unreserved ones and `/`
  /// percent-encoded.
  static func uri(_ path: String) -> String {
    var text = "file://"
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
        UInt8(ascii: "~"), UInt8(ascii: "/"):
        text.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        text += "%" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return text
  }
}
