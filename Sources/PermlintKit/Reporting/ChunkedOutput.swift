/// Bytes gathered into chunks of `chunkSize` and handed to an output in order, so that a
/// report of tens of thousands of findings is written while it is made instead of held whole.
@_spi(Testing) public struct ChunkedOutput {
  /// How many bytes are gathered before they go to the output: a system call per chunk
  /// costs nothing beside making the report, and the buffer nothing beside the report.
  public static let chunkSize = 65_536

  private var buffer: [UInt8] = []
  private let output: (UnsafeRawBufferPointer) throws -> Void
  /// The output's first error: appending goes on into the buffer, which is dropped, so that
  /// the reporter need not check every piece, and `finish()` throws it.
  private var failure: (any Error)?

  /// Bytes for `output`, which receives them in chunks, in order.
  public init(output: @escaping (UnsafeRawBufferPointer) throws -> Void) {
    self.output = output
    buffer.reserveCapacity(Self.chunkSize)
  }

  mutating func append(_ byte: UInt8) {
    if buffer.count == Self.chunkSize { flush() }
    buffer.append(byte)
  }

  /// Bytes into the buffer; a run longer than a chunk (a very long message) goes to the
  /// output directly rather than growing the buffer.
  mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    if buffer.count + bytes.count > Self.chunkSize {
      flush()
      if bytes.count >= Self.chunkSize {
        send(UnsafeRawBufferPointer(bytes))
        return
      }
    }
    buffer.append(contentsOf: bytes)
  }

  /// The text's UTF-8 bytes.
  mutating func append(_ text: String) {
    var text = text
    text.withUTF8 { append($0) }
  }

  /// Hands the rest of the buffer to the output; throws the output's first error.
  public mutating func finish() throws {
    flush()
    if let failure { throw failure }
  }

  private mutating func flush() {
    guard !buffer.isEmpty else { return }
    if failure == nil {
      do {
        try buffer.withUnsafeBytes { try output($0) }
      } catch {
        failure = error
      }
    }
    buffer.removeAll(keepingCapacity: true)
  }

  private mutating func send(_ bytes: UnsafeRawBufferPointer) {
    guard failure == nil else { return }
    do {
      try output(bytes)
    } catch {
      failure = error
    }
  }
}
