import Testing

@testable import PermlintKit

/// The byte gate that decides which native sources are tokenized: it must find a needle
/// wherever the old one-needle-at-a-time search did, or a file with an API use is skipped.
@Suite("NeedleSet finds any of its byte strings")
struct NeedleSetTests {
  let needles = NeedleSet(["Manifest", "android.permission.", "app-settings:", "x"].map { Array($0.utf8) })

  @Test("a needle anywhere, in a word, at the very end, or overlapping a false start")
  func finds() {
    #expect(needles.occurs(in: Array("import android.Manifest\n".utf8)))
    #expect(needles.occurs(in: Array("val p = \"android.permission.CAMERA\"".utf8)))
    #expect(needles.occurs(in: Array("URL(string: \"app-settings:\")".utf8)))
    #expect(needles.occurs(in: Array("aManManifest".utf8)))
    #expect(needles.occurs(in: Array("box".utf8)))
    #expect(needles.occurs(in: Array("x".utf8)))
  }

  @Test("nothing when no needle is whole, and nothing in an empty buffer")
  func missing() {
    #expect(!needles.occurs(in: Array("Manifes".utf8)))
    #expect(!needles.occurs(in: Array("android.permission".utf8)))
    #expect(!needles.occurs(in: []))
    #expect(!NeedleSet([]).occurs(in: Array("Manifest".utf8)))
  }
}
