import PermlintTestSupport
import Testing

@_spi(Testing) @testable import PermlintKit

/// The grouping steps' shortcuts (issue 23) against the code they replaced: module folders
/// and source sets found from a path's last slashes instead of its split components, the
/// example-name prefilter, and documents told apart by their type instead of a dynamic cast.
@Suite("Grouping shortcuts")
struct GroupingEquivalenceTests {
  /// `AndroidModulePath.module(of:)` as it was: the path split into components.
  private static func referenceModule(_ path: String) -> String? {
    var components = path.split(separator: "/").map(String.init)
    guard let name = components.popLast() else { return nil }
    switch name {
    case "AndroidManifest.xml":
      if components.count >= 2, components[components.count - 2] == "src" { components.removeLast(2) }
    case "build.gradle", "build.gradle.kts": break
    default: return nil
    }
    return components.isEmpty ? "." : components.joined(separator: "/")
  }

  private static func referenceSourceSet(_ path: String) -> String {
    let components = path.split(separator: "/")
    guard components.count >= 3, components[components.count - 3] == "src" else { return "main" }
    return String(components[components.count - 2])
  }

  /// Paths of every depth and shape, the odd ones (absolute, doubled or trailing slashes,
  /// non-ASCII) included.
  private static let paths: [String] = {
    let folders = ["", "app/", "src/", "a/src/", "mono/apps/shop/", "/abs/", "x//", "é/", "src/src/", "android/app/"]
    let middles = ["", "src/", "src/main/", "src/debug/", "main/", "src/main/src/"]
    let names = ["AndroidManifest.xml", "build.gradle", "build.gradle.kts", "Info.plist", "", "AndroidManifest.xml/"]
    var paths: [String] = []
    for folder in folders {
      for middle in middles { for name in names { paths.append(folder + middle + name) } }
    }
    return paths + [
      "AndroidManifest.xml", "src", "/", "src/x/AndroidManifest.xml", "a/src/x/AndroidManifest.xml",
      // A slash a combining mark follows is no separator for `split`.
      "app/src/\u{301}x/AndroidManifest.xml", "app/src/x/\u{301}AndroidManifest.xml",
    ]
  }()

  @Test("the samples and the examples group and lint alike with one job and with three")
  func jobsAlike() async {
    // With more than one job, the tree's Gradle workspace and Flutter and React Native
    // projects are gathered while the documents join their apps.
    for folder in ["samples", "examples", "Tests/PermlintCLITests/Fixtures"] {
      let root = PackagePaths.path(folder).path
      let one = await Linter(jobs: 1).lint(paths: [root], root: root)
      let three = await Linter(jobs: 3).lint(paths: [root], root: root)
      #expect(!one.apps.isEmpty, "\(folder)")
      #expect(one.findings == three.findings, "\(folder)")
      #expect(one.notifications == three.notifications, "\(folder)")
      #expect(one.apps == three.apps, "\(folder)")
      #expect(one.suppressed == three.suppressed, "\(folder)")
    }
  }

  @Test("module folders and source sets are those of the split path, for every shape of path")
  func modulesAndSourceSets() {
    for path in Self.paths where !path.contains("build/") && !path.contains("!/") {
      #expect(AndroidModulePath.module(of: path) == Self.referenceModule(path), "\(path)")
      if !AndroidModulePath.isMerged(path) {
        #expect(AndroidModulePath.sourceSet(of: path) == Self.referenceSourceSet(path), "\(path)")
      }
    }
    #expect(AndroidModulePath.module(of: "mono/app/src/main/AndroidManifest.xml") == "mono/app")
    #expect(AndroidModulePath.module(of: "/abs/app/src/main/AndroidManifest.xml") == "abs/app")
    #expect(AndroidModulePath.sourceSet(of: "app/src/freeDebug/AndroidManifest.xml") == "freeDebug")
  }

  @Test("every example or test app name passes the prefilter; plain paths do not")
  func exampleNamePrefilter() {
    let names = [
      "example", "Examples", "SAMPLE", "samples", "demo", "Demos", "integration_test", "testapp", "test-app", "tests",
      "__tests__", "e2e", "E2E", "test_driver", "MPChartExample", "ExampleApp", "scanner_example",
      "react-native-charts-demo", "demo_app", "SampleApp", "DemoKit",
    ]
    for name in names {
      #expect(ExampleApps.isExampleName(Substring(name)), "\(name)")
      #expect(ExampleApps.mayNameExample("apps/\(name)/ios/Info.plist"), "\(name)")
    }
    #expect(!ExampleApps.mayNameExample("apps/shop/ios/Runner/Info.plist"))
    #expect(!ExampleApps.mayNameExample("android/app/src/main/AndroidManifest.xml"))
    // Not ASCII: always split and asked.
    #expect(ExampleApps.mayNameExample("apps/é/Info.plist"))
  }

  @Test("the nearest root, remembered per folder, is the one the walk up each path finds")
  func nearestRoot() {
    let roots: Set<String> = [".", "apps/shop", "apps/shop/ios", "/abs/pkg", ""]
    var remembered = NearestRoot(roots)
    let paths = [
      "apps/shop/lib/main.dart", "apps/shop/ios/Runner/Info.plist", "apps/other/src/a.ts", "apps/shop", "a.ts", ".",
      "/abs/pkg/src/x.ts", "/elsewhere/x.ts", "apps/shop/lib/main.dart", "apps/shopping/lib/main.dart",
    ]
    for path in paths {
      #expect(remembered.root(of: path) == NearestRoot.nearest(path, where: roots.contains), "\(path)")
    }
    #expect(NearestRoot.nearest("apps/shop/lib/main.dart", where: roots.contains) == "apps/shop")
    #expect(NearestRoot.nearest("apps/shop/ios/Runner/Info.plist", where: roots.contains) == "apps/shop/ios")
    #expect(NearestRoot.nearest(".", where: roots.contains) == nil)
    #expect(NearestRoot.nearest("/elsewhere/x.ts", where: roots.contains) == "")
  }

  @Test("every Expo config name passes the byte prefilter; other paths are no config")
  func expoConfigPrefilter() {
    let names = ExpoKinds.configNames.sorted() + ExpoConfigDocument.dynamicConfigNames.sorted()
    for name in names {
      #expect(ExpoKinds.isConfig(name), "\(name)")
      #expect(ExpoKinds.isConfig("apps/shop/\(name)"), "\(name)")
      #expect(ExpoKinds.isConfig("OWNER__REPO__\(name)"), "\(name)")
    }
    for path in ["ios/App/Info.plist", "app/src/main/AndroidManifest.xml", "apps/app.jsonc", "package.json"] {
      #expect(!ExpoKinds.isConfig(path), "\(path)")
    }
  }

  @Test("a document is told apart by its type, as a cast would")
  func documentTypes() {
    let documents: [any InputDocument] = [
      UnreadInput(path: "a/Info.plist", isInfoPlist: true),
      UnreadSource(path: "a/main.cljs", language: "ClojureScript"),
      UnreadInput(path: "b/Info.plist", isInfoPlist: true),
    ]
    #expect(documents.of(UnreadInput.self).map(\.path) == ["a/Info.plist", "b/Info.plist"])
    #expect(documents.of(UnreadSource.self).map(\.language) == ["ClojureScript"])
    #expect(documents.map { $0.is(UnreadSource.self) } == [false, true, false])
    #expect(documents[1].cast(UnreadSource.self)?.path == "a/main.cljs")
    #expect(documents[0].cast(UnreadSource.self) == nil)
    #expect(documents.allSatisfy { !$0.isDeferredCode })
  }
}
