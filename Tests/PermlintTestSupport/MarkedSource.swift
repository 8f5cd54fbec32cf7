@_spi(Testing) import PermlintKit

/// Source text with `↓` markers where findings are expected.
public struct MarkedSource {
  /// The text without markers.
  public var text: String
  /// The positions of the markers in the text without them.
  public var markers: [SourcePosition]

  /// Removes the markers and records where they were.
  public init(_ marked: String) {
    var clean: [UInt8] = []
    var offsets: [Int] = []
    for character in marked {
      if character == RuleExample.marker {
        offsets.append(clean.count)
      } else {
        clean.append(contentsOf: Array(String(character).utf8))
      }
    }
    let lines = LineTable(utf8: clean)
    self.text = String(decoding: clean, as: UTF8.self)
    self.markers = offsets.map { lines.position(ofOffset: $0) }
  }
}
