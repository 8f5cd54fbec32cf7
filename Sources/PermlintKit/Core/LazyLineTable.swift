#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A `LineTable` built on first use: a source scan that finds nothing to report in a file
/// never pays for indexing its lines.
struct LazyLineTable {
  private let bytes: [UInt8]
  private var table: LineTable?

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// The 1-based line and column of a byte offset.
  mutating func position(ofOffset offset: Int) -> SourcePosition {
    if table == nil { table = LineTable(utf8: bytes) }
    return table!.position(ofOffset: offset)
  }
}
