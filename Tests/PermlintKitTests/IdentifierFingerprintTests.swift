import Testing

@testable import PermlintKit

/// The fingerprint of a file whose structure is not read at once: it must say "may declare"
/// for every declaration shape the code-flow closure follows (a "no" there loses a path to
/// Settings), and should say "no" for names that are only called.
@Suite("Identifier fingerprints: uses and declarations by shape")
struct IdentifierFingerprintTests {
  func declares(_ name: String, in code: String) -> Bool {
    IdentifierSet([name]).mayBeDeclared(in: IdentifierSet.fingerprint(of: Array(code.utf8)))
  }

  @Test(
    "declarations in Dart, JavaScript/TypeScript, Swift, Kotlin, Java and Objective-C",
    arguments: [
      ("showHint", "void showHint() {\n  print('x');\n}\n"),
      ("showHint", "Future<void> showHint(BuildContext context) async {}\n"),
      ("showHint", "class A {\n  @override\n  Widget showHint(BuildContext c) => Text('');\n}\n"),
      ("showHint", "export function showHint(a: string) {}\n"),
      ("showHint", "export const showHint = async () => {};\n"),
      ("showHint", "class A extends B {\n  showHint() {\n    this.x();\n  }\n}\n"),
      ("showHint", "const o = { showHint: function () {} };\n"),
      ("showHint", "func showHint(_ a: Int) -> Bool { true }\n"),
      ("showHint", "private fun showHint(a: Int): Boolean = true\n"),
      ("showHint", "public void showHint(Activity a) {\n}\n"),
      ("showHint", "- (void)showHint {\n}\n"),
      ("showHint", "- (void)showHint:(id)sender {\n}\n"),
      ("Hint", "class Hint extends StatelessWidget {}\n"),
    ])
  func declared(_ name: String, _ code: String) {
    #expect(declares(name, in: code), "\(code)")
  }

  @Test(
    "calls are no declarations",
    arguments: [
      "x.showHint();\n", "final a = showHint();\n", "foo(showHint(1), 2);\n", "return showHint();\n",
      "await showHint();\n", "if (showHint()) {}\n",
    ])
  func called(_ code: String) {
    #expect(!declares("showHint", in: code), "\(code)")
  }

  @Test("every identifier is a use, comments included")
  func uses() {
    let fingerprint = IdentifierSet.fingerprint(of: Array("// openAppSettings\nx.showHint();\n".utf8))
    #expect(IdentifierSet(["openAppSettings"]).mayOccur(in: fingerprint))
    #expect(IdentifierSet(["showHint"]).mayOccur(in: fingerprint))
    #expect(!IdentifierSet(["requestPermission"]).mayOccur(in: fingerprint))
  }
}

/// The fingerprint a Dart or JavaScript reader makes from its tokens (`TokenFingerprint`)
/// answers as the byte scan's for code and strings, and leaves comments out.
@Suite("Identifier fingerprints made from tokens")
struct TokenFingerprintTests {
  func fingerprint(_ code: String) -> IdentifierFingerprint {
    let bytes = Array(code.utf8)
    return TokenFingerprint.build(bytes) { builder in
      SourceTokenizer(bytes: bytes, style: .slashes).forEachToken { builder.read($0) }
    }
  }

  @Test("a name only in a comment is no use; in code or inside a string or template it is")
  func comments() {
    let code =
      "// openAppSettings\n/* requestPermission */ x.showHint();\nconst s = `${openSettings()}`; 'app-settings:';\n"
    let tokens = fingerprint(code)
    #expect(!IdentifierSet(["openAppSettings"]).mayOccur(in: tokens))
    #expect(!IdentifierSet(["requestPermission"]).mayOccur(in: tokens))
    #expect(IdentifierSet(["showHint"]).mayOccur(in: tokens))
    #expect(IdentifierSet(["openSettings"]).mayOccur(in: tokens))
    #expect(IdentifierSet(["\"app-settings:"]).mayOccur(in: tokens))
    // The byte scan keeps every name.
    #expect(IdentifierSet(["openAppSettings"]).mayOccur(in: IdentifierSet.fingerprint(of: Array(code.utf8))))
  }

  @Test(
    "declarations are found as the byte scan finds them, also after a comment",
    arguments: [
      "void showHint() {\n  print('x');\n}\n", "export const showHint = async () => {};\n",
      "class A extends B {\n  showHint() {\n    this.x();\n  }\n}\n", "func showHint(_ a: Int) -> Bool { true }\n",
      "- (void)showHint:(id)sender {\n}\n", "class A {\n  /** Shows it. */\n  showHint() {}\n}\n",
      "class A {\n  // Shows it.\n  void showHint() {}\n}\n",
    ])
  func declarations(_ code: String) {
    #expect(IdentifierSet(["showHint"]).mayBeDeclared(in: fingerprint(code)), "\(code)")
  }

  @Test("calls are no declarations", arguments: ["x.showHint();\n", "return showHint();\n", "if (showHint()) {}\n"])
  func calls(_ code: String) {
    #expect(!IdentifierSet(["showHint"]).mayBeDeclared(in: fingerprint(code)), "\(code)")
  }

  @Test(
    "without comments, raw strings or numbers, the bits are the byte scan's; a string's runs are uses, never declarations"
  )
  func sameBits() {
    var generator = ScanInputGenerator(seed: 0x70CE_2026)
    var compared = 0
    for _ in 0..<600 {
      let bytes = generator.source(pieces: 1 + generator.below(60))
      let text = String(decoding: bytes, as: UTF8.self)
      guard !bytes.contains(UInt8(ascii: "/")), !bytes.contains(where: { $0 >= 0x30 && $0 <= 0x39 }),
        !text.contains("r'"), !text.contains("r\"")
      else { continue }
      compared += 1
      let tokens = fingerprint(text)
      let raw = IdentifierSet.fingerprint(of: bytes)
      // Without quotes the tokens are the bytes' runs; with them, a declaration the byte scan
      // reads inside a string is none.
      let quoted = bytes.contains { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'") || $0 == UInt8(ascii: "`") }
      var same = true
      for bit in 0..<4096 {
        let probe = UInt64(bit) | UInt64(bit) << 32
        same = same && tokens.mayUse(probe) == raw.mayUse(probe)
        same =
          same
          && (quoted
            ? !tokens.mayDeclare(probe) || raw.mayDeclare(probe) : tokens.mayDeclare(probe) == raw.mayDeclare(probe))
      }
      #expect(same, "\(text)")
    }
    #expect(compared > 50)
  }

  @Test("a string declares nothing, and the code after it reads its last byte as before")
  func stringsDeclareNothing() {
    #expect(!IdentifierSet(["showHint"]).mayBeDeclared(in: fingerprint("x = 'showHint() {}';\n")))
    #expect(IdentifierSet(["showHint"]).mayOccur(in: fingerprint("x = 'showHint() {}';\n")))
    #expect(!IdentifierSet(["showHint"]).mayBeDeclared(in: fingerprint("const t = `${ function showHint() {} }`;\n")))
    // After a string, a declaration reads the string's last byte: its quote, which begins no
    // member, even when the string ends with a `}`; a declaring word still declares.
    #expect(!IdentifierSet(["showHint"]).mayBeDeclared(in: fingerprint("x = '}' showHint() {}\n")))
    #expect(IdentifierSet(["showHint"]).mayBeDeclared(in: fingerprint("const a = 'x';\nfunction showHint() {}\n")))
  }
}
