#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The `.permlint.yml` files found inside the scanned tree, below the run's own: each one
/// configures the apps under its folder, the closest one winning, so that one app of a
/// monorepo can turn a rule off or accept a finding without the others.
///
/// A nested file replaces the run's configuration for those apps as a whole (rules, rule
/// options, `ignore:`), as the closest `.eslintrc` or `ruff.toml` does; settings of the run
/// itself (`fail-on`, `max-file-size`, `exclude`, the Android variant and target) come from
/// the run's configuration. Its `ignore:` entries cover only the files below its folder, their
/// `path` globs relative to it.
struct NestedConfigurations: Sendable {
  /// The nested configurations, deepest folder first.
  private(set) var byFolder: [(folder: String, configuration: Configuration)] = []

  /// Reads the configuration files among `entries` through `source`, except the run's own
  /// (`runPath`); a file that cannot be read or is invalid is an error notification naming
  /// its line, and configures nothing.
  static func read(
    _ entries: [InputEntry], from source: some InputSource, limit: Int, runPath: String?
  ) -> (configurations: NestedConfigurations, notifications: [ToolNotification]) {
    var found = NestedConfigurations()
    var notifications: [ToolNotification] = []
    for entry in entries where entry.kind == .configuration && entry.path != runPath {
      let folder = String(entry.path.dropLast(Configuration.fileName.count).dropLast())
      // The run's own file, named another way (the root's, found by the front end), and a
      // file outside the tree configure nothing here.
      guard !folder.isEmpty, !entry.path.hasPrefix("/") else { continue }
      switch source.read(entry, limit: limit) {
      case .success(let bytes):
        do throws(ConfigurationError) {
          let configuration = try Configuration.load(SourceFile(path: entry.path, bytes: bytes))
          found.byFolder.append((folder, configuration.nested(in: folder)))
        } catch {
          notifications.append(
            ToolNotification(
              path: entry.path,
              message:
                "\(error.location.line):\(error.location.column): \(error.message); this file configures nothing",
              severity: .error))
        }
      case .failure:
        notifications.append(
          ToolNotification(path: entry.path, message: "configuration file could not be read; skipped", severity: .error)
        )
      }
    }
    found.byFolder.sort { ($0.folder.count, $0.folder) > ($1.folder.count, $1.folder) }
    return (found, notifications)
  }

  /// The configuration of the app rooted at `root`: the closest nested file's, else `run`.
  func configuration(forAppAt root: String, run: Configuration) -> Configuration {
    byFolder.first { root == $0.folder || RelativePath.below(root, $0.folder) != nil }?.configuration ?? run
  }

  /// Every `ignore:` entry of the nested files, after the run's own.
  var ignores: [IgnoreEntry] { byFolder.reversed().flatMap(\.configuration.ignores) }
}
