import Foundation
import PermlintTestSupport
import Testing

/// The text report in a terminal: colour when asked or on a terminal (never when piped or
/// with NO_COLOR), `--quiet`, `--statistics`.
@Suite("Terminal output")
struct TerminalOutputTests {
  static let escape = "\u{1B}["

  @Test("--color always colours location, severity and rule id, and changes no other character")
  func colorAlways() throws {
    let plain = try PermlintBinary.run([], in: "courier")
    let colored = try PermlintBinary.run(["--color", "always"], in: "courier")
    #expect(colored.status == plain.status)
    let first = try #require(colored.stdout.split(separator: "\n").first)
    #expect(
      first.hasPrefix("\u{1B}[1mandroid/app/src/main/AndroidManifest.xml:8:9:\u{1B}[0m \u{1B}[1;31merror\u{1B}[0m: "))
    #expect(first.hasSuffix(" \u{1B}[2m[least-privilege-location]\u{1B}[0m"))
    let stripped = colored.stdout.replacing(#/\u{1B}\[[0-9;]*m/#, with: "")
    #expect(stripped == plain.stdout)
  }

  @Test("no colour when piped, with --color never, or with NO_COLOR set, even with --color auto")
  func noColor() throws {
    // Standard output is a file here, not a terminal.
    let piped = try PermlintBinary.run(["--color", "auto"], in: "courier")
    #expect(!piped.stdout.contains(Self.escape))
    let never = try PermlintBinary.run(["--color", "never"], in: "courier")
    #expect(!never.stdout.contains(Self.escape))
    // A report written to a file is never coloured, whatever --color says about the terminal.
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("permlint-\(UUID().uuidString).txt")
    defer { try? FileManager.default.removeItem(at: file) }
    _ = try PermlintBinary.run(["--color", "auto", "--output", file.path], in: "courier")
    #expect(!(try String(contentsOf: file, encoding: .utf8)).contains(Self.escape))
  }

  @Test("--quiet prints the findings only, no summary; an unreadable file is still said")
  func quiet() throws {
    let plain = try PermlintBinary.run([], in: "courier")
    let quiet = try PermlintBinary.run(["--quiet"], in: "courier")
    #expect(quiet.status == plain.status)
    #expect(quiet.stdout == plain.stdout)
    #expect(plain.stderr.contains("files checked"))
    #expect(quiet.stderr == "")
    let short = try PermlintBinary.run(["-q"], in: "courier")
    #expect(short.stderr == "")
  }

  @Test("--statistics prints each rule's count, most first, instead of the findings")
  func statistics() throws {
    let result = try PermlintBinary.run(["--statistics"], in: "courier")
    #expect(result.status == 1)
    #expect(
      result.stdout == """
        2  error    least-privilege-location
        1  error    missing-purpose-string
        1  error    settings-redirect

        """)
    #expect(result.stderr.contains("4 errors"))
  }
}
