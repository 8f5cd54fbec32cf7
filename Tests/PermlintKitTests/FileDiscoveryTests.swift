import Foundation
import Testing

@_spi(Testing) @testable import PermlintKit

@Suite("File discovery")
struct FileDiscoveryTests {
  /// A scratch directory tree that is removed afterwards.
  final class Tree {
    let root: URL

    init(_ files: [String]) throws {
      root = FileManager.default.temporaryDirectory.appendingPathComponent("permlint-discovery-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
      for file in files {
        let url = root.appendingPathComponent(file)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("x".utf8).write(to: url)
      }
    }

    deinit { try? FileManager.default.removeItem(at: root) }
  }

  @Test("finds every kind of file and skips build and vendor directories")
  func kindsAndSkips() throws {
    let tree = try Tree([
      "permlint.yml", ".permlint.yml", "ios/App/Info.plist", "ios/App/Widget-Info.plist",
      "ios/App/fr.lproj/InfoPlist.strings", "android/app/src/main/AndroidManifest.xml",
      "ios/Pods/Lib/Info.plist", "node_modules/x/AndroidManifest.xml", "android/build/AndroidManifest.xml",
      ".git/Info.plist", "README.md",
    ])
    let (files, notifications) = FileDiscovery(root: tree.root.path).discover(["."])
    #expect(
      files.map(\.path) == [
        ".permlint.yml", "android/app/src/main/AndroidManifest.xml", "ios/App/Info.plist",
        "ios/App/Widget-Info.plist", "ios/App/fr.lproj/InfoPlist.strings", "permlint.yml",
      ])
    #expect(notifications.isEmpty)
  }

  @Test("a file reached through overlapping paths is listed once, in path order")
  func overlappingPaths() throws {
    let tree = try Tree([
      "ios/App/Info.plist", "ios/App/fr.lproj/InfoPlist.strings", "android/app/src/main/AndroidManifest.xml",
    ])
    let (files, notifications) = FileDiscovery(root: tree.root.path).discover([
      "ios/App/Info.plist", ".", "ios", "ios/App/fr.lproj",
    ])
    #expect(
      files.map(\.path) == [
        "android/app/src/main/AndroidManifest.xml", "ios/App/Info.plist", "ios/App/fr.lproj/InfoPlist.strings",
      ])
    #expect(notifications.isEmpty)
  }

  @Test("a path above the root: the files under the root are still relative to it, with one job or several")
  func pathAboveTheRoot() throws {
    let tree = try Tree([
      "ios/App/Info.plist", "ios/App/fr.lproj/InfoPlist.strings", "android/app/src/main/AndroidManifest.xml",
    ])
    for jobs in [1, 3] {
      var discovery = FileDiscovery(root: tree.root.appendingPathComponent("ios").path)
      discovery.jobs = jobs
      let (files, _) = discovery.discover([tree.root.path])
      let outside = tree.root.path + "/android/app/src/main/AndroidManifest.xml"
      #expect(Set(files.map(\.path)) == ["App/Info.plist", "App/fr.lproj/InfoPlist.strings", outside], "jobs \(jobs)")
      #expect(files.allSatisfy { $0.path == discovery.relativePath($0.absolutePath) })
    }
  }

  @Test("a directory that cannot be read is an error, so the run exits 2 as for an unreadable file")
  func unreadableDirectory() async throws {
    let tree = try Tree(["ios/App/Info.plist", "android/app/src/main/AndroidManifest.xml"])
    var discovery = FileDiscovery(root: tree.root.path)
    let locked = tree.root.appendingPathComponent("android").path
    discovery.isUnreadable = { path in path == locked }
    let (files, notifications) = discovery.discover(["."])
    #expect(files.map(\.path) == ["ios/App/Info.plist"])
    #expect(
      notifications.map { "\($0.severity) \($0.path): \($0.message)" } == [
        "error android: directory could not be read; skipped"
      ])
    let report = await Linter().lint(source: DiskSource(discovery: discovery, paths: ["."]))
    #expect(ExitStatus.of(report, threshold: .default) == .failure)
  }

  @Test("a symlink loop ends, and a link leaving the tree is not followed")
  func symlinks() throws {
    let tree = try Tree(["app/Info.plist"])
    try FileManager.default.createSymbolicLink(
      atPath: tree.root.appendingPathComponent("app/loop").path, withDestinationPath: "..")
    try FileManager.default.createSymbolicLink(
      atPath: tree.root.appendingPathComponent("app/outside").path, withDestinationPath: "/etc")
    let (files, notifications) = FileDiscovery(root: tree.root.path).discover(["."])
    #expect(files.map(\.path) == ["app/Info.plist"])
    #expect(notifications.map(\.path) == ["app/outside"])
  }

  @Test(
    "directories listed several at once ahead of the walk give the same files and notes in the same order",
    arguments: [1, 2, 8])
  func listedAhead(jobs: Int) throws {
    let tree = try Tree([
      "apps/a/ios/Info.plist", "apps/b/android/app/src/main/AndroidManifest.xml", "apps/b/ios/Info.plist",
      "apps/c/ios/Info.plist", "excluded/app/Info.plist", "locked/Info.plist", "common/real/Info.plist",
      "apps/a/build/AndroidManifest.xml", "apps/a/node_modules/x/Info.plist",
    ])
    // A link met before the folder it points to (`apps` < `common`): the walk reports the
    // files under the link's path and skips the folder when it comes to it, as it always did.
    try FileManager.default.createSymbolicLink(
      atPath: tree.root.appendingPathComponent("apps/link").path,
      withDestinationPath: tree.root.appendingPathComponent("common/real").path)
    try FileManager.default.createSymbolicLink(
      atPath: tree.root.appendingPathComponent("apps/c/loop").path, withDestinationPath: "..")
    var discovery = FileDiscovery(root: tree.root.path, excludes: ["excluded"])
    discovery.jobs = jobs
    let locked = tree.root.appendingPathComponent("locked").path
    discovery.isUnreadable = { path in path == locked }
    let (files, notifications) = discovery.discover(["."])
    #expect(
      files.map(\.path) == [
        "apps/a/ios/Info.plist", "apps/b/android/app/src/main/AndroidManifest.xml", "apps/b/ios/Info.plist",
        "apps/c/ios/Info.plist", "apps/link/Info.plist",
      ])
    #expect(
      notifications.map { "\($0.severity) \($0.path): \($0.message)" } == [
        "error locked: directory could not be read; skipped"
      ])
  }

  @Test(
    "a monorepo's subtrees listed depth-first, each folder opened relative to its parent, give the walk's files and notes",
    arguments: [1, 2, 3])
  func subtreesListedDepthFirst(jobs: Int) throws {
    // Twenty apps: enough folders on one level for the prefetch to list each app's subtree on
    // one worker; one app's folder nested deeper than the prefetch descends.
    let deep = (0..<60).map { _ in "d" }.joined(separator: "/")
    var paths = (0..<20).map { String(format: "apps/app%02d/ios/Info.plist", $0) }
    paths += [
      "apps/app03/locked/Info.plist", "apps/app05/skip/Info.plist", "apps/app07/\(deep)/Info.plist",
      "apps/app09/build/AndroidManifest.xml", "apps/app09/node_modules/x/Info.plist",
    ]
    let tree = try Tree(paths)
    var discovery = FileDiscovery(root: tree.root.path, excludes: ["apps/app05/skip"])
    discovery.jobs = jobs
    let locked = tree.root.appendingPathComponent("apps/app03/locked").path
    discovery.isUnreadable = { path in path == locked }
    let (files, notifications) = discovery.discover(["."])
    let expected =
      (0..<20).map { String(format: "apps/app%02d/ios/Info.plist", $0) } + ["apps/app07/\(deep)/Info.plist"]
    #expect(files.map(\.path) == expected.sorted())
    #expect(
      notifications.map { "\($0.severity) \($0.path): \($0.message)" } == [
        "error apps/app03/locked: directory could not be read; skipped"
      ])
  }

  @Test(
    "subtrees walked on the workers give the walk's files and notes, with links into them met before or after",
    arguments: [2, 3])
  func subtreesWalkedOnWorkers(jobs: Int) throws {
    var paths = (0..<20).map { String(format: "apps/app%02d/ios/Info.plist", $0) }
    paths += (0..<20).map { String(format: "apps/app%02d/android/app/src/main/AndroidManifest.xml", $0) }
    let tree = try Tree(paths)
    // A link met before the folder it points to (app02 < app10): the walk reports the files
    // under the link, and the folder's own subtree, walked on a worker, must not report them
    // again. A link met after (app15 > app04): the folder's files are reported there alone.
    for (link, target) in [("apps/app02/shared", "apps/app10/ios"), ("apps/app15/shared", "apps/app04/ios")] {
      try FileManager.default.createSymbolicLink(
        atPath: tree.root.appendingPathComponent(link).path,
        withDestinationPath: tree.root.appendingPathComponent(target).path)
    }
    var one = FileDiscovery(root: tree.root.path)
    one.jobs = 1
    var several = one
    several.jobs = jobs
    let expected = one.discover(["."])
    let found = several.discover(["."])
    #expect(found.files.map(\.path) == expected.files.map(\.path))
    #expect(found.notifications.map(\.message) == expected.notifications.map(\.message))
    #expect(expected.files.map(\.path).contains("apps/app02/shared/Info.plist"))
    #expect(!expected.files.map(\.path).contains("apps/app10/ios/Info.plist"))
    #expect(expected.files.map(\.path).contains("apps/app04/ios/Info.plist"))
    #expect(!expected.files.map(\.path).contains("apps/app15/shared/Info.plist"))
    // Paths given one by one, enough of them to be the prefetch's subtrees: each is visited as
    // a path given (never taken from a worker's walk, which visits a folder as found).
    let given = (0..<20).map { String(format: "apps/app%02d", $0) }
    let expectedGiven = one.discover(given)
    let foundGiven = several.discover(given)
    #expect(foundGiven.files.map(\.path) == expectedGiven.files.map(\.path))
    #expect(foundGiven.notifications.map(\.message) == expectedGiven.notifications.map(\.message))
  }

  @Test("a symlinked directory named on the command line is followed wherever it points")
  func explicitLinkedDirectory() throws {
    let outside = try Tree(["AndroidManifest.xml"])
    let tree = try Tree([])
    try FileManager.default.createSymbolicLink(
      atPath: tree.root.appendingPathComponent("linked").path, withDestinationPath: outside.root.path)
    let (files, notifications) = FileDiscovery(root: tree.root.path).discover(["linked"])
    #expect(files.map(\.path) == ["linked/AndroidManifest.xml"])
    #expect(notifications.isEmpty)
  }

  @Test("a dangling link with a name permlint reads is a warning that says so")
  func brokenLink() throws {
    let tree = try Tree([])
    try FileManager.default.createSymbolicLink(
      atPath: tree.root.appendingPathComponent("Info.plist").path, withDestinationPath: "/nonexistent/Info.plist")
    let (files, notifications) = FileDiscovery(root: tree.root.path).discover(["."])
    #expect(files.isEmpty)
    #expect(
      notifications == [
        ToolNotification(path: "Info.plist", message: "broken symbolic link; skipped", severity: .warning)
      ])
  }

  @Test("a missing path is a notification, not a crash")
  func missingPath() throws {
    let tree = try Tree([])
    let (files, notifications) = FileDiscovery(root: tree.root.path).discover(["nope"])
    #expect(files.isEmpty)
    #expect(notifications.map(\.message) == ["no such file or directory"])
  }

  @Test("file kinds and locales come from names")
  func classify() {
    #expect(InputKind.classify(path: "a/de.lproj/InfoPlist.strings") == .infoPlistStrings)
    #expect(LocaleNameTests.locale(of: "a/de.lproj/InfoPlist.strings") == "de")
    #expect(InputKind.classify(path: "x__fr.lproj__InfoPlist.strings") == .infoPlistStrings)
    #expect(LocaleNameTests.locale(of: "x__fr.lproj__InfoPlist.strings") == "fr")
    #expect(InputKind.classify(path: "Signal-Info.plist") == .infoPlist)
    #expect(InputKind.classify(path: "Info.plist.bak") == nil)
    // Firebase's configuration and other names that merely end in "Info.plist".
    #expect(InputKind.classify(path: "ios/GoogleService-Info.plist") == nil)
    #expect(InputKind.classify(path: "MyInfo.plist") == nil)
  }
}
