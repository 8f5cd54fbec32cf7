import Foundation
import PermlintTestSupport
import Testing

/// Data flows one way through the library's folders: sources -> documents -> project model ->
/// analyses -> rules -> findings -> reporters. A type declared in a folder may use the types of
/// the folders below it, never those above; this test reads the sources as text and fails on a
/// reference that runs upward, naming the file and the type.
@Suite("Layer order of Sources/PermlintKit")
struct LayerOrderTests {
  /// The folders, lowest first. `Generated` holds embedded data only. Discovery sits above
  /// Model: each input kind (`Discovery/Kinds/`) parses a file into Model's documents and says
  /// how they join an app, and the sources hand files to those kinds.
  static let layers = [
    "Generated", "Core", "Parsing", "Catalog", "Documents", "Project", "Discovery", "Flow", "Analysis", "Engine",
    "Rules", "Suppression", "Baseline", "Reporting", "API", "Starter",
  ]

  /// References that still run upward, each with why it stands; the list only shrinks.
  /// `LintReport` is what a caller of the API gets back from a run; the baseline and the
  /// reporters are handed one.
  static let known: Set<String> = [
    "Baseline -> API: LintReport", "Reporting -> API: LintReport",
  ]

  @Test("no type refers to a type of a folder above its own, beyond the known list")
  func noUpwardReferences() throws {
    let root = PackagePaths.path("Sources/PermlintKit")
    var declaredIn: [String: Set<String>] = [:]
    var sources: [(layer: String, file: String, text: String)] = []
    for layer in Self.layers {
      let folder = root.appendingPathComponent(layer)
      guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { continue }
      for case let url as URL in walker where url.pathExtension == "swift" {
        let text = try String(contentsOf: url, encoding: .utf8)
        sources.append((layer, url.lastPathComponent, text))
        for name in Self.topLevelTypes(in: text) { declaredIn[name, default: []].insert(layer) }
      }
    }
    var found = Set<String>()
    var places: [String: String] = [:]
    for source in sources where source.layer != "Generated" {
      let rank = Self.layers.firstIndex(of: source.layer) ?? 0
      for name in Self.typeNames(in: Self.code(of: source.text)) {
        guard let layers = declaredIn[name], !layers.contains(source.layer), layers.count == 1,
          let layer = layers.first, let target = Self.layers.firstIndex(of: layer), target > rank
        else { continue }
        let edge = "\(source.layer) -> \(layer): \(name)"
        found.insert(edge)
        places[edge] = places[edge] ?? source.file
      }
    }
    let new = found.subtracting(Self.known).sorted().map { "\($0) (in \(places[$0] ?? ""))" }
    #expect(new == [], "references that run upward: \(new)")
    // A known edge that is gone is taken off the list, so that it cannot come back unseen.
    let gone = Self.known.subtracting(found).sorted()
    #expect(gone == [], "no longer referenced; remove from `known`: \(gone)")
  }

  @Test("the library and the command import FoundationEssentials, never Foundation")
  func foundationEssentialsOnly() throws {
    // Foundation brings FoundationInternationalization and its ICU data (tens of MB) into the
    // static binary, beside the ICU libxml2 needs: the library and the command need no more
    // than FoundationEssentials.
    var offenders: [String] = []
    for folder in ["Sources/PermlintKit", "Sources/permlint"] {
      let root = PackagePaths.path(folder)
      guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { continue }
      for case let url as URL in walker where url.pathExtension == "swift" {
        let text = try String(contentsOf: url, encoding: .utf8)
        // Foundation only where FoundationEssentials does not exist (macOS), in the `#else`
        // of `#if canImport(FoundationEssentials)`, written indented.
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() where line.trimmingCharacters(in: .whitespaces) == "import Foundation" {
          // The `#if` that opens the block: FoundationEssentials where it exists (with the C
          // library where Glibc does), Foundation in the `#else`.
          let opener = lines[..<index].last { $0.hasPrefix("#if") }.map(String.init) ?? ""
          let guarded =
            index >= 1 && lines[index - 1] == "#else"
            && ["#if canImport(FoundationEssentials)", "#if canImport(Glibc)"].contains(opener)
          if !guarded { offenders.append("\(folder)/\(url.lastPathComponent): \(line)") }
        }
      }
    }
    #expect(offenders == [])
  }

  /// Names of types declared at the top level of a file (not nested ones, which other folders
  /// reach only through their outer type).
  static func topLevelTypes(in text: String) -> [String] {
    text.split(separator: "\n").compactMap { line -> String? in
      var words = line.split(separator: " ").map(String.init)
      while let first = words.first,
        first.hasPrefix("@") || ["public", "internal", "private", "fileprivate", "final", "indirect"].contains(first)
      {
        words.removeFirst()
      }
      guard words.count >= 2, ["struct", "enum", "class", "protocol", "typealias", "actor"].contains(words[0]),
        !line.hasPrefix(" ")
      else { return nil }
      let name = words[1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      return name.first?.isUppercase == true ? String(name) : nil
    }
  }

  /// The text without comments and string literals, which name types without using them.
  static func code(of text: String) -> String {
    var result = ""
    var inString = false
    var escaped = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var previous: Character = " "
      for character in line {
        if inString {
          if escaped {
            escaped = false
          } else if character == "\\" {
            escaped = true
          } else if character == "\"" {
            inString = false
          }
          previous = character
          continue
        }
        if character == "/" && previous == "/" {
          result.removeLast()
          break
        }
        if character == "\"" {
          inString = true
        } else {
          result.append(character)
        }
        previous = character
      }
      // A multi-line string literal keeps going; a single-line one that did not close ends here.
      if inString && !line.hasSuffix("\"\"\"") && !line.contains("\"\"\"") { inString = false }
      result.append("\n")
    }
    return result
  }

  /// Capitalised identifiers: the names of types a piece of code refers to.
  static func typeNames(in code: String) -> Set<String> {
    var names = Set<String>()
    var current = ""
    for character in code {
      if character.isLetter || character.isNumber || character == "_" {
        current.append(character)
      } else {
        if let first = current.first, first.isUppercase { names.insert(current) }
        current = ""
      }
    }
    if let first = current.first, first.isUppercase { names.insert(current) }
    return names
  }
}
