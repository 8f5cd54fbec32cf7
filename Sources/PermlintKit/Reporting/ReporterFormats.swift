extension Reporter {
  /// Every format name that `reporter(named:root:)` knows, in the order the CLI lists them.
  public static let formatNames = [
    "text", "sarif", "github", "json", "gitlab", "junit", "checkstyle", "markdown", "xcode",
  ]

  /// The reporter for a format name, for a run rooted at the absolute directory `root`, or
  /// `nil` for an unknown name. `environment` supplies GitHub Actions' variables, with which
  /// the Markdown summary links locations to the files at the commit.
  public static func reporter(named name: String, root: String, environment: [String: String] = [:]) -> Reporter? {
    switch name {
    case "text": .text
    case "sarif": .sarif(rootURI: "file://" + URIEncoding.encodePath(root.hasSuffix("/") ? root : root + "/"))
    case "github": .github
    case "json": .json
    case "gitlab": .gitlab
    case "junit": .junit
    case "checkstyle": .checkstyle
    case "markdown":
      .markdown(
        fileURL: environment["GITHUB_REPOSITORY"].flatMap { repository in
          environment["GITHUB_SHA"].map { commit in
            gitHubFileURL(
              server: environment["GITHUB_SERVER_URL"] ?? "https://github.com", repository: repository, commit: commit)
          }
        })
    case "xcode": .xcode(root: root)
    default: nil
    }
  }
}
