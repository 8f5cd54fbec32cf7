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
