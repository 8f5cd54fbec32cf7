import Testing

@_spi(Testing) @testable import PermlintKit

/// The filter the code-flow index asks before its vocabulary's dictionaries: it may let other
/// names through, never turn one of its own away.
@Suite("Name filter")
struct NameFilterTests {
  private static let vocabulary = PermissionCatalog.builtIn.codeFlows

  @Test("every word of the built-in vocabulary passes, alone and quoted as the index asks")
  func noFalseNegatives() {
    let names = Array(Self.vocabulary.permissionsByName.keys) + Array(Self.vocabulary.memberNames) + ["", "é", "a"]
    let filter = NameFilter(names)
    for name in names {
      #expect(filter.mayContain(name), "\(name)")
      if name.hasPrefix("\"") {
        #expect(filter.mayContain(UInt8(ascii: "\""), then: String(name.dropFirst())), "\(name)")
      }
    }
  }

  @Test("a name Swift takes as equal to one of the set passes, whatever bytes spell its accents")
  func canonicalEquivalence() {
    let composed = "_r\u{E9}fresh"
    let decomposed = "_re\u{301}fresh"
    #expect(composed == decomposed)
    for filter in [NameFilter([composed]), NameFilter.wide([composed]), NameFilter([decomposed])] {
      #expect(filter.mayContain(composed) && filter.mayContain(decomposed))
    }
    let quoted = NameFilter(["\"caf\u{E9}"])
    #expect(quoted.mayContain(UInt8(ascii: "\""), then: "cafe\u{301}"))
  }

  @Test("the index's filter of vocabulary calls lets every call and hook the vocabulary knows through")
  func vocabularyCalls() {
    let vocabulary = Self.vocabulary
    let names =
      Array(vocabulary.requests.keys) + Array(vocabulary.resumeCalls.keys) + Array(vocabulary.resumeFunctions)
      + Array(vocabulary.answers) + vocabulary.settings.map(\.name)
    let filter = NameFilter(
      Array(vocabulary.requests.keys) + Array(vocabulary.resumeCalls.keys) + Array(vocabulary.resumeFunctions)
        + Array(vocabulary.answers) + vocabulary.settings.map(\.name) + Array(vocabulary.settingsByName.keys))
    #expect(!names.isEmpty)
    for name in names where vocabulary.isVocabularyCall(name) { #expect(filter.mayContain(name), "\(name)") }
  }

  @Test("most of an app's other names are turned away")
  func turnsAway() {
    let filter = NameFilter(Self.vocabulary.permissionsByName.keys)
    let others = (0..<2_000).map { "handleDelivery\($0)Tap" } + ["setState", "props", "navigation", "useEffect"]
    let passed = others.filter { filter.mayContain($0) }.count
    #expect(passed * 5 < others.count, "\(passed) of \(others.count)")
    #expect(!NameFilter([String]()).mayContain("camera"))
    #expect(!NameFilter([String]()).mayContain(""))
    #expect(NameFilter([""]).mayContain(""))
  }
}

/// The byte shortcuts of the code-flow index's name questions against the character code
/// they stand in for.
@Suite("Code name shortcuts")
struct CodeNameTests {
  private static let names = [
    "", "a", "A", "setState", "setstate", "set", "setX", "set_", "set1", "setÉtat", "sete\u{301}", "set\u{301}A",
    "forceUpdate", "notifyListeners", "invalidate", "refresh", "refetch", "invalidateSelf", "reset", "settings",
    "Éclair", "É", "e\u{301}", "E\u{301}x", "ñame", "Ñame", "_Private", "$state", "1abc", "Ωmega", "ωmega",
    "LocationScreen", "useEffect", "\r\n", "ǅemal", "ⅷ", "Ⅷ", "A\u{345}x", "A\u{345}", "setA\u{345}", "setAb\u{345}",
    "a\u{345}", "1\u{20E3}", "SET", "CAMERA", "ACCESS_FINE_LOCATION", "CAMERA\u{301}", "CA1\u{20E3}",
  ]

  @Test("startsUppercase answers as Character.isUppercase of the first character")
  func startsUppercase() {
    for name in Self.names {
      #expect(CodeName.startsUppercase(name) == (name.first?.isUppercase == true), "\(name)")
    }
  }

  @Test("isConstantCase answers as the character test it replaced")
  func constantCase() {
    for name in Self.names {
      #expect(
        CodeName.isConstantCase(name) == name.allSatisfy { $0.isUppercase || $0 == "_" || $0.isNumber }, "\(name)")
    }
  }

  @Test("redraws answers as the character test it replaced")
  func redraws() {
    func old(_ name: String) -> Bool {
      if ["setState", "forceUpdate", "notifyListeners", "invalidate", "refresh", "refetch", "invalidateSelf"].contains(
        name)
      {
        return true
      }
      return name.count > 3 && name.hasPrefix("set") && name.dropFirst(3).first?.isUppercase == true
    }
    for name in Self.names {
      #expect(CodeFlowIndex.redraws(name) == old(name), "\(name)")
    }
  }

  @Test("a wide filter lets every one of its names through, and turns most others away")
  func wideFilter() {
    let names = (0..<3_000).map { "handleDelivery\($0)Tap" } + ["é", "e\u{301}", "x", "renderItem"]
    let filter = NameFilter.wide(names)
    #expect(names.allSatisfy(filter.mayContain))
    let others = (0..<3_000).map { "parcel\($0)Count" }
    #expect(others.filter(filter.mayContain).count * 4 < others.count)
  }
}
