import PermlintTestSupport
import Testing

/// A self-updating GitHub build whose `src/github` manifest adds REQUEST_INSTALL_PACKAGES
/// (mastodon-android's shape): when the build script makes `github` a build type, the release
/// build uploaded to Play never has the permission; when it makes `github` a product flavour,
/// the flavour's release build does.
@Suite("Android: source sets of build types other than release, end to end")
struct AndroidBuildTypesEndToEndTests {
  static let restriction =
    "REQUEST_INSTALL_PACKAGES is restricted on Google Play (Request Install Packages, "
    + "https://support.google.com/googleplay/android-developer/answer/9888170): publishing it needs installing other "
    + "packages to be the app's core function; Play removes apps that use it for self-updates or other purposes."

  /// Every finding line of the text report.
  static func lines(in fixture: String) throws -> [String] {
    let result = try PermlintBinary.run([], in: fixture)
    return result.stdout.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("permlint:") }
  }

  @Test("Groovy: githubRelease and githubDebug rooted at src/github, no productFlavors: a note, not a warning")
  func groovyBuildType() throws {
    #expect(
      try Self.lines(in: "android-build-type") == [
        "app/src/github/AndroidManifest.xml:4:22: note: \(Self.restriction) Only builds other than release request "
          + "it: the build type githubRelease (source set app/src/github); if such a build is uploaded to Google Play, on any track, the policy applies to it. [play-restricted-permission]"
      ])
  }

  @Test("Kotlin DSL: create(\"github\") and getByName(\"githubRelease\") { setRoot(\"src/github\") }: a note")
  func kotlinBuildType() throws {
    #expect(
      try Self.lines(in: "android-build-type-kts") == [
        "app/src/github/AndroidManifest.xml:4:22: note: \(Self.restriction) Only builds other than release request "
          + "it: the build types githubRelease, github (source set app/src/github); if such a build is uploaded to Google Play, on any track, the policy applies to it. [play-restricted-permission]"
      ])
  }

  @Test("productFlavors { github { } }: the githubRelease variant ships it, the warning stays")
  func flavour() throws {
    #expect(
      try Self.lines(in: "android-build-type-flavour") == [
        "app/src/github/AndroidManifest.xml:4:22: warning: \(Self.restriction) [play-restricted-permission]"
      ])
  }
}
