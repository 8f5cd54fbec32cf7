#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Turns a lint report into output text. A plain struct of closures, so that new formats
/// need no protocol conformance.
public struct Reporter: Sendable {
  /// The `--format` name.
  public var name: String
  /// Renders a report.
  public var render: @Sendable (LintReport) -> String
  /// Writes a report in pieces, handing each piece's UTF-8 bytes to `output` in order, so
  /// that a long report is never whole in memory; the first error `output` throws stops the
  /// writing and is thrown. The bytes are those of `render`.
  public var stream: @Sendable (LintReport, _ output: (UnsafeRawBufferPointer) throws -> Void) throws -> Void

  /// Creates a reporter that renders a report whole; it streams that text as one piece.
  public init(name: String, render: @escaping @Sendable (LintReport) -> String) {
    self.name = name
    self.render = render
    stream = { report, output in
      var text = render(report)
      try text.withUTF8 { try output(UnsafeRawBufferPointer($0)) }
    }
  }

  /// Creates a reporter that writes a report in pieces; it renders by joining them.
  public init(
    name: String,
    stream: @escaping @Sendable (LintReport, _ output: (UnsafeRawBufferPointer) throws -> Void) throws -> Void
  ) {
    self.name = name
    self.stream = stream
    render = { report in
      var bytes: [UInt8] = []
      // Gathering bytes in memory cannot fail.
      try? stream(report) { bytes.append(contentsOf: $0) }
      return String(decoding: bytes, as: UTF8.self)
    }
  }
}
