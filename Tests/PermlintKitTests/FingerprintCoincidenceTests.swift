import Testing

@_spi(Testing) @testable import PermlintKit

/// A fingerprint's "maybe" never decides a finding alone (found when the identifier hash
/// changed: kiwix/kiwix-android's `:branded` app was told to declare NEARBY_WIFI_DEVICES for a
/// `:core` helper only `:app` calls, because a `:branded` file's identifiers set the two bits
/// of the helper's name).
@Suite("Fingerprint coincidences: a maybe is read, not believed")
struct FingerprintCoincidenceTests {
  /// Names `value0`, `value1`, … whose fingerprint bits cover the two bits of `word`.
  static func colliding(with word: String) -> [String] {
    let target = IdentifierSet.hash(of: word)
    let bits: Set<UInt64> = [target & 4095, target >> 32 & 4095]
    var names: [String] = []
    var covered: Set<UInt64> = []
    var index = 0
    while covered != bits {
      let name = "value\(index)"
      index += 1
      let hash = IdentifierSet.hash(of: name)
      let hit = Set([hash & 4095, hash >> 32 & 4095]).intersection(bits).subtracting(covered)
      if !hit.isEmpty {
        names.append(name)
        covered.formUnion(hit)
      }
    }
    return names
  }

  @Test("a file of the app whose identifiers only share the helper's bits does not call it")
  func coincidence() async {
    let names = Self.colliding(with: "hasCamera")
    let text =
      "package lite\nfun other() = listOf(" + names.joined(separator: ", ") + ")\n"
    // The file's fingerprint says it may name `hasCamera`: the case this suite is about.
    let fingerprint = SourceScanTables(codeWords: []).scan(Array(text.utf8), reading: .raw).fingerprint
    #expect(IdentifierSet(["hasCamera"]).mayOccur(in: fingerprint))
    #expect(!IdentifierSet(["hasCamera"]).mayBeDeclared(in: fingerprint))
    let files =
      LibraryHelperReachTests.files(brandedCalls: false) + [("branded/src/main/java/lite/Other.kt", text)]
    let findings = await PurposeStringPrecisionTests.lint([.permissionRequestedUndeclared], files)
    #expect(findings == [])
  }
}
