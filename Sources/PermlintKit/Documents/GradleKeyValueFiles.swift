#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A key and its value in a properties or TOML file, with where the key is.
@_spi(RuleAuthoring) @_spi(Testing) public struct KeyValueEntry: Sendable {
  /// The key as written (for TOML, without quotes).
  public var key: String
  /// The value, trimmed, without surrounding quotes.
  public var value: String
  /// Where the key starts.
  public var position: SourcePosition
}

/// `gradle.properties`: project properties that scripts read with `project.X`,
/// `findProperty("X")` or `providers.gradleProperty("X")`.
@_spi(RuleAuthoring) @_spi(Testing) public struct GradlePropertiesDocument: Sendable {
  /// The file's path relative to the scanned root.
  public var path: String
  /// Every `key=value` or `key: value` line, in file order.
  public var entries: [KeyValueEntry]

  /// Reads the file. Never fails: lines it cannot read are left out.
  public init(file: SourceFile) {
    path = file.path
    entries = KeyValueLines.read(file) { line in
      // `#` and `!` start comments; `=`, `:` or whitespace separate key and value.
      guard let first = line.first, first != "#", first != "!" else { return nil }
      guard let separator = line.firstIndex(where: { $0 == "=" || $0 == ":" }) else { return nil }
      let key = line[..<separator].trimmingWhitespace()
      return key.isEmpty ? nil : (key, line[line.index(after: separator)...].trimmingWhitespace())
    }
  }
}

/// `gradle/libs.versions.toml`: a version catalog; permlint reads its `[versions]` table,
/// which scripts reach as `libs.versions.<name>`.
@_spi(RuleAuthoring) @_spi(Testing) public struct VersionCatalogDocument: Sendable {
  /// The file's path relative to the scanned root.
  public var path: String
  /// Every `name = "value"` of the `[versions]` table, in file order.
  public var versions: [KeyValueEntry]
  /// The `[plugins]` table: plugin id by alias as written (`android-application`).
  public var plugins: [String: String] = [:]
  /// The `[libraries]` table: `group:artifact` by alias as written (`firebase-messaging`).
  public var libraries: [String: String] = [:]

  /// Reads the file. Never fails: what it cannot read is left out.
  public init(file: SourceFile) {
    path = file.path
    var table = ""
    var entries: [(table: String, entry: KeyValueEntry)] = []
    versions = KeyValueLines.read(file) { line in
      if line.hasPrefix("[") {
        table = line.trimmingCharacters(in: "[] ")
        return nil
      }
      guard let equals = line.firstIndex(of: "="), !line.hasPrefix("#") else { return nil }
      let key = line[..<equals].trimmingWhitespace().trimmingCharacters(in: "\"' ")
      var value = line[line.index(after: equals)...].trimmingWhitespace()
      if let hash = value.firstIndex(of: "#"), value.hasPrefix("\"") || value.hasPrefix("'") {
        value = String(value[..<hash]).trimmingWhitespace()
      }
      guard table == "versions" else {
        entries.append((table, KeyValueEntry(key: key, value: value, position: .start)))
        return nil
      }
      return (key, value.trimmingCharacters(in: "\"' "))
    }
    for (table, entry) in entries {
      switch table {
      case "plugins":
        // `x = { id = "com.android.application", version.ref = "agp" }` or `x = "id:1.0"`.
        if let id = Self.field("id", in: entry.value) {
          plugins[entry.key] = id
        } else if entry.value.hasPrefix("\"") {
          plugins[entry.key] = String(entry.value.trimmingCharacters(in: "\"' ").split(separator: ":").first ?? "")
        }
      case "libraries":
        if let module = Self.field("module", in: entry.value) {
          libraries[entry.key] = module
        } else if let group = Self.field("group", in: entry.value), let name = Self.field("name", in: entry.value) {
          libraries[entry.key] = group + ":" + name
        } else if entry.value.hasPrefix("\"") {
          let parts = entry.value.trimmingCharacters(in: "\"' ").split(separator: ":")
          if parts.count >= 2 { libraries[entry.key] = parts[0] + ":" + parts[1] }
        }
      default:
        continue
      }
    }
  }

  /// The string value of `name = "…"` inside an inline table.
  private static func field(_ name: String, in table: String) -> String? {
    var rest = Substring(table)
    while let range = rest.firstRange(of: name) {
      let before = rest[..<range.lowerBound].last
      var after = rest[range.upperBound...].drop { $0 == " " }
      rest = rest[range.upperBound...]
      guard before == nil || before == "{" || before == " " || before == ",", after.first == "=" else { continue }
      after = after.dropFirst().drop { $0 == " " }
      guard let quote = after.first, quote == "\"" || quote == "'" else { return nil }
      let value = after.dropFirst().prefix { $0 != quote }
      return String(value)
    }
    return nil
  }

  /// Gradle's accessor for an alias: `-`, `_` and `.` are the same separator.
  static func accessor(_ alias: String) -> String {
    String(alias.lowercased().map { "-_".contains($0) ? "." : $0 })
  }

  /// The plugin id a `libs.plugins.a.b` accessor names.
  public func plugin(accessor: [String]) -> String? {
    let wanted = accessor.joined(separator: ".").lowercased()
    return plugins.first { Self.accessor($0.key) == wanted }?.value
  }

  /// The `group:artifact` a `libs.a.b` accessor names.
  public func library(accessor: [String]) -> String? {
    let wanted = accessor.joined(separator: ".").lowercased()
    return libraries.first { Self.accessor($0.key) == wanted }?.value
  }

  /// The entry a `libs.versions.a.b` accessor reaches: Gradle maps `-`, `_` and `.` in
  /// names to the same accessor segments, and camel case stays as written.
  public func version(accessor: [String]) -> KeyValueEntry? {
    let wanted = accessor.joined(separator: ".").lowercased()
    return versions.first { entry in
      String(entry.key.lowercased().map { "-_".contains($0) ? "." : $0 }) == wanted
    }
  }
}

/// Reads a file line by line, for formats whose entries are one line each.
enum KeyValueLines {
  static func read(_ file: SourceFile, entry: (String) -> (key: String, value: String)?) -> [KeyValueEntry] {
    let text = String(decoding: TextDecoding.utf8(file.bytes).bytes, as: UTF8.self)
    var result: [KeyValueEntry] = []
    var lineNumber = 0
    for rawLine in text.split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
    {
      lineNumber += 1
      let leading = rawLine.unicodeScalars.prefix { $0 == " " || $0 == "\t" }.count
      let line = rawLine.trimmingWhitespace()
      guard !line.isEmpty, let found = entry(line) else { continue }
      result.append(
        KeyValueEntry(
          key: found.key, value: found.value, position: SourcePosition(line: lineNumber, column: leading + 1)))
    }
    return result
  }
}

extension String {
  /// The string without the given characters at either end.
  func trimmingCharacters(in set: String) -> String {
    var scalars = Substring(self)
    while let first = scalars.first, set.contains(first) { scalars = scalars.dropFirst() }
    while let last = scalars.last, set.contains(last) { scalars = scalars.dropLast() }
    return String(scalars)
  }
}
