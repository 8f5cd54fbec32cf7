/// The base protocol of the Language Server Protocol: each JSON-RPC message is preceded by
/// headers (`Content-Length: N`, optionally `Content-Type`), each ended by CR LF, and an empty
/// line. Reads arrive in arbitrary pieces, so bytes are buffered until a whole message is in.
struct MessageFraming {
  /// What the buffered bytes held.
  enum Frame: Equatable, Sendable {
    /// The body of one message, not yet parsed as JSON.
    case message([UInt8])
    /// A header block without a usable `Content-Length`; its bytes are dropped and reading
    /// goes on after it.
    case badHeader(String)
  }

  /// Headers longer than this are not headers: the bytes are dropped instead of buffered
  /// without end.
  static let maximumHeaderLength = 8 * 1024

  private var buffer: [UInt8] = []
  /// The body length of the message whose headers have been read, once they have.
  private var pendingLength: Int?

  /// Adds bytes as read and returns every frame they complete, in order.
  mutating func append(_ bytes: some Sequence<UInt8>) -> [Frame] {
    buffer.append(contentsOf: bytes)
    var frames: [Frame] = []
    var consumed = 0
    while true {
      if let length = pendingLength {
        guard buffer.count - consumed >= length else { break }
        frames.append(.message(Array(buffer[consumed..<consumed + length])))
        consumed += length
        pendingLength = nil
        continue
      }
      guard let end = Self.headerEnd(in: buffer, from: consumed) else {
        if buffer.count - consumed > Self.maximumHeaderLength {
          frames.append(.badHeader("no end of headers in \(Self.maximumHeaderLength) bytes"))
          consumed = buffer.count
        }
        break
      }
      let header = buffer[consumed..<end]
      consumed = end + 4
      switch Self.contentLength(String(decoding: header, as: UTF8.self)) {
      case .success(let length): pendingLength = length
      case .failure(let problem): frames.append(.badHeader(problem.reason))
      }
    }
    buffer.removeFirst(consumed)
    return frames
  }

  /// `body` with its header, ready to write.
  static func framed(_ body: [UInt8]) -> [UInt8] {
    Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
  }

  /// Why a header block cannot be used.
  struct HeaderProblem: Error, Equatable {
    var reason: String
  }

  /// The `Content-Length` of a header block (its lines without the final empty one).
  static func contentLength(_ header: String) -> Result<Int, HeaderProblem> {
    var length: Int?
    for line in header.split(separator: "\r\n", omittingEmptySubsequences: true) {
      guard let colon = line.firstIndex(of: ":") else {
        return .failure(HeaderProblem(reason: "header line without a colon: \(line.prefix(80))"))
      }
      let name = line[..<colon].trimmingBlanks().lowercased()
      guard name == "content-length" else { continue }
      guard let value = Int(line[line.index(after: colon)...].trimmingBlanks()), value >= 0 else {
        return .failure(HeaderProblem(reason: "Content-Length is not a number: \(line.prefix(80))"))
      }
      length = value
    }
    guard let length else { return .failure(HeaderProblem(reason: "headers without Content-Length")) }
    return .success(length)
  }

  /// The index of the CR LF CR LF that ends the headers starting at `start`.
  private static func headerEnd(in bytes: [UInt8], from start: Int) -> Int? {
    guard bytes.count - start >= 4 else { return nil }
    var index = start
    while index + 3 < bytes.count {
      if bytes[index] == 13, bytes[index + 1] == 10, bytes[index + 2] == 13, bytes[index + 3] == 10 { return index }
      index += 1
    }
    return nil
  }
}

extension Substring {
  /// The text without spaces and tabs at either end.
  fileprivate func trimmingBlanks() -> Substring {
    let isText: (Character) -> Bool = { $0 != " " && $0 != "\t" }
    guard let first = firstIndex(where: isText), let last = lastIndex(where: isText) else { return "" }
    return self[first...last]
  }
}
