import Foundation
import PermlintTestSupport
import Testing

/// `--fix`, `--fix-unsafe` and `--diff` through the built binary, on a copy of a fixture with
/// CR LF line endings and non-ASCII text: the exact bytes written, the diff printed, the
/// findings left, and a second run that changes nothing.
@Suite("Fixes, end to end")
struct FixEndToEndTests {
  /// A copy of a fixture in a scratch directory, removed afterwards.
  final class Copy {
    let root: URL

    init(_ name: String) throws {
      root = FileManager.default.temporaryDirectory.appendingPathComponent("permlint-fix-\(UUID().uuidString)")
      try FileManager.default.copyItem(at: PermlintBinary.fixture(name), to: root)
    }

    func run(_ arguments: [String]) throws -> ProcessRunner.Result {
      try ProcessRunner.run(PermlintBinary.url.path, arguments, in: root)
    }

    func bytes(_ path: String) throws -> [UInt8] {
      Array(try Data(contentsOf: root.appendingPathComponent(path)))
    }

    deinit { try? FileManager.default.removeItem(at: root) }
  }

  static let manifest = "app/src/main/AndroidManifest.xml"

  static func lines(_ lines: [String]) -> [UInt8] { Array(lines.map { $0 + "\r\n" }.joined().utf8) }

  static let original = lines([
    "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\"",
    "    package=\"com.example\">",
    "    <uses-permission android:name=\"android.permission.READ_EXTERNAL_STORAGE\"/>",
    "\t<uses-permission android:name=\"android.permission.BLUETOOTH\" />",
    "    <uses-permission",
    "        android:name=\"android.permission.WRITE_EXTERNAL_STORAGE\" />",
    "    <application android:label=\"Café ☕\"/>",
    "</manifest>",
  ])

  @Test("--fix adds the caps it is certain of, byte for byte, reports what is left, and a second run changes nothing")
  func fixSafe() throws {
    let copy = try Copy("fix-legacy-permissions")
    #expect(try copy.bytes(Self.manifest) == Self.original)
    let first = try copy.run(["--fix"])
    #expect(first.status == 0, "\(first.stderr)")
    #expect(
      try copy.bytes(Self.manifest)
        == Self.lines([
          "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\"",
          "    package=\"com.example\">",
          "    <uses-permission android:name=\"android.permission.READ_EXTERNAL_STORAGE\" android:maxSdkVersion=\"32\"/>",
          "\t<uses-permission android:name=\"android.permission.BLUETOOTH\" android:maxSdkVersion=\"30\" />",
          "    <uses-permission",
          "        android:name=\"android.permission.WRITE_EXTERNAL_STORAGE\" />",
          "    <application android:label=\"Café ☕\"/>",
          "</manifest>",
        ]))
    // WRITE_EXTERNAL_STORAGE's cap is 28 or 29 by how the app uses storage: left for review.
    #expect(
      SeedMutationTests.findings(first.stdout) == ["app/src/main/AndroidManifest.xml:6:9 uncapped-legacy-permission"])
    #expect(first.stderr.hasPrefix("permlint: applied 2 fixes in 1 file\n"))
    #expect(first.stderr.contains("0 errors, 1 warning, 0 notes; 1 fixable with --fix-unsafe"))
    let second = try copy.run(["--fix"])
    #expect(second.stderr.hasPrefix("permlint: applied 0 fixes in 0 files\n"))
    #expect(try copy.bytes(Self.manifest).count == Self.original.count + 54)
  }

  @Test("--diff prints a patch and changes nothing; exit 1 when it would change something")
  func diff() throws {
    let copy = try Copy("fix-legacy-permissions")
    let result = try copy.run(["--diff", "--fix-unsafe"])
    #expect(result.status == 1)
    #expect(try copy.bytes(Self.manifest) == Self.original)
    #expect(
      result.stdout == """
        --- a/app/src/main/AndroidManifest.xml
        +++ b/app/src/main/AndroidManifest.xml
        @@ -1,8 +1,8 @@
         <manifest xmlns:android="http://schemas.android.com/apk/res/android"\r
             package="com.example">\r
        -    <uses-permission android:name="android.permission.READ_EXTERNAL_STORAGE"/>\r
        -\t<uses-permission android:name="android.permission.BLUETOOTH" />\r
        +    <uses-permission android:name="android.permission.READ_EXTERNAL_STORAGE" android:maxSdkVersion="32"/>\r
        +\t<uses-permission android:name="android.permission.BLUETOOTH" android:maxSdkVersion="30" />\r
             <uses-permission\r
        -        android:name="android.permission.WRITE_EXTERNAL_STORAGE" />\r
        +        android:name="android.permission.WRITE_EXTERNAL_STORAGE" android:maxSdkVersion="28" />\r
             <application android:label="Café ☕"/>\r
         </manifest>\r

        """)
    #expect(result.stderr == "permlint: would apply 3 fixes in 1 file\n")
    // Applied with --fix-unsafe, the diff is what changed, and nothing is left to fix.
    _ = try copy.run(["--fix-unsafe"])
    let after = try copy.run(["--diff", "--fix-unsafe"])
    #expect(after.status == 0)
    #expect(after.stdout.isEmpty)
    #expect(SeedMutationTests.findings(try copy.run([]).stdout).isEmpty)
  }

  @Test("a permission a library adds that no feature claims is removed with tools:node=\"remove\", to review")
  func libraryPermission() throws {
    let copy = try Copy("android-modules")
    // The tracker library also asks for the contacts, which no feature of the map needs.
    let library = copy.root.appendingPathComponent("tracker/src/main/AndroidManifest.xml")
    let text = try String(contentsOf: library, encoding: .utf8)
    try text.replacingOccurrences(
      of: "    <uses-permission android:name=\"android.permission.QUERY_ALL_PACKAGES\" />\n",
      with: "    <uses-permission android:name=\"android.permission.QUERY_ALL_PACKAGES\" />\n"
        + "    <uses-permission android:name=\"android.permission.READ_CONTACTS\" />\n"
    ).write(to: library, atomically: true, encoding: .utf8)
    try "app: Walks\nplatforms: [android]\nfeatures:\n  walk:\n    requires: [storage]\n    trigger: user-action\n"
      .write(to: copy.root.appendingPathComponent("permlint.yml"), atomically: true, encoding: .utf8)
    let result = try copy.run(["--diff", "--fix-unsafe"])
    #expect(result.status == 1)
    #expect(
      result.stdout.contains(
        """
         <manifest xmlns:android="http://schemas.android.com/apk/res/android"
             xmlns:tools="http://schemas.android.com/tools">
        +    <uses-permission android:name="android.permission.READ_CONTACTS" tools:node="remove" />
             <uses-permission android:name="android.permission.READ_CALL_LOG" tools:node="remove" />
        """), "\(result.stdout)")
    // A permission Play restricts needs a declaration, not a removal: no fix for QUERY_ALL_PACKAGES.
    #expect(!result.stdout.contains("QUERY_ALL_PACKAGES"))
    // The app's tools:remove="android:maxSdkVersion" would drop a cap added beside it: no fix there.
    #expect(!result.stdout.contains("WRITE_EXTERNAL_STORAGE\" android:maxSdkVersion"))
    _ = try copy.run(["--fix-unsafe"])
    #expect(
      !SeedMutationTests.findings(try copy.run([]).stdout).contains { $0.hasSuffix("unclaimed-android-permission") })
  }

  /// Found in review: `--diff` failed CI on a finding the baseline accepts.
  @Test("a finding the baseline accepts is not fixed, and --diff says there is nothing to change")
  func baseline() throws {
    let copy = try Copy("fix-legacy-permissions")
    _ = try copy.run(["--write-baseline", "baseline.json"])
    let diff = try copy.run(["--baseline", "baseline.json", "--diff", "--fix-unsafe"])
    #expect(diff.status == 0)
    #expect(diff.stdout.isEmpty)
    _ = try copy.run(["--baseline", "baseline.json", "--fix-unsafe"])
    #expect(try copy.bytes(Self.manifest) == Self.original)
  }

  @Test("SARIF and JSON carry each fix")
  func reports() throws {
    let copy = try Copy("fix-legacy-permissions")
    let sarif = try copy.run(["--format", "sarif"]).stdout
    #expect(sarif.contains("\"fixes\" : ["))
    #expect(sarif.contains("\"text\" : \" android:maxSdkVersion=\\\"32\\\"\""))
    #expect(sarif.contains("\"text\" : \"Add android:maxSdkVersion=\\\"28\\\" (needs review)\""))
    #expect(try SARIFSchemaValidator.violations(in: sarif) == [])
    let json = try copy.run(["--format", "json"]).stdout
    #expect(try ReportSchemaValidator.jsonViolations(json, schema: "Docs/schema/permlint-report.schema.json") == [])
    #expect(json.contains("\"safety\" : \"needs-review\""))
    #expect(json.contains("\"replacement\" : \" android:maxSdkVersion=\\\"30\\\"\""))
  }
}
