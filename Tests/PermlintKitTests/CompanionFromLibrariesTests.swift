@_spi(Testing) import PermlintKit
import Testing

/// missing-companion-permission where the app's dependencies merge permissions into its
/// manifest (found judging commons-app/apps-android-commons, c5d5b22: MapLibre's manifest
/// declares approximate location beside the app's precise one).
@Suite("missing-companion-permission: permissions libraries merge")
struct CompanionFromLibrariesTests {
  static func lint(dependency: String?) async -> [Finding] {
    let dependencies = dependency.map { "dependencies {\n    implementation(\"\($0)\")\n}\n" } ?? ""
    let files = [
      SourceFile(
        path: "app/build.gradle.kts",
        text: "android {\n    defaultConfig { minSdk = 24; targetSdk = 35 }\n}\n" + dependencies),
      SourceFile(
        path: "app/src/main/AndroidManifest.xml",
        text: "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\">\n"
          + "    <uses-permission android:name=\"android.permission.ACCESS_FINE_LOCATION\" />\n</manifest>\n"),
    ]
    return await Linter(rules: [.missingCompanionPermission]).lint(files: files).findings
  }

  @Test("a known library that declares the companion: no finding")
  func knownLibrary() async {
    #expect(await Self.lint(dependency: "org.maplibre.gl:android-sdk:11.13.5").isEmpty)
  }

  @Test("no dependency: an error; one permlint does not know: a warning that names it")
  func unknownLibrary() async {
    let alone = await Self.lint(dependency: nil)
    #expect(alone.map { "\($0.location.line):\($0.location.column) \($0.severity)" } == ["2:22 error"])
    let unknown = await Self.lint(dependency: "org.example:maps:1.0")
    #expect(unknown.map { "\($0.location.line):\($0.location.column) \($0.severity)" } == ["2:22 warning"])
    #expect(
      unknown.first?.message.hasSuffix(
        "Unless a dependency declares it: permlint does not know the manifests of org.example:maps (first at "
          + "app/build.gradle.kts:5:20); the merged manifest (build/intermediates/merged_manifests/release) shows the "
          + "permissions they add.") == true)
  }
}
