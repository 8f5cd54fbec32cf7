/// The packages an npm lock file pins at the top of `node_modules`: the versions that decide
/// which pods a React Native, Capacitor or Cordova app builds.
enum NpmLock {
  /// `package-lock.json`: `packages["node_modules/<name>"].version` (lockfile versions 2 and
  /// 3), else `dependencies["<name>"].version` (version 1). Nested copies are left out, and
  /// so are packages only devDependencies bring in (`"dev": true`), which no app build
  /// installs: https://docs.npmjs.com/cli/v10/configuring-npm/package-lock-json ("dev",
  /// checked 2026-11-25).
  static func packageLock(_ file: SourceFile) -> [LockedDependency] {
    guard let root = try? JSONParser.parse(file) else { return [] }
    if let packages = root["packages"]?.object {
      return packages.compactMap { member in
        let prefix = "node_modules/"
        guard member.key.hasPrefix(prefix) else { return nil }
        let name = String(member.key.dropFirst(prefix.count))
        guard !name.contains("/node_modules/"), member.value["dev"]?.bool != true,
          let version = member.value["version"]
        else { return nil }
        return LockedDependency(name: name, version: version.string, location: file.location(version.position))
      }
    }
    return (root["dependencies"]?.object ?? []).compactMap { member in
      guard member.value["dev"]?.bool != true, let version = member.value["version"] else { return nil }
      return LockedDependency(name: member.key, version: version.string, location: file.location(version.position))
    }
  }

  /// `yarn.lock`, classic (`"name@^1.0.0", name@^1.2.0:` then `  version "1.2.3"`) and Berry
  /// (`"name@npm:^1.0.0":` then `  version: 1.2.3`): each package at its first `version` line.
  /// Neither format marks the packages only devDependencies bring in, so an entry says the
  /// package is installed, not that the app builds it: a caller that needs the app's own
  /// packages checks package.json's `dependencies`.
  static func yarnLock(_ file: SourceFile) -> [LockedDependency] {
    let lines = LineTable(utf8: file.bytes)
    var result: [LockedDependency] = []
    var seen = Set<String>()
    var current: String?
    var offset = 0
    for line in file.bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
      defer { offset += line.count + 1 }
      let text = String(decoding: line, as: UTF8.self)
      if let first = text.first, first != " ", first != "#", text.hasSuffix(":") {
        current = name(ofEntry: text)
        continue
      }
      let trimmed = text.drop { $0 == " " }
      guard let name = current, trimmed.hasPrefix("version") else { continue }
      current = nil
      var value = trimmed.dropFirst("version".count)
      let skipped = text.utf8.count - value.utf8.count
      let lead = value.prefix { $0 == ":" || $0 == " " || $0 == "\"" }
      value = value.dropFirst(lead.count)
      let version = String(value.prefix { $0 != "\"" && $0 != "\r" })
      guard !version.isEmpty, seen.insert(name).inserted else { continue }
      result.append(
        LockedDependency(
          name: name, version: version,
          location: file.location(lines.position(ofOffset: offset + skipped + lead.utf8.count))))
    }
    return result
  }

  /// The package of an entry's first specifier: `"@scope/name@npm:^1.0.0", …:` is
  /// `@scope/name`.
  private static func name(ofEntry line: String) -> String? {
    let specifier = line.dropLast().split(separator: ",").first ?? ""
    let first = specifier.drop { $0 == " " || $0 == "\"" }.prefix { $0 != "\"" }
    guard let at = first.dropFirst().lastIndex(of: "@") else { return nil }
    return String(first[..<at])
  }
}
