import Foundation

/// The built `permlint lsp`, driven over its standard input and output with real JSON-RPC
/// messages, as an editor drives it.
public final class LanguageServerClient: @unchecked Sendable {
  /// A message from the server.
  public typealias Message = [String: Any]

  public let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  private let lock = NSLock()
  private var received: [UInt8] = []
  private var messages: [Message] = []
  private var nextID = 1

  /// Starts `permlint lsp` in `directory`.
  public init(in directory: URL) throws {
    process.executableURL = PermlintBinary.url
    process.arguments = ["lsp"]
    process.currentDirectoryURL = directory
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    output.fileHandleForReading.readabilityHandler = { [weak self] handle in
      let data = handle.availableData
      guard let self, !data.isEmpty else { return }
      self.lock.withLock { self.received += data }
    }
    try process.run()
  }

  /// Writes raw bytes to the server.
  public func write(_ bytes: [UInt8]) {
    input.fileHandleForWriting.write(Data(bytes))
  }

  /// Sends a message with its header.
  public func send(_ message: [String: Any]) throws {
    var message = message
    message["jsonrpc"] = "2.0"
    let body = try JSONSerialization.data(withJSONObject: message)
    write(Array("Content-Length: \(body.count)\r\n\r\n".utf8) + Array(body))
  }

  /// Sends a request and returns its id.
  @discardableResult
  public func request(_ method: String, _ params: [String: Any] = [:]) throws -> Int {
    let id = nextID
    nextID += 1
    try send(["id": id, "method": method, "params": params])
    return id
  }

  public func notify(_ method: String, _ params: [String: Any] = [:]) throws {
    try send(["method": method, "params": params])
  }

  /// The response to request `id`.
  public func response(_ id: Int, timeout: TimeInterval = 60) throws -> Message {
    try next(timeout: timeout) { ($0["id"] as? Int) == id && $0["method"] == nil }
  }

  /// The next diagnostics published for `uri`.
  public func diagnostics(_ uri: String, timeout: TimeInterval = 60) throws -> [[String: Any]] {
    let message = try next(timeout: timeout) {
      $0["method"] as? String == "textDocument/publishDiagnostics"
        && ($0["params"] as? [String: Any])?["uri"] as? String == uri
    }
    return ((message["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]]) ?? []
  }

  /// The first message not yet taken that matches, waiting for it; the messages before it
  /// that do not match are dropped.
  public func next(timeout: TimeInterval = 60, where matches: (Message) -> Bool) throws -> Message {
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      let found: Message? = lock.withLock {
        frame()
        guard let index = messages.firstIndex(where: matches) else { return nil }
        let message = messages[index]
        messages.removeSubrange(...index)
        return message
      }
      if let found { return found }
      guard Date() < deadline else { throw Timeout() }
      Thread.sleep(forTimeInterval: 0.01)
    }
  }

  /// Every message received and not yet taken.
  public func pending() -> [Message] {
    lock.withLock {
      frame()
      defer { messages = [] }
      return messages
    }
  }

  /// Moves whole messages from `received` to `messages`; called with the lock held.
  private func frame() {
    while let end = received.firstRange(of: Array("\r\n\r\n".utf8)) {
      let header = String(decoding: received[..<end.lowerBound], as: UTF8.self)
      guard let line = header.split(separator: "\r\n").first(where: { $0.lowercased().hasPrefix("content-length:") }),
        let length = Int(line.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces))
      else { return }
      guard received.count >= end.upperBound + length else { return }
      let body = Data(received[end.upperBound..<end.upperBound + length])
      received.removeSubrange(..<(end.upperBound + length))
      if let message = try? JSONSerialization.jsonObject(with: body) as? Message { messages.append(message) }
    }
  }

  /// Closes the server's standard input and waits for it to exit; its exit status.
  public func waitForExit(timeout: TimeInterval = 30) throws -> Int32 {
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning {
      guard Date() < deadline else {
        process.terminate()
        throw Timeout()
      }
      Thread.sleep(forTimeInterval: 0.02)
    }
    output.fileHandleForReading.readabilityHandler = nil
    return process.terminationStatus
  }

  /// A wait that ran out.
  public struct Timeout: Error {}

  deinit {
    if process.isRunning { process.terminate() }
  }
}
