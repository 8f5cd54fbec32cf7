/// Logical paths inside a build archive: `app.ipa!/Payload/App.app/Info.plist` is the entry
/// `Payload/App.app/Info.plist` of `app.ipa`. Every report format prints them as they are;
/// SARIF splits them into the archive and the entry (`SARIFReporter`).
enum ArchivePath {
  /// Between the archive's path and the entry's name.
  static let separator = "!/"

  /// The archive and the entry of a logical path, or `nil` for a file on disk.
  static func split(_ path: String) -> (archive: String, entry: String)? {
    // Most paths name no archive: a byte test before the search on characters.
    guard ByteSearch.mayContain(path, "!/"), let range = path.firstRange(of: separator) else { return nil }
    return (String(path[..<range.lowerBound]), String(path[range.upperBound...]))
  }

  /// Why an entry name is refused, or `nil` when it names a place inside the archive: an
  /// absolute name, a drive letter, a `..` component or a backslash would, extracted, land
  /// outside the folder the archive is extracted to, and a NUL byte cuts names short.
  static func problem(_ name: String) -> String? {
    if name.hasPrefix("/") { return "is an absolute path" }
    if name.contains("\\") { return "contains a backslash" }
    if name.utf8.contains(0) { return "contains a NUL byte" }
    let components = name.split(separator: "/", omittingEmptySubsequences: false)
    if components.contains("..") { return "has a '..' component that leaves the archive" }
    if let first = components.first, first.count == 2, first.hasSuffix(":") { return "starts with a drive letter" }
    return nil
  }

  /// A name as messages show it, with control characters escaped.
  static func quoted(_ name: String) -> String {
    var text = ""
    for scalar in name.unicodeScalars {
      if scalar.value < 0x20 || scalar.value == 0x7F {
        text += "\\u{\(String(scalar.value, radix: 16))}"
      } else {
        text.unicodeScalars.append(scalar)
      }
    }
    return "'\(text)'"
  }
}
