#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Rule {
  /// Files that cannot be read as what their name says they are.
  public static let malformedFile: Rule = Rule(
    RuleDescriptor(
      id: "malformed-file",
      title: "File cannot be parsed",
      severity: .error,
      category: .input,
      rationale: """
        A manifest, property list, strings file or feature map that does not parse is a file \
        the build tools, the stores or permlint read differently from what you intended: Xcode \
        refuses a malformed Info.plist, the manifest merger fails on broken XML, and a YAML key \
        written twice silently loses its first value. permlint reports the parser's own \
        location and keeps linting every other file.
        """,
      fix: """
        Open the file at the reported line and column and correct the syntax: close the tag or \
        string, remove the duplicate key, or fix the indentation.
        """,
      references: [
        RuleReference(
          "Information property list",
          "https://developer.apple.com/documentation/bundleresources/information-property-list"),
        RuleReference("App manifest overview", "https://developer.android.com/guide/topics/manifest/manifest-intro"),
        RuleReference("YAML 1.2: mapping keys are unique", "https://yaml.org/spec/1.2.2/#3211-nodes"),
      ],
      examples: RuleExample.embedded("malformed-file")
    )
  ) { context in
    context.app.syntaxProblems.map { problem in
      // Messages quote line numbers; leave digits out of the subject so fingerprints survive edits.
      context.finding(
        .parserProblem(problem.message), at: problem.location,
        stableKey: String(problem.message.filter { !$0.isNumber }))
    }
  }
}

extension Finding.Message {
  /// The parser's own message, which names the line and what is wrong there.
  fileprivate static func parserProblem(_ message: String) -> Self { Self(message) }
}
