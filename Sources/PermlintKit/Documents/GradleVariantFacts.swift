#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A source set whose files Gradle reads from another directory than `src/<name>`:
/// `sourceSets { githubRelease { setRoot "src/github" } }`, or whose manifest is another file
/// (`manifest.srcFile "src/github/AndroidManifest.xml"`).
@_spi(RuleAuthoring) @_spi(Testing) public struct GradleSourceSetRoot: Sendable, Equatable {
  /// The source set: a product flavour, a build type or a variant, such as `githubRelease`.
  public var sourceSet: String
  /// The directory that holds its `AndroidManifest.xml`, relative to the module (`src/github`).
  public var directory: String
}

/// Reads what a build script declares of the module's variants: the product flavours and build
/// types it names, and the source sets it moves to other directories. A manifest under
/// `src/<name>/` is merged into the variants of the flavour or build type `<name>` alone, and
/// only the script tells which of the two it is.
struct GradleVariantReader {
  typealias Token = GradleTokenizer.Token

  /// The names of a flavour or build type a script declares, each with its offset; `complete`
  /// is false when the script also creates some whose name is no literal (`create(flavor.name)`
  /// in a loop over an enum), which permlint cannot know.
  struct Names {
    var names: [(name: String, offset: Int)] = []
    var complete = true
  }

  /// A block being read: `free {` is `free`; `create("free") {` is `create` with `free`.
  private struct Block {
    var name: String
    var argument: String?
    /// Whether the block is opened on a chain through `sourceSets`
    /// (`sourceSets.getByName("play") { … }`, `sourceSets.github { … }`).
    var onSourceSets = false

    /// The flavour, build type or source set the block configures.
    var declared: String? {
      if let argument, GradleVariantReader.namedCalls.contains(name) { return argument }
      return GradleVariantReader.configurers.contains(name) || name.isEmpty ? nil : name
    }
  }

  /// Calls that create or look up an element of a container by its name.
  static let namedCalls: Set<String> = ["create", "register", "maybeCreate", "getByName", "named", "getAt"]
  /// Kotlin's delegates that create or look up an element by the property's name
  /// (`val play by creating { … }`).
  static let delegates: Set<String> = ["creating", "registering", "getting"]
  /// Calls that create one, so that a name that is no literal leaves the names incomplete.
  static let creatingCalls: Set<String> = ["create", "register", "maybeCreate"]
  /// Blocks inside a container that configure its elements without naming one.
  static let configurers: Set<String> = [
    "all", "configureEach", "whenObjectAdded", "forEach", "each", "apply", "with", "run", "also", "let",
    "matching", "withType", "onEach",
  ]

  let tokens: [Token]

  /// The flavours `productFlavors { … }` declares.
  func productFlavors() -> Names { declaredNames(in: "productFlavors") }

  /// The build types `buildTypes { … }` declares or configures (`release` among them).
  func buildTypes() -> Names { declaredNames(in: "buildTypes") }

  /// The names declared directly inside every `<container> { … }` block (`free { … }`,
  /// `create("free")`, `getByName("free") { … }`) and by `<container>.create("free")`.
  func declaredNames(in container: String) -> Names {
    var result = Names()
    var blocks: [Block] = []
    for index in tokens.indices {
      let token = tokens[index]
      if isPunctuation(index, "{") {
        blocks.append(block(openedAt: index))
        continue
      }
      if isPunctuation(index, "}") {
        _ = blocks.popLast()
        continue
      }
      let inside = blocks.contains { $0.name == container }
      let direct = blocks.last?.name == container
      let chained = index >= 2 && isPunctuation(index - 1, ".") && tokens[index - 2].text == container
      if token.kind == .identifier, Self.namedCalls.contains(token.text), isPunctuation(index + 1, "("),
        inside || chained
      {
        // `create("free")`; `create(flavor.name)` names one permlint cannot know.
        if index + 2 < tokens.count, tokens[index + 2].kind == .string, isLiteralName(tokens[index + 2].text) {
          if direct || chained { result.names.append((tokens[index + 2].text, tokens[index + 2].offset)) }
        } else if Self.creatingCalls.contains(token.text) {
          result.complete = false
        }
        continue
      }
      // Kotlin's `val play by creating { … }`: the property's name is the element's.
      if direct, token.kind == .identifier, token.text == "by", index >= 1, index + 1 < tokens.count,
        Self.delegates.contains(tokens[index + 1].text), tokens[index - 1].kind == .identifier
      {
        if isLiteralName(tokens[index - 1].text) {
          result.names.append((tokens[index - 1].text, tokens[index - 1].offset))
        } else {
          result.complete = false
        }
        continue
      }
      // Groovy's `"$name" { … }`, often in a loop's closure: a name permlint cannot know.
      if inside, token.kind == .string, token.text.contains("$"), isPunctuation(index + 1, "{") {
        result.complete = false
        continue
      }
      // `free { … }` (or Groovy's `"free" { … }`) as a statement of its own.
      guard direct, token.kind == .identifier || token.kind == .string, isPunctuation(index + 1, "{"),
        isStatementStart(index), !Self.configurers.contains(token.text), isLiteralName(token.text)
      else { continue }
      result.names.append((token.text, token.offset))
    }
    return result
  }

  /// The source sets moved by `setRoot` or `manifest.srcFile`, inside `sourceSets { … }` or on a
  /// chain through it (`sourceSets.githubRelease.setRoot("src/github")`,
  /// `sourceSets["beta"].manifest.srcFile(…)`), each with the offset of its directory.
  func sourceSetRoots() -> [(root: GradleSourceSetRoot, offset: Int)] {
    var result: [(GradleSourceSetRoot, Int)] = []
    var blocks: [Block] = []
    for index in tokens.indices {
      if isPunctuation(index, "{") {
        var opened = block(openedAt: index)
        opened.onSourceSets = opensOnSourceSets(index)
        blocks.append(opened)
        continue
      }
      if isPunctuation(index, "}") {
        _ = blocks.popLast()
        continue
      }
      let token = tokens[index]
      guard token.kind == .identifier, token.text == "setRoot" || token.text == "srcFile" else { continue }
      var chainEnd = index - 1
      if token.text == "srcFile" {
        // `manifest.srcFile`; `java.srcFile` or a task's `srcFile` is no manifest.
        guard isPunctuation(index - 1, "."), index >= 2, tokens[index - 2].text == "manifest" else { continue }
        chainEnd = index - 3
      }
      guard let value = argument(after: index) else { continue }
      var directory = value.text
      if token.text == "srcFile" {
        guard directory.hasSuffix("AndroidManifest.xml") else { continue }
        directory = String(directory.dropLast("AndroidManifest.xml".count))
      }
      while directory.hasPrefix("./") { directory.removeFirst(2) }
      while directory.hasSuffix("/") { directory.removeLast() }
      let chain = self.chain(endingAt: chainEnd)
      var name: String?
      if let at = chain.firstIndex(of: "sourceSets") {
        name = at + 1 < chain.count ? chain[at + 1] : nil
      } else if blocks.contains(where: { $0.name == "sourceSets" || $0.onSourceSets }) {
        // `githubRelease.setRoot(…)` inside the block, or `setRoot(…)` inside `githubRelease { … }`.
        name = chain.last ?? blocks.last?.declared
      }
      guard let name, name != "sourceSets", isLiteralName(name), !directory.isEmpty else { continue }
      result.append((GradleSourceSetRoot(sourceSet: name, directory: directory), value.offset))
    }
    return result
  }

  /// The string argument of a call at `index`: `setRoot "x"`, `setRoot("x")`,
  /// `srcFile file("x")`, `srcFile(file("x"))`; `nil` when it is no literal.
  private func argument(after index: Int) -> Token? {
    var cursor = index + 1
    if isPunctuation(cursor, "(") || isPunctuation(cursor, "=") { cursor += 1 }
    if cursor + 1 < tokens.count, tokens[cursor].text == "file", isPunctuation(cursor + 1, "(") { cursor += 2 }
    guard cursor < tokens.count, tokens[cursor].kind == .string, !tokens[cursor].text.contains("$") else {
      return nil
    }
    return tokens[cursor]
  }

  /// The names of the chain `a.b["c"].getByName("d")` whose last token is at `end`, first to
  /// last: `a`, `b`, `c`, `d`. A call other than a lookup by name ends it.
  private func chain(endingAt end: Int) -> [String] {
    guard isPunctuation(end, ".") else { return [] }
    var names: [String] = []
    var cursor = end
    while isPunctuation(cursor, ".") {
      let last = cursor - 1
      if last >= 0, tokens[last].kind == .identifier {
        names.insert(tokens[last].text, at: 0)
        cursor = last - 1
      } else if last >= 3, isPunctuation(last, "]"), tokens[last - 1].kind == .string, isPunctuation(last - 2, "[") {
        // `sourceSets["beta"]`: the name, then the container before the bracket.
        names.insert(tokens[last - 1].text, at: 0)
        names.insert(tokens[last - 3].text, at: 0)
        cursor = last - 4
      } else if last >= 3, isPunctuation(last, ")"), tokens[last - 1].kind == .string, isPunctuation(last - 2, "("),
        Self.namedCalls.contains(tokens[last - 3].text)
      {
        names.insert(tokens[last - 1].text, at: 0)
        cursor = last - 4
      } else {
        break
      }
    }
    return names
  }

  /// The block the brace at `brace` opens.
  private func block(openedAt brace: Int) -> Block {
    guard brace > 0 else { return Block(name: "") }
    let previous = tokens[brace - 1]
    if previous.kind == .identifier || previous.kind == .string { return Block(name: previous.text) }
    // `create("free") {`, `getByName("release") {`.
    if isPunctuation(brace - 1, ")"), brace >= 4, isPunctuation(brace - 3, "("), tokens[brace - 4].kind == .identifier {
      let argument = tokens[brace - 2]
      return Block(name: tokens[brace - 4].text, argument: argument.kind == .string ? argument.text : nil)
    }
    if isPunctuation(brace - 1, ")"), let open = matchingOpen(before: brace - 1), open > 0,
      tokens[open - 1].kind == .identifier
    {
      return Block(name: tokens[open - 1].text)
    }
    return Block(name: "")
  }

  /// Whether the block the brace at `brace` opens is named on a chain through `sourceSets`:
  /// `sourceSets.github {` or `sourceSets.getByName("play") {`.
  private func opensOnSourceSets(_ brace: Int) -> Bool {
    var head = brace - 1
    if isPunctuation(head, ")"), head >= 3, isPunctuation(head - 2, "(") { head -= 3 }
    guard head >= 0, tokens[head].kind == .identifier else { return false }
    return chain(endingAt: head - 1).contains("sourceSets")
  }

  private func matchingOpen(before close: Int) -> Int? {
    var depth = 0
    var cursor = close
    while cursor >= 0 {
      if isPunctuation(cursor, ")") { depth += 1 }
      if isPunctuation(cursor, "(") {
        depth -= 1
        if depth == 0 { return cursor }
      }
      cursor -= 1
    }
    return nil
  }

  /// Whether the token at `index` begins a statement: first on its line, or after `{`, `}` or `;`.
  private func isStatementStart(_ index: Int) -> Bool {
    guard index > 0 else { return true }
    let previous = tokens[index - 1]
    if previous.line < tokens[index].line { return !isPunctuation(index - 1, ".") }
    return isPunctuation(index - 1, "{") || isPunctuation(index - 1, "}") || isPunctuation(index - 1, ";")
  }

  /// A name Gradle could give a flavour, build type or source set: letters, digits and `_`.
  private func isLiteralName(_ text: String) -> Bool {
    guard let first = text.utf8.first, GradleTokenizer.isIdentifierStart(first), first != UInt8(ascii: "$") else {
      return false
    }
    return text.utf8.allSatisfy { GradleTokenizer.isIdentifierPart($0) && $0 != UInt8(ascii: "$") }
  }

  private func isPunctuation(_ index: Int, _ text: String) -> Bool {
    index >= 0 && index < tokens.count && tokens[index].kind == .punctuation && tokens[index].text == text
  }
}
