import Foundation
import PermlintTestSupport
import Testing

@_spi(Testing) @testable import PermlintKit

/// Directory entries read from the kernel's records (`pl_read_directory_entries`) against
/// `readdir`'s.
@Suite("File-system calls")
struct FileSystemCallsTests {
  private static func described(_ entries: [FileSystemCalls.Entry]?) -> [String]? {
    entries?.map { "\($0.name) \($0.kind)" }.sorted()
  }

  @Test("a directory's entries are readdir's, over many buffers, with every kind and odd names")
  func entriesAsReaddir() throws {
    let directory = try TemporaryDirectory()
    let manager = FileManager.default
    // Long names: 3,000 records of about 220 bytes fill several 32 KB buffers.
    for index in 0..<3_000 {
      let name = "file-\(index)-" + String(repeating: "x", count: 200)
      #expect(manager.createFile(atPath: "\(directory.path)/\(name)", contents: Data()))
    }
    for name in ["é dossier", "名前", ".hidden", "..dots", "a b", "-", "\u{301}mark"] {
      try manager.createDirectory(atPath: "\(directory.path)/\(name)", withIntermediateDirectories: false)
    }
    try manager.createSymbolicLink(atPath: "\(directory.path)/link", withDestinationPath: "é dossier")
    try manager.createSymbolicLink(atPath: "\(directory.path)/dangling", withDestinationPath: "nowhere")
    let expected = Self.described(FileSystemCalls.entriesByStream(of: directory.path))
    #expect(expected?.count == 3_009)
    #expect(Self.described(FileSystemCalls.entries(of: directory.path)) == expected)
    let listed = FileSystemCalls.directory(directory.path)
    #expect(Self.described(listed?.entries) == expected)
    #expect(listed?.status.isDirectory == true)
  }

  @Test("an empty directory has no entries; a file and a missing path are no directory")
  func emptyAndNoDirectory() throws {
    let directory = try TemporaryDirectory()
    #expect(FileSystemCalls.entries(of: directory.path)?.isEmpty == true)
    #expect(FileSystemCalls.directory(directory.path)?.entries?.isEmpty == true)
    #expect(FileManager.default.createFile(atPath: "\(directory.path)/file", contents: Data("x".utf8)))
    #expect(FileSystemCalls.entries(of: "\(directory.path)/file") == nil)
    #expect(FileSystemCalls.directory("\(directory.path)/file") == nil)
    #expect(FileSystemCalls.entries(of: "\(directory.path)/missing") == nil)
  }
}
