/// Questions about a name of the code asked for most names an app uses: ASCII answered from
/// the bytes, anything else as characters.
enum CodeName {
  /// Whether the name's first character is an upper-case letter (`Character.isUppercase`).
  @inline(__always)
  static func startsUppercase(_ name: String) -> Bool {
    let utf8 = name.utf8
    guard let byte = utf8.first else { return false }
    // An ASCII byte is the whole first character when an ASCII byte or nothing follows it
    // (a combining mark may join it otherwise: `A` with U+0345 is not upper-case).
    if byte < 0x80, utf8.dropFirst().first.map({ $0 < 0x80 }) ?? true { return byte &- 0x41 < 26 }
    return name.first?.isUppercase == true
  }

  /// Whether every character of the name is an upper-case letter, `_` or a number
  /// (`CAMERA`, `ACCESS_FINE_LOCATION`; also the empty name).
  static func isConstantCase(_ name: String) -> Bool {
    var isASCII = true
    for byte in name.utf8 {
      guard byte < 0x80 else {
        isASCII = false
        break
      }
      guard byte &- 0x41 < 26 || byte == UInt8(ascii: "_") || byte &- 0x30 < 10 else { return false }
    }
    return isASCII || name.allSatisfy { $0.isUppercase || $0 == "_" || $0.isNumber }
  }
}
