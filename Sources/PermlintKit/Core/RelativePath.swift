#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Paths relative to a folder, the one way every stage writes them: findings, discovery,
/// configuration and the model name files relative to the scanned root with forward slashes.
enum RelativePath {
  /// `path` relative to `folder` when it is strictly below it, else `nil`. Both are
  /// absolute, or both relative to the same root where `.` is the root itself.
  static func below(_ path: String, _ folder: String) -> String? {
    if folder == "." { return path.hasPrefix("/") || path == "." ? nil : path }
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    return path.hasPrefix(prefix) && path != folder ? String(path.dropFirst(prefix.count)) : nil
  }

  /// `path` relative to `folder` (`.` for the folder itself), or unchanged when it is outside.
  static func display(_ path: String, in folder: String) -> String {
    path == folder ? "." : below(path, folder) ?? path
  }

  /// Whether `path` is `folder` or inside it.
  static func isInside(_ path: String, _ folder: String) -> Bool {
    path == folder || below(path, folder) != nil
  }

  /// A path inside the scanned root without `.` and empty components, `..` resolved; `nil`
  /// when `..` climbs above the root (`.` for the root itself).
  static func normalizedInside(_ path: String) -> String? {
    var parts: [Substring] = []
    for part in path.split(separator: "/") {
      if part == "." || part.isEmpty { continue }
      if part == ".." {
        guard parts.popLast() != nil else { return nil }
      } else {
        parts.append(part)
      }
    }
    return parts.isEmpty ? "." : parts.joined(separator: "/")
  }

  /// `relative` resolved against `directory` (`.` for the scanned root), inside the root;
  /// `nil` when it climbs above it.
  static func joinedInside(_ directory: String, _ relative: String) -> String? {
    normalizedInside(directory == "." ? relative : "\(directory)/\(relative)")
  }

  /// An absolute path without `.`/`..` components, duplicate or trailing slashes.
  static func normalizedAbsolute(_ path: String) -> String {
    join("/", path)
  }

  /// `base/relative` with `.` and `..` resolved; `..` past the root is kept.
  static func join(_ base: String, _ relative: String) -> String {
    // An absolute base keeps its leading slash, and `..` never climbs above `/`.
    let absolute = base.hasPrefix("/")
    var parts: [String] = base == "." ? [] : base.split(separator: "/").map(String.init)
    for part in relative.split(separator: "/") {
      if part == "." || part.isEmpty { continue }
      if part == "..", let last = parts.last, last != ".." {
        parts.removeLast()
      } else if part == "..", absolute {
        continue
      } else {
        parts.append(String(part))
      }
    }
    if absolute { return "/" + parts.joined(separator: "/") }
    return parts.isEmpty ? "." : parts.joined(separator: "/")
  }

  /// The directory and every ancestor up to the scanned root, nearest first.
  static func ancestors(of directory: String) -> [String] {
    var result: [String] = []
    var current = directory
    while true {
      result.append(current)
      if current == "." { break }
      current = Self.directory(of: current)
    }
    return result
  }

  /// The last non-empty component of a path (`""` for `/`), as `split(separator: "/").last`
  /// gives it, without splitting the whole path: the walk asks it of every folder.
  static func lastComponent(of path: String) -> String {
    // An ASCII path is cut at its last slash byte; any other is read as characters, as
    // `split` reads it (a `/` that a combining mark follows is no separator there).
    let utf8 = path.utf8
    if utf8.allSatisfy({ $0 < 0x80 }) {
      var end = utf8.endIndex
      while end > utf8.startIndex, utf8[utf8.index(before: end)] == UInt8(ascii: "/") { end = utf8.index(before: end) }
      var start = end
      while start > utf8.startIndex, utf8[utf8.index(before: start)] != UInt8(ascii: "/") {
        start = utf8.index(before: start)
      }
      return String(path[start..<end])
    }
    var end = path.endIndex
    while end > path.startIndex, path[path.index(before: end)] == "/" { end = path.index(before: end) }
    let trimmed = path[..<end]
    guard let slash = trimmed.lastIndex(of: "/") else { return String(trimmed) }
    return String(trimmed[trimmed.index(after: slash)...])
  }

  /// The directory part of a relative path: everything before the last `/`, or `.`.
  static func directory(of path: String) -> String {
    guard let slash = lastSlash(in: path) else { return "." }
    return String(path[..<slash])
  }

  /// Where the last `/` of `path` is, as `path.lastIndex(of: "/")` finds it, found in the
  /// bytes: the search by characters breaks graphemes, and discovery, grouping and every
  /// source kind ask it of every path (5% of a run over 6,000 small files, issue 23).
  ///
  /// A `/` byte is a character of its own unless a mark that extends it follows (only a byte
  /// of 0x80 and above can) or a prepended character comes before it (likewise): when either
  /// neighbour is not ASCII, the characters are searched.
  static func lastSlash(in path: String) -> String.Index? {
    let utf8 = path.utf8
    var index = utf8.endIndex
    while index > utf8.startIndex {
      let before = utf8.index(before: index)
      let byte = utf8[before]
      if byte >= 0x80 { return path.lastIndex(of: "/") }
      if byte == UInt8(ascii: "/") {
        if before > utf8.startIndex, utf8[utf8.index(before: before)] >= 0x80 { return path.lastIndex(of: "/") }
        return before
      }
      index = before
    }
    return nil
  }
}
