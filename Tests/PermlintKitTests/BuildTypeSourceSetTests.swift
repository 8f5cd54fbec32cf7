@_spi(Testing) import PermlintKit
import PermlintTestSupport
import Testing

/// A source set the build script declares for a build type other than `release` (mastodon's
/// `githubRelease`, rooted at `src/github`) is merged into no release build: what only it
/// requests is a note naming it, not a Play warning. Without a build script, or when the script
/// (or a convention plugin it applies) declares the folder as a flavour, the folder is a flavour.
@Suite("Android source sets of build types other than release")
struct BuildTypeSourceSetTests {
  static let main = """
    <manifest xmlns:android="http://schemas.android.com/apk/res/android">
        <uses-permission android:name="android.permission.INTERNET" />
    </manifest>
    """
  static let github = """
    <manifest xmlns:android="http://schemas.android.com/apk/res/android">
        <uses-permission android:name="android.permission.REQUEST_INSTALL_PACKAGES" />
    </manifest>
    """
  static let restriction =
    "REQUEST_INSTALL_PACKAGES is restricted on Google Play (Request Install Packages, "
    + "https://support.google.com/googleplay/android-developer/answer/9888170): publishing it needs installing other "
    + "packages to be the app's core function; Play removes apps that use it for self-updates or other purposes."

  /// `path:line:col rule severity: message` of every play-restricted-permission finding.
  static func lint(_ files: [(String, String)], githubFolder: String = "github") async -> [String] {
    let sources =
      [
        ("app/src/main/AndroidManifest.xml", main),
        ("app/src/\(githubFolder)/AndroidManifest.xml", github),
      ] + files
    let report = await Linter(rules: [.playRestrictedPermission]).lint(
      files: sources.map { SourceFile(path: $0.0, text: $0.1) })
    return report.findings.map { "\($0.location) \($0.ruleID) \($0.severity.rawValue): \($0.message)" }
  }

  static func warning(_ folder: String = "github") -> String {
    "app/src/\(folder)/AndroidManifest.xml:2:22 play-restricted-permission warning: \(restriction)"
  }

  @Test("without a build script the folder is a flavour every release build has: the warning stays")
  func noBuildScript() async {
    #expect(await Self.lint([]) == [Self.warning()])
  }

  @Test("a build type's folder, moved there by setRoot: a note naming the build type")
  func buildType() async {
    let script = """
      android {
          buildTypes {
              release { minifyEnabled true }
              githubRelease { initWith release }
              githubDebug { initWith debug }
          }
          sourceSets {
              githubRelease { setRoot "src/github" }
              githubDebug { setRoot "src/github" }
          }
      }
      """
    #expect(
      await Self.lint([("app/build.gradle", script)]) == [
        "app/src/github/AndroidManifest.xml:2:22 play-restricted-permission note: \(Self.restriction) Only builds "
          + "other than release request it: the build type githubRelease (source set app/src/github)"
          + "; if such a build is uploaded to Google Play, on any track, the policy applies to it."
      ])
  }

  @Test("a folder the script declares as neither a flavour nor a build type: a note saying so")
  func undeclaredFolder() async {
    let script = "android {\n    defaultConfig { targetSdk = 35 }\n}\n"
    #expect(
      await Self.lint([("app/build.gradle.kts", script)], githubFolder: "beta") == [
        "app/src/beta/AndroidManifest.xml:2:22 play-restricted-permission note: \(Self.restriction) Only builds "
          + "other than release request it: the source set app/src/beta (app/build.gradle.kts declares no product "
          + "flavour beta); if such a build is uploaded to Google Play, on any track, the policy applies to it."
      ])
  }

  @Test(
    "a flavour the script, a flavour combination or a convention plugin declares: the warning stays",
    arguments: [
      ("github", [("app/build.gradle", "android {\n  productFlavors {\n    github { }\n  }\n}\n")]),
      (
        "githubFoss",
        [
          (
            "app/build.gradle.kts",
            "android {\n  productFlavors {\n    create(\"github\") { dimension = \"store\" }\n"
              + "    create(\"foss\") { dimension = \"libs\" }\n  }\n}\n"
          )
        ]
      ),
      // A release build type of a flavour (`githubRelease` of `github`) is in that flavour's release build.
      ("githubRelease", [("app/build.gradle", "android {\n  productFlavors {\n    github { }\n  }\n}\n")]),
      (
        "github",
        [
          ("app/build.gradle.kts", "plugins {\n  id(\"com.android.application\")\n  id(\"toot.flavors\")\n}\n"),
          (
            "build-logic/src/main/kotlin/toot.flavors.gradle.kts",
            "android {\n  productFlavors {\n    create(\"github\") { }\n  }\n}\n"
          ),
        ]
      ),
      // The root script configures every module's flavours.
      (
        "github",
        [
          ("app/build.gradle", "android {\n  buildTypes { beta { } }\n}\n"),
          ("build.gradle", "subprojects {\n  android {\n    productFlavors {\n      github { }\n    }\n  }\n}\n"),
        ]
      ),
      // Flavours named by no literal may include the folder: it is read by its name.
      (
        "github",
        [
          (
            "app/build.gradle.kts",
            "android {\n  buildTypes { create(\"beta\") { } }\n  productFlavors {\n"
              + "    Store.values().forEach { create(it.id) { } }\n  }\n}\n"
          )
        ]
      ),
    ])
  func flavour(_ folder: String, _ files: [(String, String)]) async {
    #expect(await Self.lint(files, githubFolder: folder) == [Self.warning(folder)])
  }

  /// Found reviewing the change: the build type that removes it may be the one uploaded (a
  /// `beta` or `play` build type made with `initWith release`), as a flavour that removes it
  /// may; before build types were told from flavours, this was a note naming the folder.
  @Test("a permission a build type's folder removes is absent from some builds: a note naming it")
  func removedInBuildType() async {
    let main = """
      <manifest xmlns:android="http://schemas.android.com/apk/res/android">
          <uses-permission android:name="android.permission.REQUEST_INSTALL_PACKAGES" />
      </manifest>
      """
    let removal = """
      <manifest xmlns:android="http://schemas.android.com/apk/res/android"
          xmlns:tools="http://schemas.android.com/tools">
          <uses-permission android:name="android.permission.REQUEST_INSTALL_PACKAGES" tools:node="remove" />
      </manifest>
      """
    let script = "android {\n  buildTypes {\n    beta { }\n  }\n}\n"
    let report = await Linter(rules: [.playRestrictedPermission]).lint(
      files: [
        SourceFile(path: "app/src/main/AndroidManifest.xml", text: main),
        SourceFile(path: "app/src/beta/AndroidManifest.xml", text: removal),
        SourceFile(path: "app/build.gradle", text: script),
      ])
    #expect(
      report.findings.map { "\($0.location) \($0.ruleID) \($0.severity.rawValue): \($0.message)" } == [
        "app/src/main/AndroidManifest.xml:2:22 play-restricted-permission note: \(Self.restriction) Not every "
          + "build requests it: it is removed in the build type beta (source set app/src/beta)."
      ])
  }
}
