@_spi(Testing) import PermlintKit
import PermlintTestSupport
import Testing

/// What permlint reads from Gradle files besides API levels, and how it evaluates the values
/// and merges libraries, tested through the public model and the linter.
@Suite("Android build model: workspace, values, merging")
struct AndroidBuildModelTests {
  func build(_ text: String, path: String = "app/build.gradle") -> GradleBuildFile {
    GradleBuildFile(file: SourceFile(path: path, text: text))
  }

  /// `path:line:col rule severity` of every finding of a lint over in-memory files.
  func lint(_ files: [(String, String)], today: String = "2025-09-15", configuration: Configuration = Configuration())
    async -> [String]
  {
    var linter = Linter(configuration: configuration)
    linter.today = today
    let report = await linter.lint(files: files.map { SourceFile(path: $0.0, text: $0.1) })
    return report.findings.map { "\($0.location) \($0.ruleID) \($0.severity.rawValue)" }
  }

  func messages(_ files: [(String, String)], today: String = "2025-09-15") async -> [String] {
    var linter = Linter()
    linter.today = today
    return await linter.lint(files: files.map { SourceFile(path: $0.0, text: $0.1) }).findings.map(\.message)
  }

  @Test("ext blocks, ext assignments, extra properties and local variables are definitions")
  func definitions() {
    let file = build(
      """
      buildscript {
          ext {
              minSdkVersion = 24
              targetSdkVersion = 35
              kotlinVersion = "2.1.0"
              kotlin_version = kotlinVersion
          }
      }
      ext.compileSdkVersion = 36
      extra["ndk"] = 27
      val targetSdk by extra(34)
      def local = 30
      """)
    #expect(
      file.definitions.map { "\($0.name)=\($0.value) \($0.position) \($0.scope == .extra ? "extra" : "local")" } == [
        "minSdkVersion=24 3:9 extra", "targetSdkVersion=35 4:9 extra", "compileSdkVersion=36 9:5 extra",
        "ndk=27 10:7 extra", "targetSdk=34 11:5 extra", "local=30 12:5 local",
      ])
  }

  @Test("the Android plugin a script applies, convention plugins included")
  func pluginKinds() {
    #expect(build("apply plugin: \"com.android.application\"\n").pluginKind == .application)
    #expect(build("plugins { id(\"com.android.library\") }\n", path: "lib/build.gradle.kts").pluginKind == .library)
    #expect(build("plugins { alias(libs.plugins.android.application) }\n").pluginKind == .application)
    #expect(build("plugins { id(ThunderbirdPlugins.Library.androidCompose) }\n").pluginKind == .library)
    #expect(build("plugins { alias(libs.plugins.nowinandroid.android.library) }\n").pluginKind == .library)
    #expect(build("plugins { id(ThunderbirdPlugins.Library.kmpCompose) }\n").pluginKind == .library)
    #expect(build("plugins { id 'java-library' }\n").pluginKind == nil)
  }

  @Test("project dependencies of release configurations, with their positions")
  func projectDependencies() {
    let file = build(
      """
      dependencies {
          implementation project(':core')
          api(project(path: ":ui"))
          implementation(projects.featureSettings)
          testImplementation project(':testing')
          androidTestImplementation(project(":detox"))
          debugImplementation project(':leaks')
      }
      apply from: project(':react-native-config').projectDir.getPath() + "/dotenv.gradle"
      """)
    #expect(
      file.projectDependencies.map { "\($0.value) \($0.position)" } == [
        ":core 2:20", ":ui 3:9", ":feature-settings 4:20",
      ])
  }

  @Test("settings: includes on one or several lines, and projectDir")
  func settings() {
    let file = GradleSettingsFile(
      file: SourceFile(
        path: "android/settings.gradle",
        text: """
          include ':app', ':lib'
          include(":feature:map")
          project(':lib').projectDir = new File(rootProject.projectDir, '../node_modules/lib/android')
          """))
    #expect(file.includes.map(\.value) == [":app", ":lib", ":feature:map"])
    #expect(file.directory(of: ":lib") == "node_modules/lib/android")
    #expect(file.directory(of: ":feature:map") == "android/feature/map")
  }

  @Test("version catalog accessors and gradle.properties entries keep their positions")
  func keyValueFiles() {
    let catalog = VersionCatalogDocument(
      file: SourceFile(
        path: "gradle/libs.versions.toml",
        text: "[versions]\nandroid-targetSdk = \"35\" # raised\nminSdk = '24'\n[libraries]\nx = \"1\"\n"))
    #expect(catalog.version(accessor: ["android", "targetSdk"])?.value == "35")
    #expect(catalog.version(accessor: ["android", "targetSdk"])?.position == SourcePosition(line: 2, column: 1))
    #expect(catalog.version(accessor: ["x"]) == nil)
    let properties = GradlePropertiesDocument(
      file: SourceFile(path: "gradle.properties", text: "# comment\n  app.targetSdk = 34\nflag:true\n"))
    #expect(
      properties.entries.map { "\($0.key)=\($0.value) \($0.position)" } == ["app.targetSdk=34 2:3", "flag=true 3:1"])
  }

  @Test("the Play requirement in force on a day, from rules/android-target-api.yml")
  func playRequirement() {
    let targets = PermissionCatalog.builtIn.androidTargets
    #expect(targets.playRequirement(on: "2025-08-30")?.api == 34)
    #expect(targets.playRequirement(on: "2025-08-31")?.api == 35)
    #expect(targets.playRequirement(on: "2026-11-23")?.api == 36)
    #expect(targets.flutterDefaultTarget == 36)
  }

  /// A module whose targetSdk is a constant permlint cannot read, declaring BLUETOOTH (which
  /// needs a cap from API 31).
  static let bluetoothUnknownTarget = [
    ("app/build.gradle", "android { defaultConfig { targetSdkVersion ProjectConfig.target } }\n"),
    (
      "app/src/main/AndroidManifest.xml",
      """
      <manifest xmlns:android="http://schemas.android.com/apk/res/android">
        <uses-permission android:name="android.permission.BLUETOOTH" />
      </manifest>
      """
    ),
  ]

  @Test("an unknown target becomes the Play minimum of the day, said in the message, never an error")
  func assumedTarget() async {
    let files = Self.bluetoothUnknownTarget
    #expect(
      await lint(files) == [
        "app/build.gradle:1:27 android-target-assumed note",
        "app/src/main/AndroidManifest.xml:2:20 uncapped-legacy-permission warning",
      ])
    let message = await messages(files).first ?? ""
    #expect(
      message.contains(
        "permlint assumes API 35, the lowest target Google Play accepts for new apps and updates since 2025-08-31"))
    #expect(await messages(files, today: "2026-09-01").first?.contains("permlint assumes API 36") == true)
    // Before any requirement in the table, there is nothing to assume: a note.
    #expect(
      await lint(files, today: "2020-01-01") == [
        "app/src/main/AndroidManifest.xml:2:20 uncapped-legacy-permission note"
      ])
  }

  @Test("android: { target-sdk: } in the configuration replaces an assumption, with its location")
  func configuredTarget() async throws {
    let configuration = try Configuration.load(
      SourceFile(path: ".permlint.yml", text: "android:\n  target-sdk: 30\n  variant: release\n"))
    #expect(configuration.androidTargetSdk?.value == 30)
    #expect(configuration.androidVariant == "release")
    let files = Self.bluetoothUnknownTarget
    // BLUETOOTH matters from 31: at a configured 30 there is nothing to say.
    #expect(await lint(files, configuration: configuration) == [])
    #expect(throws: ConfigurationError.self) {
      try Configuration.load(SourceFile(path: ".permlint.yml", text: "android:\n  target-sdk: high\n"))
    }
    do {
      _ = try Configuration.load(SourceFile(path: ".permlint.yml", text: "android:\n  targetSdk: 35\n"))
    } catch {
      #expect(error.location == FileLocation(path: ".permlint.yml", line: 2, column: 3))
      #expect(error.message.contains("did you mean 'target-sdk'?"))
    }
  }

  @Test("package.json and .flutter-plugins-dependencies that are not JSON are hints, never errors")
  func invalidDependencyFiles() async {
    #expect(await lint([("package.json", "{ \"name\": {{name}} }"), (".flutter-plugins-dependencies", "nope")]) == [])
  }

  @Test("a library's maxSdkVersion caps the app's declaration unless the app replaces it")
  func mergedAttributes() async {
    let library = """
      <manifest xmlns:android="http://schemas.android.com/apk/res/android">
        <uses-permission android:name="android.permission.BLUETOOTH" android:maxSdkVersion="30" />
      </manifest>
      """
    func files(_ appElement: String) -> [(String, String)] {
      [
        ("settings.gradle", "include ':app', ':lib'\n"),
        (
          "app/build.gradle",
          "apply plugin: 'com.android.application'\nandroid { defaultConfig { targetSdkVersion 35 } }\ndependencies { implementation project(':lib') }\n"
        ),
        (
          "app/src/main/AndroidManifest.xml",
          """
          <manifest xmlns:android="http://schemas.android.com/apk/res/android"
              xmlns:tools="http://schemas.android.com/tools">
            \(appElement)
          </manifest>
          """
        ),
        ("lib/build.gradle", "apply plugin: 'com.android.library'\n"),
        ("lib/src/main/AndroidManifest.xml", library),
      ]
    }
    #expect(await lint(files(#"<uses-permission android:name="android.permission.BLUETOOTH" />"#)) == [])
    #expect(
      await lint(files(#"<uses-permission android:name="android.permission.BLUETOOTH" tools:node="replace" />"#)) == [
        "app/src/main/AndroidManifest.xml:3:20 uncapped-legacy-permission warning"
      ])
    #expect(
      await lint(
        files(#"<uses-permission android:name="android.permission.BLUETOOTH" tools:remove="android:maxSdkVersion" />"#))
        == ["app/src/main/AndroidManifest.xml:3:20 uncapped-legacy-permission warning"])
    // removeAll drops every uses-permission the library declares.
    #expect(
      await lint(files(#"<uses-permission android:name="android.permission.CAMERA" tools:node="removeAll" />"#)) == [])
  }
}
