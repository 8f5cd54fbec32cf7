import PermlintKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `permlint lsp`: a Language Server Protocol server for one workspace. It lints the
/// workspace's apps as `permlint` does, with the editor's open buffers in place of the files
/// on disk, and publishes each file's findings as diagnostics; code actions apply the
/// findings' fixes, hover explains a finding's rule, and `permlint.yml` gets completion.
///
/// Messages are handled one at a time, in order. A change only marks the workspace for a
/// lint, which runs once the batch of messages read so far is handled (or before answering a
/// request that needs the findings), so a burst of keystrokes costs one lint.
actor LanguageServer {
  /// JSON-RPC and LSP error codes.
  enum ErrorCode: Int {
    case parseError = -32700
    case invalidRequest = -32600
    case methodNotFound = -32601
    case invalidParams = -32602
    case serverNotInitialized = -32002
  }

  let channel: StdioChannel
  /// The workspace folder linted, absolute; the current directory until `initialize` names one.
  var root: String
  /// The open documents' text, by absolute path.
  var buffers: [String: String] = [:]
  /// The findings of the last lint.
  var report: LintReport?
  /// Whether something changed since the last lint.
  var needsLint = false
  /// Files changed since the last publication, which are published even when their
  /// diagnostics did not change, so a client sees an answer to every change.
  var touched: Set<String> = []
  /// The diagnostics last published, by document URI; a file drops out once published empty.
  var published: [String: JSON] = [:]
  /// The last configuration problem logged, so one broken `.permlint.yml` is said once.
  var loggedConfigurationProblem: String?
  private var isInitialized = false
  private var isShutDown = false

  init(channel: StdioChannel, root: String) {
    self.channel = channel
    self.root = root
  }

  /// Serves until `exit` or the end of standard input; the process's exit status (0 after
  /// `shutdown`, 1 otherwise, as LSP asks).
  func run() async -> Int32 {
    while let frames = await channel.next() {
      for frame in frames {
        if let status = await handle(frame) { return status }
      }
      if needsLint { await lintAndPublish() }
    }
    return isShutDown ? 0 : 1
  }

  /// Handles one frame; the exit status once the client says `exit`.
  private func handle(_ frame: MessageFraming.Frame) async -> Int32? {
    guard case .message(let body) = frame else {
      if case .badHeader(let reason) = frame { sendError(id: .null, .parseError, "bad message header: \(reason)") }
      return nil
    }
    guard let message = JSON.parse(body) else {
      sendError(id: .null, .parseError, "the message is not JSON")
      return nil
    }
    let id = message["id"]
    guard let method = message["method"]?.string else {
      // A response to a request of ours (the server sends none that need one), or nonsense.
      if message["result"] == nil, message["error"] == nil {
        sendError(id: id ?? .null, .invalidRequest, "a message needs a method")
      }
      return nil
    }
    let params = message["params"] ?? .null
    guard let id else {
      return await notification(method, params)
    }
    await request(method, id: id, params)
    return nil
  }

  private func request(_ method: String, id: JSON, _ params: JSON) async {
    if method == "initialize" {
      initialize(params)
      isInitialized = true
      send(id: id, result: Self.initializeResult)
      return
    }
    guard isInitialized else { return sendError(id: id, .serverNotInitialized, "initialize first") }
    guard !isShutDown else { return sendError(id: id, .invalidRequest, "the server is shutting down") }
    switch method {
    case "shutdown":
      isShutDown = true
      send(id: id, result: .null)
    case "textDocument/codeAction":
      await lintIfNeeded()
      send(id: id, result: codeActions(params))
    case "textDocument/hover":
      await lintIfNeeded()
      send(id: id, result: hover(params))
    case "textDocument/completion":
      send(id: id, result: completion(params))
    default:
      sendError(id: id, .methodNotFound, "unknown method \(method)")
    }
  }

  /// Handles a notification; unknown ones are ignored, as LSP asks.
  private func notification(_ method: String, _ params: JSON) async -> Int32? {
    switch method {
    case "exit":
      return isShutDown ? 0 : 1
    case "initialized":
      changed(nil)
    case "textDocument/didOpen":
      guard let path = documentPath(params), let text = params["textDocument"]?["text"]?.string else { break }
      buffers[path] = text
      changed(path)
    case "textDocument/didChange":
      // Full synchronization: the last change holds the whole text.
      guard let path = documentPath(params), let text = params["contentChanges"]?.array?.last?["text"]?.string
      else { break }
      buffers[path] = text
      changed(path)
    case "textDocument/didSave":
      guard let path = documentPath(params) else { break }
      if let text = params["text"]?.string { buffers[path] = text }
      changed(path)
    case "textDocument/didClose":
      // The file on disk counts again, which may differ from the buffer that was thrown away.
      guard let path = documentPath(params) else { break }
      buffers[path] = nil
      changed(path)
    case "workspace/didChangeWatchedFiles":
      changed(nil)
    default:
      break
    }
    return nil
  }

  private func initialize(_ params: JSON) {
    let folder = params["workspaceFolders"]?.array?.first?["uri"]?.string
    if let path = (folder ?? params["rootUri"]?.string).flatMap(DocumentURI.path) {
      root = path
    } else if let path = params["rootPath"]?.string, path.hasPrefix("/") {
      root = path
    }
  }

  static let initializeResult: JSON = [
    "capabilities": [
      "positionEncoding": "utf-16",
      "textDocumentSync": ["openClose": true, "change": 1, "save": ["includeText": false]],
      "codeActionProvider": ["codeActionKinds": ["quickfix"]],
      "hoverProvider": true,
      "completionProvider": ["triggerCharacters": [":", " ", "[", "{", ","]],
    ],
    "serverInfo": ["name": .string(PermlintInfo.name), "version": .string(PermlintInfo.version)],
  ]

  /// Marks the workspace for a lint after a change to `path` (or to something else).
  private func changed(_ path: String?) {
    needsLint = true
    if let path { touched.insert(path) }
  }

  func lintIfNeeded() async {
    if needsLint { await lintAndPublish() }
  }

  /// The absolute path of the params' `textDocument`, when it is a file.
  func documentPath(_ params: JSON) -> String? {
    params["textDocument"]?["uri"]?.string.flatMap(DocumentURI.path)
  }

  func send(id: JSON, result: JSON) {
    channel.send(["jsonrpc": "2.0", "id": id, "result": result])
  }

  func sendError(id: JSON, _ code: ErrorCode, _ message: String) {
    channel.send(["jsonrpc": "2.0", "id": id, "error": ["code": .integer(code.rawValue), "message": .string(message)]])
  }

  func notify(_ method: String, _ params: JSON) {
    channel.send(["jsonrpc": "2.0", "method": .string(method), "params": params])
  }
}
