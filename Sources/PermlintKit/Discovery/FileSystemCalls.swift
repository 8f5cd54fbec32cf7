import CDirectoryEntries

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

// `DIR` is opaque in Glibc and Musl, a struct in Darwin.
#if canImport(Glibc) || canImport(Musl)
  private typealias DirectoryStream = OpaquePointer
#else
  private typealias DirectoryStream = UnsafeMutablePointer<DIR>
#endif

/// The few file-system calls discovery and reading make, one system call each. Foundation's
/// `attributesOfItem` makes several per file (and looks up owner names), which made walking a
/// monorepo cost more than parsing it.
enum FileSystemCalls {
  /// What a path is.
  struct Status {
    var device: UInt64
    var inode: UInt64
    var isDirectory: Bool
    var isSymbolicLink: Bool
    var size: Int

    /// What a `stat` or `fstat` said.
    init(_ buffer: stat) {
      let type = buffer.st_mode & S_IFMT
      device = UInt64(buffer.st_dev)
      inode = UInt64(buffer.st_ino)
      isDirectory = type == S_IFDIR
      isSymbolicLink = type == S_IFLNK
      size = Int(buffer.st_size)
    }
  }

  /// The status of the path itself (`followLinks: false`) or of what it points to.
  static func status(_ path: String, followLinks: Bool) -> Status? {
    var buffer = stat()
    let result = followLinks ? stat(path, &buffer) : lstat(path, &buffer)
    guard result == 0 else { return nil }
    return Status(buffer)
  }

  /// An entry of a directory, with the type the directory records when it records one.
  struct Entry {
    enum Kind {
      case regularFile
      case directory
      /// A link, or a file system that does not record types: ask `status`.
      case other
    }

    var name: String
    var kind: Kind
  }

  /// The status and entries of the directory at `path` itself, not of a link's target,
  /// from one `open`: `nil` when the path is no directory (a link to one included), as
  /// `status(path, followLinks: false)` says; the entries `nil` when it cannot be read.
  static func directory(_ path: String) -> (status: Status, entries: [Entry]?)? {
    let descriptor = openDirectory(path)
    guard descriptor >= 0 else {
      // A link, no directory, or a directory that cannot be opened: its own status says.
      guard let status = status(path, followLinks: false), status.isDirectory else { return nil }
      return (status, nil)
    }
    return listing(descriptor) { status, entries, _ in (status, entries) }
  }

  /// Opens the directory at `path` itself (not a link's target) for `listing`; a negative
  /// result when it is no directory or cannot be opened.
  static func openDirectory(_ path: String) -> Int32 { open(path, directoryFlags) }

  /// Opens the directory `name` of the open directory `parent` itself (not a link's target)
  /// for `listing`: the kernel looks up one name instead of walking every component of an
  /// absolute path again (7% of a clean monorepo's run on a machine whose dentry cache was
  /// crowded). A negative result when it is no directory or cannot be opened.
  static func openDirectory(_ name: String, in parent: Int32) -> Int32 {
    openat(parent, name, directoryFlags)
  }

  /// Hands the status and entries (`nil` when they cannot be read) of the open directory
  /// `descriptor` to `body`, with the descriptor, which stays open while `body` runs (to open
  /// the folders inside relative to it), and closes it; `nil` without its status.
  static func listing<Result>(
    _ descriptor: Int32, _ body: (Status, [Entry]?, Int32) -> Result
  ) -> Result? {
    var buffer = stat()
    guard fstat(descriptor, &buffer) == 0 else {
      close(descriptor)
      return nil
    }
    let status = Status(buffer)
    #if os(Linux)
      // The kernel's records, read straight: `fdopendir` made three more system calls per
      // directory (issue 23).
      defer { close(descriptor) }
      return body(status, entries(ofOpen: descriptor), descriptor)
    #else
      return listingByStream(descriptor, status, body)
    #endif
  }

  #if !os(Linux)
    /// `listing` through `fdopendir` and `readdir`.
    private static func listingByStream<Result>(
      _ descriptor: Int32, _ status: Status, _ body: (Status, [Entry]?, Int32) -> Result
    ) -> Result? {
      // `closedir` closes the descriptor too.
      guard let directory = fdopendir(descriptor) else {
        defer { close(descriptor) }
        return body(status, nil, descriptor)
      }
      defer { closedir(directory) }
      return body(status, entries(of: directory), descriptor)
    }
  #endif

  private static let directoryFlags = O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC

  /// How many descriptors the process may have open (its soft limit), 256 when unknown.
  static let openFileLimit: Int = {
    var limit = rlimit()
    #if canImport(Glibc)
      let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
    #else
      let resource = RLIMIT_NOFILE
    #endif
    guard getrlimit(resource, &limit) == 0 else { return 256 }
    // `RLIM_INFINITY` and limits beyond `Int` read as a large budget.
    return limit.rlim_cur > rlim_t(Int.max) ? Int.max / 2 : max(Int(limit.rlim_cur), 64)
  }()

  /// The entries of a directory, without `.` and `..`; `nil` when it cannot be read.
  static func entries(of path: String) -> [Entry]? {
    #if os(Linux)
      let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
      guard descriptor >= 0 else { return nil }
      defer { close(descriptor) }
      return entries(ofOpen: descriptor)
    #else
      guard let directory = opendir(path) else { return nil }
      defer { closedir(directory) }
      return entries(of: directory)
    #endif
  }

  /// The entries of a directory as `readdir` gives them, for comparison in tests.
  static func entriesByStream(of path: String) -> [Entry]? {
    guard let directory = opendir(path) else { return nil }
    defer { closedir(directory) }
    return entries(of: directory)
  }

  /// The entries of the open directory `descriptor`, without `.` and `..`, from the kernel's
  /// 64-bit records (`pl_read_directory_entries`); `nil` when it cannot be read at all, the
  /// entries read so far when reading fails later, as `readdir` gives them.
  static func entries(ofOpen descriptor: Int32) -> [Entry]? {
    // Records: the inode (8 bytes), the offset (8), the record's length (2), the type (1), the
    // NUL-terminated name.
    let size = 32 * 1024
    return withUnsafeTemporaryAllocation(byteCount: size, alignment: 8) { buffer -> [Entry]? in
      var entries: [Entry] = []
      var first = true
      while true {
        let count = pl_read_directory_entries(descriptor, buffer.baseAddress, size)
        if count < 0 && first { return nil }
        guard count > 0 else { return entries }
        first = false
        var offset = 0
        while offset + 19 < count {
          let length = Int(buffer.load(fromByteOffset: offset + 16, as: UInt16.self))
          guard length > 19, offset + length <= count else { return entries }
          let type = buffer[offset + 18]
          let name = UnsafeRawBufferPointer(rebasing: buffer[(offset + 19)..<(offset + length)])
          let end = name.firstIndex(of: 0) ?? name.count
          offset += length
          let bytes = UnsafeRawBufferPointer(rebasing: name[..<end])
          let dot = UInt8(ascii: ".")
          if (end == 1 && bytes[0] == dot) || (end == 2 && bytes[0] == dot && bytes[1] == dot) {
            continue
          }
          let kind: Entry.Kind
          switch Int32(type) {
          case Int32(DT_REG): kind = .regularFile
          case Int32(DT_DIR): kind = .directory
          default: kind = .other
          }
          entries.append(Entry(name: String(decoding: bytes, as: UTF8.self), kind: kind))
        }
      }
    }
  }

  private static func entries(of directory: DirectoryStream) -> [Entry] {
    var entries: [Entry] = []
    while let pointer = readdir(directory) {
      let name = withUnsafePointer(to: &pointer.pointee.d_name) {
        $0.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: pointer.pointee.d_name)) {
          String(cString: $0)
        }
      }
      if name == "." || name == ".." { continue }
      let kind: Entry.Kind
      switch Int32(pointer.pointee.d_type) {
      case Int32(DT_REG): kind = .regularFile
      case Int32(DT_DIR): kind = .directory
      default: kind = .other
      }
      entries.append(Entry(name: name, kind: kind))
    }
    return entries
  }

  /// Why a file could not be read.
  enum ReadFailure: Error {
    case unreadable
    case tooLarge(size: Int)
    /// Refused for the reason given (an archive entry over a limit, damaged data).
    case refused(String)
  }

  /// The bytes of a regular file of at most `limit` bytes, read with one `open`, `fstat` and
  /// as many `read`s as it takes.
  static func contents(of path: String, limit: Int) -> Result<[UInt8], ReadFailure> {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK)
    guard descriptor >= 0 else { return .failure(.unreadable) }
    defer { close(descriptor) }
    var buffer = stat()
    // A FIFO or a device would block or never end; only regular files are read.
    guard fstat(descriptor, &buffer) == 0, buffer.st_mode & S_IFMT == S_IFREG else { return .failure(.unreadable) }
    let size = Int(buffer.st_size)
    if size > limit { return .failure(.tooLarge(size: size)) }
    // Read into uninitialized memory: zeroing a buffer the read overwrites at once was a
    // pass over every byte of the tree.
    var failed = false
    let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
      var offset = 0
      while offset < size, let base = buffer.baseAddress {
        let count = read(descriptor, base + offset, size - offset)
        if count < 0 {
          if errno == EINTR { continue }
          failed = true
          break
        }
        if count == 0 { break }
        offset += count
      }
      // A file that shrank while being read is read as far as it goes.
      initialized = failed ? 0 : offset
    }
    return failed ? .failure(.unreadable) : .success(bytes)
  }
}
