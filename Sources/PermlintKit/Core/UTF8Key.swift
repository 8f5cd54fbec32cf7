// The C library's memcmp: Glibc or Musl on Linux, Foundation (which brings Darwin) on macOS.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#else
  import Foundation
#endif

/// A text as a dictionary key by its UTF-8 bytes. A `String` key hashes and compares by
/// canonical equivalence, which normalizes every non-ASCII text on each lookup; a cache of
/// what was computed from a text's bytes needs only the bytes (two spellings of the same
/// text are then two entries of the same value).
struct UTF8Key: Hashable, Sendable {
  let text: String

  init(_ text: String) {
    var text = text
    // Native and contiguous, so that hashing and comparing read the bytes in place.
    text.makeContiguousUTF8()
    self.text = text
  }

  func hash(into hasher: inout Hasher) {
    // Read in place: `withUTF8` is mutating, and the copy of the text it needs retained and
    // released its storage at every lookup (the text is contiguous since `init`).
    let hashed: Void? = text.utf8.withContiguousStorageIfAvailable { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    if hashed != nil { return }
    var text = text
    text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
  }

  static func == (lhs: UTF8Key, rhs: UTF8Key) -> Bool {
    // A dictionary compares a key with every occupied slot it probes: lengths first.
    guard lhs.text.utf8.count == rhs.text.utf8.count else { return false }
    let equal = lhs.text.utf8.withContiguousStorageIfAvailable { a in
      rhs.text.utf8.withContiguousStorageIfAvailable { b in
        a.isEmpty || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0
      }
    }
    if case .some(.some(let result)) = equal { return result }
    var left = lhs.text
    var right = rhs.text
    return left.withUTF8 { a in
      right.withUTF8 { b in a.isEmpty || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 }
    }
  }
}
