import Foundation
import PermlintTestSupport
import Testing

/// Kotlin that only reads a permission's state (a VoIP notifier asking whether a call is in
/// progress): no prompt, so no denial to recover from and no Settings path to require; an
/// undeclared permission that is only checked reads "denied" forever, a warning.
@Suite("Code that only checks a permission")
struct CheckOnlyCodeTests {
  private func project(manifest permissions: [String]) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("permlint-check-\(UUID().uuidString)")
    let app = root.appendingPathComponent("app/src/main")
    try FileManager.default.createDirectory(
      at: app.appendingPathComponent("java/com/example"), withIntermediateDirectories: true)
    try "plugins { id 'com.android.application' }\nandroid { defaultConfig { targetSdkVersion 35 } }\n".write(
      to: root.appendingPathComponent("app/build.gradle"), atomically: true, encoding: .utf8)
    let uses = permissions.map { "  <uses-permission android:name=\"android.permission.\($0)\" />\n" }.joined()
    try "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\">\n\(uses)</manifest>\n".write(
      to: app.appendingPathComponent("AndroidManifest.xml"), atomically: true, encoding: .utf8)
    try """
    package com.example

    fun inCall(context: Context): Boolean =
        ContextCompat.checkSelfPermission(context, Manifest.permission.READ_PHONE_STATE) == GRANTED

    """.write(
      to: app.appendingPathComponent("java/com/example/Calls.kt"), atomically: true, encoding: .utf8)
    return root
  }

  @Test("declared and only checked: nothing to report, and no Settings path is required")
  func declared() throws {
    let root = try project(manifest: ["READ_PHONE_STATE"])
    defer { try? FileManager.default.removeItem(at: root) }
    let outcome = try PermlintBinary.lint(in: root)
    #expect(outcome.findings.filter { !$0.hasSuffix("declared-permission-unrequested") } == [])
  }

  @Test("undeclared and only checked: a warning at the check, not an error")
  func undeclared() throws {
    let root = try project(manifest: [])
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try ProcessRunner.run(PermlintBinary.url.path, ["."], in: root)
    #expect(
      LintOutcome(result).findings == ["app/src/main/java/com/example/Calls.kt:4:48 permission-requested-undeclared"])
    #expect(result.stdout.contains("Calls.kt:4:48: warning:"))
  }
}
