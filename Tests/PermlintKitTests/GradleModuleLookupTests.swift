@_spi(Testing) import PermlintKit
import Testing

/// Gradle modules whose directories the settings set in code (duckduckgo/Android 9a68a51
/// includes every folder two levels down in a loop and sets each `projectDir`).
@Suite("Gradle modules included by code in the settings")
struct GradleModuleLookupTests {
  static func files(extra: [(String, String)] = []) -> [(String, String)] {
    [
      (
        "settings.gradle",
        """
        include ':app'
        rootDir.eachFile(groovy.io.FileType.DIRECTORIES) { parent ->
            parent.eachFile(groovy.io.FileType.DIRECTORIES) { child ->
                if (new File(child, 'build.gradle').exists()) {
                    include ":${child.name}"
                    project(":${child.name}").projectDir = new File("${parent.name}/${child.name}")
                }
            }
        }

        """
      ),
      (
        "app/build.gradle",
        "plugins { id 'com.android.application' }\nandroid {\n    defaultConfig { targetSdk 34 }\n}\n"
          + "dependencies {\n    implementation project(':site-impl')\n}\n"
      ),
      (
        "app/src/main/AndroidManifest.xml",
        "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\">\n"
          + "    <uses-permission android:name=\"android.permission.ACCESS_FINE_LOCATION\" />\n"
          + "    <uses-permission android:name=\"android.permission.ACCESS_COARSE_LOCATION\" />\n</manifest>\n"
      ),
      ("app/src/main/java/x/MainActivity.kt", "package x\nclass MainActivity\n"),
      ("site/site-impl/build.gradle", "plugins { id 'com.android.library' }\n"),
      (
        "site/site-impl/src/main/AndroidManifest.xml",
        "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\" />\n"
      ),
      (
        "site/site-impl/src/main/java/x/site/SitePermissions.kt",
        "package x.site\nclass SitePermissions(val helper: Helper) {\n"
          + "    fun ask() { helper.launcher.launch(arrayOf(Manifest.permission.ACCESS_COARSE_LOCATION, "
          + "Manifest.permission.ACCESS_FINE_LOCATION)) }\n}\n"
      ),
    ] + extra
  }

  static func lint(_ files: [(String, String)]) async -> [String] {
    await PurposeStringPrecisionTests.lint([.unavailableAndroidLibrary, .declaredPermissionUnrequested], files).map {
      String($0.prefix(while: { $0 != ":" })) + " "
        + ($0.split(separator: " ").dropFirst().first.map(String.init) ?? "")
    }
  }

  @Test("the one module folder of the dependency's name is its directory: its code and manifest are read")
  func onlyFolderOfTheName() async {
    #expect(await Self.lint(Self.files()) == [])
  }

  @Test("two folders of the name: the dependency stays unresolved, and so said")
  func twoFolders() async {
    let findings = await Self.lint(
      Self.files(extra: [("other/site-impl/build.gradle", "plugins { id 'com.android.library' }\n")]))
    #expect(findings.contains("app/build.gradle android-unavailable-library:"))
  }
}
