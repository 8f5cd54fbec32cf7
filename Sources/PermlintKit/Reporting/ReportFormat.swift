#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A report format: the names `--format` and `--report` accept.
public enum ReportFormat: String, CaseIterable, Sendable {
  case text, sarif, github, json, gitlab, junit, checkstyle, markdown, xcode, html
}

extension Reporter {
  /// Every format name that `reporter(named:root:)` knows, in the order the CLI lists them.
  public static let formatNames = ReportFormat.allCases.map(\.rawValue)

  /// The reporter for a format name, or `nil` for an unknown name; see `reporter(for:root:environment:)`.
  public static func reporter(named name: String, root: String, environment: [String: String] = [:]) -> Reporter? {
    ReportFormat(rawValue: name).map { reporter(for: $0, root: root, environment: environment) }
  }

  /// The reporter for a format, for a run rooted at the absolute directory `root`.
  /// `environment` supplies GitHub Actions' variables, with which the Markdown summary links
  /// locations to the files at the commit; `jobs` is how many threads a reporter may render with (the run's `--jobs`).
  public static func reporter(
    for format: ReportFormat, root: String, environment: [String: String] = [:], jobs: Int = 1
  ) -> Reporter {
    switch format {
    case .text: .text
    case .sarif:
      .sarif(rootURI: "file://" + URIEncoding.encodePath(root.hasSuffix("/") ? root : root + "/"), jobs: jobs)
    case .github: .github
    case .json: .json
    case .gitlab: .gitlab
    case .junit: .junit
    case .checkstyle: .checkstyle
    case .markdown:
      .markdown(
        fileURL: environment["GITHUB_REPOSITORY"].flatMap { repository in
          environment["GITHUB_SHA"].map { commit in
            gitHubFileURL(
              server: environment["GITHUB_SERVER_URL"] ?? "https://github.com", repository: repository, commit: commit)
          }
        })
    case .xcode: .xcode(root: root)
    case .html: .html(root: root)
    }
  }
}
