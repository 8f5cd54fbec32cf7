import Dispatch

// FoundationEssentials and the C library on Linux; Foundation, which brings Darwin, on macOS.
#if canImport(Glibc)
  import FoundationEssentials
  import Glibc
#elseif canImport(Musl)
  import FoundationEssentials
  import Musl
#else
  import Foundation
#endif

/// The server's end of standard input and output. Standard input is read on a thread of its
/// own, so a client's messages are taken in while a lint runs; the server takes them in
/// batches, which lets it lint once for several changes that came while it was busy.
final class StdioChannel: @unchecked Sendable {
  /// Frames read and not yet taken, and whether standard input has ended; guarded by `queue`.
  private var pending: [MessageFraming.Frame] = []
  private var ended = false
  private let queue = DispatchQueue(label: "permlint.lsp.inbox")
  /// Signals that `pending` or `ended` changed; one buffered signal is enough, as the taker
  /// takes everything there is.
  private let (signals, signal) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))

  /// Starts reading standard input.
  func start() {
    DispatchQueue(label: "permlint.lsp.stdin").async { [self] in
      var framing = MessageFraming()
      var chunk = [UInt8](repeating: 0, count: 64 * 1024)
      while true {
        let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { break }
        let frames = framing.append(chunk[0..<count])
        if frames.isEmpty { continue }
        queue.sync { pending += frames }
        signal.yield()
      }
      queue.sync { ended = true }
      signal.yield()
    }
  }

  /// The frames read since the last call, waiting for one if there is none; `nil` once
  /// standard input has ended and every frame has been taken.
  func next() async -> [MessageFraming.Frame]? {
    while true {
      let (frames, isEnded) = queue.sync {
        defer { pending = [] }
        return (pending, ended)
      }
      if !frames.isEmpty { return frames }
      if isEnded { return nil }
      var waiting = signals.makeAsyncIterator()
      guard await waiting.next() != nil else { return nil }
    }
  }

  /// Writes one message to standard output, framed.
  func send(_ message: JSON) {
    _ = DescriptorWriting.writeAll(bytes: MessageFraming.framed(message.bytes), to: STDOUT_FILENO)
  }
}
