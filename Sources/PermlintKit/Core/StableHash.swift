#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A 64-bit FNV-1a hash: stable across runs, machines and Swift versions, unlike `Hasher`.
enum StableHash {
  /// The hash before any byte.
  static let start: UInt64 = 0xcbf2_9ce4_8422_2325

  static func hex(_ text: String) -> String {
    hex(of: adding(text.utf8, to: start))
  }

  /// `hash` continued over `bytes`: the hash of what it was the hash of, then `bytes`.
  static func adding(_ bytes: some Sequence<UInt8>, to hash: UInt64) -> UInt64 {
    var hash = hash
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    return hash
  }

  /// A hash as 16 hexadecimal digits.
  static func hex(of hash: UInt64) -> String {
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
