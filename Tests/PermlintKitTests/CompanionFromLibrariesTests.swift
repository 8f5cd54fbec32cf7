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

  /// Found reviewing the change: the app's `tools:node="remove"` keeps the library's
  /// companion out of the merged manifest.
  @Test("a known library's companion the app removes: the error stays")
  func removedCompanion() async {
    let files = [
      SourceFile(
        path: "app/build.gradle.kts",
        text: "android {\n    defaultConfig { minSdk = 24; targetSdk = 35 }\n}\n"
          + "dependencies {\n    implementation(\"org.maplibre.gl:android-sdk:11.13.5\")\n}\n"),
      SourceFile(
        path: "app/src/main/AndroidManifest.xml",
        text: "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\" "
          + "xmlns:tools=\"http://schemas.android.com/tools\">\n"
          + "    <uses-permission android:name=\"android.permission.ACCESS_FINE_LOCATION\" />\n"
          + "    <uses-permission android:name=\"android.permission.ACCESS_COARSE_LOCATION\" tools:node=\"remove\" />\n"
          + "</manifest>\n"),
    ]
    let findings = await Linter(rules: [.missingCompanionPermission]).lint(files: files).findings
    #expect(findings.map { "\($0.location.line):\($0.location.column) \($0.severity)" } == ["2:22 error"])
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

/// permission-requested-undeclared on a shared module's helper that only another app of the
/// project calls (found judging kiwix/kiwix-android, 31bf1e8: `:core` checks
/// NEARBY_WIFI_DEVICES for `:app`, and `:branded` merges `:core` without calling it).
@Suite("permission-requested-undeclared: library code the app never calls")
struct LibraryHelperReachTests {
  static func files(brandedCalls: Bool) -> [(String, String)] {
    let manifest = { (permissions: String) in
      "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\">\n\(permissions)</manifest>\n"
    }
    let application =
      "plugins { id(\"com.android.application\") }\n"
      + "android {\n    defaultConfig { minSdk = 24; targetSdk = 35 }\n}\n"
      + "dependencies {\n    implementation(project(\":core\"))\n}\n"
    return [
      ("settings.gradle.kts", "include(\":app\", \":branded\", \":core\")\n"),
      ("core/build.gradle.kts", "plugins { id(\"com.android.library\") }\n"),
      ("core/src/main/AndroidManifest.xml", manifest("")),
      (
        "core/src/main/java/lib/Checker.kt",
        "package lib\nclass Checker(private val c: Context) {\n    fun hasCamera(): Boolean =\n"
          + "        ContextCompat.checkSelfPermission(c, Manifest.permission.CAMERA) == PackageManager.PERMISSION_GRANTED\n}\n"
      ),
      (
        "core/src/main/java/lib/CameraChecker.kt",
        "package lib\ninterface CameraChecker {\n    fun hasCamera(): Boolean\n}\n"
      ),
      ("app/build.gradle.kts", application),
      (
        "app/src/main/AndroidManifest.xml",
        manifest("    <uses-permission android:name=\"android.permission.CAMERA\" />\n")
      ),
      (
        "app/src/main/java/full/Scan.kt",
        "class Scan : Activity() {\n    fun onScan() { Checker(this).hasCamera() }\n}\n"
      ),
      ("branded/build.gradle.kts", application),
      ("branded/src/main/AndroidManifest.xml", manifest("")),
      (
        "branded/src/main/java/lite/Main.kt",
        brandedCalls
          ? "class Main : Activity() {\n    fun scan() = Checker(this).hasCamera()\n}\n" : "class Main : Activity()\n"
      ),
    ]
  }

  /// Found reviewing the change: methods the framework enters by names no source writes.
  @Test(
    "an override, an annotated method or a click handler in the shared module: the finding stays",
    arguments: [
      "package lib\nclass CameraWorker(c: Context, p: WorkerParameters) : Worker(c, p) {\n    override fun doWork(): Result =\n        if (ContextCompat.checkSelfPermission(applicationContext, Manifest.permission.CAMERA) == 0) Result.success() else Result.failure()\n}\n",
      "package lib\nclass Bridge(private val c: Context) {\n    @JavascriptInterface\n    fun cameraAllowed(): Boolean =\n        ContextCompat.checkSelfPermission(c, Manifest.permission.CAMERA) == 0\n}\n",
      "package lib\nclass Screen(private val c: Context) {\n    fun scan(v: View): Boolean =\n        ContextCompat.checkSelfPermission(c, Manifest.permission.CAMERA) == 0\n}\n",
    ])
  func enteredByTheFramework(_ code: String) async {
    let files = Self.files(brandedCalls: false).map { $0.0 == "core/src/main/java/lib/Checker.kt" ? ($0.0, code) : $0 }
    let findings = await PurposeStringPrecisionTests.lint([.permissionRequestedUndeclared], files)
    #expect(findings.count == 1)
  }

  @Test("the app that never calls the helper is not told to declare its permission; one that calls it is")
  func helperReach() async {
    let silent = await PurposeStringPrecisionTests.lint(
      [.permissionRequestedUndeclared], Self.files(brandedCalls: false))
    #expect(silent == [])
    let called = await PurposeStringPrecisionTests.lint(
      [.permissionRequestedUndeclared], Self.files(brandedCalls: true))
    #expect(called.map { String($0.prefix(while: { $0 != " " })) } == ["core/src/main/java/lib/Checker.kt:4:46"])
  }
}

/// missing-companion-permission in the code: a request for precise location alone (found
/// judging tasks/tasks e5587e1 and commons-app/apps-android-commons c5d5b22, whose manifests
/// declare both but whose code asks for ACCESS_FINE_LOCATION alone).
@Suite("missing-companion-permission: requests for fine location alone")
struct FineLocationRequestTests {
  static func findings(_ path: String, _ code: String, targetSdk: String = "35") async -> [String] {
    let files = [
      SourceFile(
        path: "app/build.gradle.kts",
        text: "android {\n    defaultConfig { minSdk = 24; targetSdk = \(targetSdk) }\n}\n"),
      SourceFile(
        path: "app/src/main/AndroidManifest.xml",
        text: "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\">\n"
          + "    <uses-permission android:name=\"android.permission.ACCESS_FINE_LOCATION\" />\n"
          + "    <uses-permission android:name=\"android.permission.ACCESS_COARSE_LOCATION\" />\n</manifest>\n"),
      SourceFile(path: path, text: code),
    ]
    return await Linter(rules: [.missingCompanionPermission]).lint(files: files).findings.map {
      "\($0.location.path):\($0.location.line):\($0.location.column) \($0.severity)"
    }
  }

  @Test("Kotlin, Java and React Native requests of fine location alone: a warning at the call")
  func alone() async {
    #expect(
      await Self.findings(
        "app/src/main/java/a/Map.kt",
        "class Map : Activity() {\n    fun onLocate() {\n        ActivityCompat.requestPermissions(this, arrayOf(Manifest.permission.ACCESS_FINE_LOCATION), 1)\n    }\n}\n"
      ) == ["app/src/main/java/a/Map.kt:3:24 warning"])
    #expect(
      await Self.findings(
        "app/src/main/java/a/Map.java",
        "class Map extends Activity {\n  void onLocate() {\n    launcher.launch(Manifest.permission.ACCESS_FINE_LOCATION);\n  }\n}\n"
      ) == ["app/src/main/java/a/Map.java:3:14 warning"])
    // A React Native app: its JavaScript is the android/ app's code.
    let native = [
      SourceFile(
        path: "package.json", text: "{ \"name\": \"maps\", \"dependencies\": { \"react-native\": \"0.76.0\" } }\n"),
      SourceFile(
        path: "android/app/build.gradle.kts", text: "android {\n    defaultConfig { minSdk = 24; targetSdk = 35 }\n}\n"),
      SourceFile(
        path: "android/app/src/main/AndroidManifest.xml",
        text: "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\">\n"
          + "    <uses-permission android:name=\"android.permission.ACCESS_FINE_LOCATION\" />\n"
          + "    <uses-permission android:name=\"android.permission.ACCESS_COARSE_LOCATION\" />\n</manifest>\n"),
      SourceFile(
        path: "src/Map.ts",
        text: "export const locate = async () => {\n"
          + "  await PermissionsAndroid.request(PermissionsAndroid.PERMISSIONS.ACCESS_FINE_LOCATION);\n};\n"),
    ]
    let findings = await Linter(rules: [.missingCompanionPermission]).lint(files: native).findings
    #expect(
      findings.map { "\($0.location.path):\($0.location.line):\($0.location.column) \($0.severity)" } == [
        "src/Map.ts:2:28 warning"
      ])
  }

  @Test("both together, a list built elsewhere, or a target below 31: nothing")
  func notAlone() async {
    #expect(
      await Self.findings(
        "app/src/main/java/a/Map.kt",
        "class Map : Activity() {\n    fun onLocate() {\n        ActivityCompat.requestPermissions(this, arrayOf(ACCESS_FINE_LOCATION, ACCESS_COARSE_LOCATION), 1)\n    }\n}\n"
      ) == [])
    #expect(
      await Self.findings(
        "app/src/main/java/a/Map.kt",
        "class Map : Activity() {\n    fun onLocate() {\n        ActivityCompat.requestPermissions(this, locationPermissions, 1)\n    }\n}\n"
      ) == [])
    #expect(
      await Self.findings(
        "app/src/main/java/a/Map.kt",
        "class Map : Activity() {\n    fun onLocate() {\n        ActivityCompat.requestPermissions(this, arrayOf(Manifest.permission.ACCESS_FINE_LOCATION), 1)\n    }\n}\n",
        targetSdk: "30") == [])
    // Under an API-level test: the branch may run only below Android 12 (tasks' `atLeastQ()`).
    #expect(
      await Self.findings(
        "app/src/main/java/a/Map.java",
        "class Map extends Activity {\n  void onLocate() {\n    if (atLeastS()) {\n      ask();\n    } else {\n"
          + "      requestPermissions(new String[] { permission.ACCESS_FINE_LOCATION }, 1);\n    }\n  }\n}\n") == [])
  }
}
