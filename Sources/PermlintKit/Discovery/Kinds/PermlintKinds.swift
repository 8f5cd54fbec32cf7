#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

// permlint's own files: the feature map the user writes and the configuration of a run.

extension InputKind {
  /// `permlint.yml`, the feature map.
  static let featureMap = InputKind(
    id: "featureMap", readableName: "permlint.yml", recognizes: { $0.name == "permlint.yml" },
    commentSyntax: { _ in .hash },
    parse: { file, catalog throws(ParseError) in
      let document = try YAMLParser.parse(file)
      let decoded = FeatureMapDecoder.decode(document, path: file.path, catalog: catalog)
      return FeatureMapFile(map: decoded.map, problems: decoded.problems, syntax: document.problems)
    })

  /// `.permlint.yml`, which the front end reads before linting; it is not linted.
  public static let configuration = InputKind(
    id: "configuration", readableName: nil, reading: .notLinted, recognizes: { $0.name == ".permlint.yml" },
    commentSyntax: { _ in .hash }, parse: { _, _ in nil })
}

extension FeatureMapFile: InputDocument {
  var joinsApp: Bool { true }
  func join(_ app: inout AppModel) {
    app.featureMap = map
    app.featureMapProblems = problems
    app.syntaxProblems += syntax
  }
}
