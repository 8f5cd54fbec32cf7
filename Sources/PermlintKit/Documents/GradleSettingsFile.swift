#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `settings.gradle` or `settings.gradle.kts`: which modules a Gradle build has and where
/// they are.
@_spi(RuleAuthoring) @_spi(Testing) public struct GradleSettingsFile: Sendable {
  /// The file's path relative to the scanned root.
  public var path: String
  /// The Gradle paths `include` names (`:app`, `:feature:settings`), each where it is named.
  public var includes: [Located<String>]
  /// Directories set with `project(':x').projectDir = …`, relative to the settings file's
  /// directory, by Gradle path.
  public var projectDirectories: [String: String]

  /// Reads the file. Never fails: what it cannot read it leaves out.
  public init(file: SourceFile) {
    path = file.path
    let bytes = TextDecoding.utf8(file.bytes).bytes
    var tokenizer = GradleTokenizer(bytes: bytes, kotlin: file.path.hasSuffix(".kts"))
    let tokens = tokenizer.tokens()
    let lines = LineTable(utf8: bytes)
    var includes: [Located<String>] = []
    var directories: [String: String] = [:]
    for (index, token) in tokens.enumerated() where token.kind == .identifier {
      if token.text == "include", !(index > 0 && tokens[index - 1].text == ".") {
        // `include ':app', ':lib'` or `include(":app", ":lib")`, possibly over several lines.
        var cursor = index + 1
        while cursor < tokens.count {
          let next = tokens[cursor]
          if next.kind == .string {
            let name = next.text.hasPrefix(":") ? next.text : ":" + next.text
            includes.append(Located(name, at: lines.position(ofOffset: next.offset)))
          } else if !(next.kind == .punctuation && ["(", ",", ")"].contains(next.text)) {
            break
          }
          cursor += 1
          if next.kind == .punctuation, next.text == ")" { break }
        }
      }
      // `project(':x').projectDir = new File(rootProject.projectDir, '../x')` or `= file("../x")`.
      if token.text == "project", index + 3 < tokens.count, tokens[index + 1].text == "(",
        tokens[index + 2].kind == .string
      {
        let name = tokens[index + 2].text
        var cursor = index + 3
        while cursor < tokens.count, tokens[cursor].text != "projectDir", tokens[cursor].line == token.line {
          cursor += 1
        }
        guard cursor + 1 < tokens.count, tokens[cursor].text == "projectDir", tokens[cursor + 1].text == "=" else {
          continue
        }
        var directory: String?
        cursor += 2
        while cursor < tokens.count, tokens[cursor].line == tokens[index].line {
          if tokens[cursor].kind == .string { directory = tokens[cursor].text }
          cursor += 1
        }
        if let directory, !directory.contains("$") {
          directories[name.hasPrefix(":") ? name : ":" + name] = directory
        }
      }
    }
    self.includes = includes
    self.projectDirectories = directories
  }

  /// The directory of a module, relative to the scanned root, as Gradle finds it: the
  /// `projectDir` set for it, else the path's segments below the settings file's directory.
  public func directory(of gradlePath: String) -> String {
    let base = RelativePath.directory(of: path)
    let relative =
      projectDirectories[gradlePath] ?? gradlePath.split(separator: ":").joined(separator: "/")
    return RelativePath.join(base, relative)
  }
}
