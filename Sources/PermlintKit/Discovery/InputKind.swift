#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One kind of file permlint reads, as one value: how it is recognised from a path, how users
/// name it, how comments look in it, and how its bytes become a document. The kinds are listed
/// once, in `InputKind.all`; adding one is a file under `Discovery/Kinds/` and a line there.
///
/// A class: every discovered file, read entry and parsed file carries its kind, and a copy of
/// a structure of two strings and three closures retained and released five references each
/// time (issue 23); a copy of the class retains one.
public final class InputKind: Sendable {
  /// A stable name of the kind, for tests and debugging (`infoPlist`, `gradleSettings`).
  public let id: String
  /// How users name the files, for `--help`, the README and the note of a run that found
  /// nothing; `nil` when another kind's name covers them or users never name them.
  public let readableName: String?
  /// Whether the file's bytes are read.
  let reading: Reading
  /// Whether a path is a file of this kind. Kinds recognise disjoint sets of paths (a test
  /// checks it), so the order of `all` never decides what a file is.
  let recognizes: @Sendable (InputPath) -> Bool
  /// How comments look in a file of this kind, or `nil` when it cannot carry them (JSON, a
  /// binary property list).
  let commentSyntax: @Sendable ([UInt8]) -> CommentSyntax?
  /// The document a file of this kind holds; `nil` for a file with nothing to say (a
  /// `package.json` that is not JSON, a Dart file that requests nothing).
  let parse: @Sendable (SourceFile, PermissionCatalog) throws(ParseError) -> (any InputDocument)?

  /// How much of a file permlint reads.
  enum Reading: Sendable {
    /// Its bytes.
    case contents
    /// Only its path: where it is says all (a localized resource's folder, a source in an
    /// unread language).
    case nameOnly
    /// Nothing: the front end reads it before linting (`.permlint.yml`), and it is not linted.
    case notLinted
    /// Its entries: a build archive (`.ipa`, `.apk`, `.aab`) that `ArchiveSource` opens.
    case archive
  }

  /// The largest file of this kind that is read when larger than the run's file limit (an
  /// app's binary); `nil` for the run's limit.
  var sizeLimit: Int? { id == "machOBinary" ? MachOReader.maximumSize : nil }

  init(
    id: String, readableName: String?, reading: Reading = .contents,
    recognizes: @escaping @Sendable (InputPath) -> Bool,
    commentSyntax: @escaping @Sendable ([UInt8]) -> CommentSyntax? = { _ in nil },
    parse: @escaping @Sendable (SourceFile, PermissionCatalog) throws(ParseError) -> (any InputDocument)?
  ) {
    self.id = id
    self.readableName = readableName
    self.reading = reading
    self.recognizes = recognizes
    self.commentSyntax = commentSyntax
    self.parse = parse
  }

  /// The files permlint reads, as users name them: the one list behind `--help`, the README
  /// table and the "not a file permlint reads" message, so none can leave a kind out.
  public static let readableNames = all.compactMap(\.readableName)

  /// The kind of a file from its path, or `nil` when permlint does not read it.
  public static func classify(path: String) -> InputKind? {
    let input = InputPath(path)
    guard !input.name.isEmpty else { return nil }
    // Asked by index: `first(where:)` copied every kind it passed (its id, name and three
    // closures retained and released), for every file of a monorepo (issue 23).
    for index in all.indices where all[index].recognizes(input) { return all[index] }
    return nil
  }

  /// The document a file holds, parsed as this kind. Never throws: a file that cannot be
  /// parsed becomes a `FailedDocument`, which the app it falls in reports.
  func document(_ file: SourceFile, catalog: PermissionCatalog) -> (any InputDocument)? {
    do throws(ParseError) {
      return try parse(file, catalog)
    } catch {
      return FailedDocument(error: error, unread: unread(file.path))
    }
  }

  /// A file of this kind whose contents are unknown: it could not be read or parsed.
  func unread(_ path: String) -> UnreadInput { UnreadInput(path: path, isInfoPlist: self == .infoPlist) }

  /// The document a file holds, by the kind its path says; `nil` when permlint does not read it.
  static func document(for file: SourceFile, catalog: PermissionCatalog) -> (any InputDocument)? {
    classify(path: file.path)?.document(file, catalog: catalog)
  }
}

extension InputKind: Hashable, CustomStringConvertible {
  /// Kinds are the same when their ids are.
  public static func == (lhs: InputKind, rhs: InputKind) -> Bool { lhs.id == rhs.id }
  /// Hashes the id.
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }
  /// The id.
  public var description: String { id }
}

/// A path as kinds recognise it: its last component, and its folders when a kind asks.
struct InputPath: Sendable {
  /// The whole path, relative to the scanned root, with forward slashes.
  let path: String
  /// The last component.
  let name: String

  init(_ path: String) {
    self.path = path
    // Only the last component is needed for most paths; the rest is split only when asked.
    name = String(path[(RelativePath.lastSlash(in: path).map(path.index(after:)) ?? path.startIndex)...])
  }

  /// The folders above the file.
  var folders: ArraySlice<Substring> { path.split(separator: "/").dropLast() }

  /// Whether a folder above the file satisfies `predicate`: `folders.contains(where:)`
  /// without making the array. Every kind asks it of every path discovery finds. A path that
  /// is not ASCII is split as characters, as `folders` does (a `/` a combining mark follows
  /// is not a separator there).
  func containsFolder(where predicate: (Substring) -> Bool) -> Bool {
    // The component before the current one: the last component, the name, is never asked.
    var previous: Range<String.Index>?
    var start = path.startIndex
    let utf8 = path.utf8
    var index = utf8.startIndex
    while index < utf8.endIndex {
      let byte = utf8[index]
      if byte >= 0x80 { return folders.contains(where: predicate) }
      if byte == UInt8(ascii: "/") {
        // `split` leaves empty components out.
        if start < index {
          if let previous, predicate(path[previous]) { return true }
          previous = start..<index
        }
        start = utf8.index(after: index)
      }
      index = utf8.index(after: index)
    }
    if start < utf8.endIndex, let previous, predicate(path[previous]) { return true }
    return false
  }

  /// The name without a copied file's `OWNER__REPO__` prefix: after the last of the `__`
  /// that a search from the start finds (`a___b` is `_b`, as `ranges(of:)` gives). Searched in
  /// the bytes of an ASCII name, which every kind asks for; as characters otherwise.
  var unprefixedName: String {
    var after: String.Index?
    let utf8 = name.utf8
    var index = utf8.startIndex
    while index < utf8.endIndex {
      if utf8[index] >= 0x80 { return name.ranges(of: "__").last.map { String(name[$0.upperBound...]) } ?? name }
      let next = utf8.index(after: index)
      if utf8[index] == UInt8(ascii: "_"), next < utf8.endIndex, utf8[next] == UInt8(ascii: "_") {
        index = utf8.index(after: next)
        after = index
      } else {
        index = next
      }
    }
    return after.map { String(name[$0...]) } ?? name
  }

  /// Whether the name has one of the extensions.
  func hasExtension(_ extensions: [String]) -> Bool { extensions.contains { name.hasSuffix($0) } }

  /// `base` itself, or `base` after a `-` or `_` separator: `Signal-Info.plist`,
  /// `OWNER__REPO__Info.plist`, but not `MyInfo.plist`.
  func isNamed(_ base: String) -> Bool {
    guard name.hasSuffix(base) else { return false }
    let prefix = name.dropLast(base.count)
    return prefix.isEmpty || prefix.hasSuffix("-") || prefix.hasSuffix("_")
  }

  /// Whether a folder above the file is one whose code ships in no app.
  var isInTestFolder: Bool { containsFolder(where: ExampleApps.isTestFolder) }

  /// The locale of the nearest `<locale>.lproj` folder of `path` (or component, the file's
  /// name among them, with `includingName`): `locale(in:)` of its components, read from the
  /// bytes of an ASCII path. Every `.strings` file of a run asks it, and the generic search
  /// of a `Substring` for `.lproj` was a hundredth of a monorepo's run (issue 23). A path
  /// that is not ASCII is split and searched as characters.
  static func locale(ofPath path: String, includingName: Bool) -> String? {
    // `nil` when the path is not contiguous, `ascii` false when it is not ASCII: both
    // searched as characters below.
    let read = path.utf8.withContiguousStorageIfAvailable { bytes -> (ascii: Bool, locale: String?) in
      guard !bytes.contains(where: { $0 >= 0x80 }) else { return (false, nil) }
      let slash = UInt8(ascii: "/")
      var end = bytes.count
      var skip = !includingName
      while end > 0 {
        var start = end
        while start > 0, bytes[start - 1] != slash { start -= 1 }
        // `split` leaves empty components out, and `folders` drops the last one it keeps.
        if start < end {
          if skip {
            skip = false
          } else if let found = firstLproj(in: bytes, start..<end) {
            var nameStart = start
            // The last `__` before `.lproj`, as `ranges(of:)` finds them: left to right,
            // without overlapping.
            var index = start
            while index + 1 < found {
              if bytes[index] == UInt8(ascii: "_"), bytes[index + 1] == UInt8(ascii: "_") {
                nameStart = index + 2
                index += 2
              } else {
                index += 1
              }
            }
            return (true, String(decoding: UnsafeBufferPointer(rebasing: bytes[nameStart..<found]), as: UTF8.self))
          }
        }
        end = start - 1
      }
      return (true, nil)
    }
    if let read, read.ascii { return read.locale }
    let components = path.split(separator: "/")
    return locale(in: includingName ? components : Array(components.dropLast()))
  }

  /// Where `.lproj` first starts in `bytes[range]`.
  private static func firstLproj(in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
    let needle: StaticString = ".lproj"
    let count = needle.utf8CodeUnitCount
    guard range.count >= count else { return nil }
    return needle.withUTF8Buffer { needle in
      var start = range.lowerBound
      while start + count <= range.upperBound {
        if bytes[start] == needle[0] {
          var offset = 1
          while offset < count, bytes[start + offset] == needle[offset] { offset += 1 }
          if offset == count { return start }
        }
        start += 1
      }
      return nil
    }
  }

  /// The locale of the nearest `<locale>.lproj` component of a path.
  static func locale(in components: [Substring]) -> String? {
    for component in components.reversed() {
      guard let range = component.firstRange(of: ".lproj") else { continue }
      let prefix = component[..<range.lowerBound]
      // Names such as `OWNER__REPO__fr.lproj__InfoPlist.strings` carry the locale after the
      // last double underscore; a single `_` is part of the locale (`en_AU`, `zh_Hans`).
      let name = prefix.ranges(of: "__").last.map { prefix[$0.upperBound...] } ?? prefix
      return String(name)
    }
    return nil
  }
}
