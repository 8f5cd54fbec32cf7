import ArgumentParser

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `permlint lsp`: the language server, over standard input and output.
struct LSPCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lsp",
    abstract: "Run the language server: diagnostics, quick fixes, rule explanations and feature-map completion.",
    discussion: """
      Speaks the Language Server Protocol over standard input and output, for any editor with an \
      LSP client (Docs/editors.md). Lints the workspace folder the editor opens, with unsaved \
      buffers in place of the files on disk.
      """
  )

  func run() async throws {
    let channel = StdioChannel()
    channel.start()
    let server = LanguageServer(channel: channel, root: FileManager.default.currentDirectoryPath)
    let status = await server.run()
    // The reader thread may still wait on standard input: end the process, not just `run`.
    ProcessExit.now(status)
  }
}
