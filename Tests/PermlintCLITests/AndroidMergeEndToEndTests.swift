import Foundation
import PermlintTestSupport
import Testing

/// Lints one fixture project for each way the manifest that ships differs from the app's own
/// `src/main/AndroidManifest.xml`, through the built binary, and checks every finding's file,
/// line, column and rule.
@Suite("Android: the merged manifest and the target API as builds compute them, end to end")
struct AndroidMergeEndToEndTests {
  /// `path:line:col rule` for every finding.
  static func findings(in fixture: String, _ arguments: [String] = []) throws -> (
    findings: [String], output: String
  ) {
    let result = try PermlintBinary.run(arguments, in: fixture)
    return (LintOutcome(result).findings, result.stdout)
  }

  @Test("a library module's permissions merge into the app; tools:node and tools:remove as the merger applies them")
  func libraryModules() throws {
    let (findings, output) = try Self.findings(in: "android-modules")
    #expect(
      findings == [
        // QUERY_ALL_PACKAGES comes from :tracker: reported in the app's manifest, where it can be removed.
        "app/src/main/AndroidManifest.xml:1:1 play-restricted-permission",
        // BLUETOOTH as uses-permission and uses-permission-sdk-23 is one finding.
        "app/src/main/AndroidManifest.xml:4:22 uncapped-legacy-permission",
        // tools:remove="android:maxSdkVersion" drops the library's cap of 18.
        "app/src/main/AndroidManifest.xml:6:22 uncapped-legacy-permission",
      ])
    #expect(output.contains("The library :tracker adds it (tracker/src/main/AndroidManifest.xml:3:22)"))
    #expect(
      output.contains(
        "`<uses-permission android:name=\"android.permission.QUERY_ALL_PACKAGES\" tools:node=\"remove\" />`"))
    // READ_CALL_LOG is removed by the app; the library's debug manifest is not release; the
    // library is never linted as an app of its own.
    #expect(!output.contains("READ_CALL_LOG") && !output.contains("SYSTEM_ALERT_WINDOW"))
    #expect(!output.contains("tracker/build.gradle.kts"))
  }

  @Test(
    "React Native template: rootProject.ext targetSdkVersion; file: and node_modules packages and a settings projectDir merge in"
  )
  func reactNativeTemplate() throws {
    let (findings, output) = try Self.findings(in: "android-react-native")
    #expect(
      findings == [
        "android/app/src/main/AndroidManifest.xml:1:1 play-restricted-permission",
        "android/app/src/main/AndroidManifest.xml:1:1 play-restricted-permission",
        "android/app/src/main/AndroidManifest.xml:3:22 uncapped-legacy-permission",
      ])
    #expect(
      output.contains(
        "The library react-native-camera-kit adds it "
          + "(node_modules/react-native-camera-kit/android/src/main/AndroidManifest.xml:4:22)"))
    // :watermelondb-jsi lives where settings.gradle's projectDir says, inside node_modules.
    #expect(!output.contains("android-unavailable-library"))
    #expect(
      output.contains(
        "targetSdkVersion 35 (`rootProject.ext.targetSdkVersion`, set at android/build.gradle:6:9) at "
          + "android/app/build.gradle:9:9"))
    #expect(
      output.contains("The library react-native-geo adds it (packages/geo/android/src/main/AndroidManifest.xml:5:22)"))
    #expect(!output.contains("targetSdk is unknown"))
  }

  @Test("version catalog targetSdk and a gradle.properties minSdk")
  func versionCatalog() throws {
    let (findings, output) = try Self.findings(in: "android-version-catalog")
    #expect(
      findings == [
        "app/src/main/AndroidManifest.xml:2:22 uncapped-legacy-permission",
        "app/src/main/AndroidManifest.xml:3:22 broad-media-access",
        "app/src/main/AndroidManifest.xml:3:22 broad-media-access",
      ])
    #expect(output.contains("set at gradle/libs.versions.toml:4:1) at app/build.gradle.kts:10:9"))
    #expect(
      output.contains("minSdk 31 (`(findProperty(\"app.minSdk\") as String).toInt()`, set at gradle.properties:3:1)"))
  }

  @Test(
    "Flutter: plugins from .flutter-plugins-dependencies merge in; flutter.targetSdkVersion is an assumption said aloud"
  )
  func flutterPlugins() throws {
    let (findings, output) = try Self.findings(in: "android-flutter")
    // The plugin declares FOREGROUND_SERVICE_LOCATION, so the app's service is satisfied; the
    // profile manifest is not release.
    #expect(
      findings == [
        "android/app/src/main/AndroidManifest.xml:1:1 play-restricted-permission",
        "android/app/src/main/AndroidManifest.xml:4:22 uncapped-legacy-permission",
      ])
    #expect(output.contains("assumed: flutter.targetSdkVersion is 36"))
    #expect(!output.contains("foreground-service-permission") && !output.contains("SYSTEM_ALERT_WINDOW"))
    // A plugin that is only a dev dependency is not in release builds.
    #expect(!output.contains("READ_CALL_LOG"))
  }

  @Test("a component from a library that is not available: one note, no error")
  func unavailableLibrary() throws {
    let (findings, output) = try Self.findings(in: "android-flutter-unavailable")
    #expect(
      findings == [
        "android/app/src/main/AndroidManifest.xml:4:22 uncapped-legacy-permission",
        "android/app/src/main/AndroidManifest.xml:6:9 android-unavailable-library",
      ])
    #expect(output.contains("Run `flutter pub get` first"))
    #expect(!output.contains(": error:"))
  }

  @Test("--android-variant release reads the merged manifest under build/intermediates as the ground truth")
  func mergedManifest() throws {
    let (findings, output) = try Self.findings(in: "android-merged", ["--android-variant", "release"])
    #expect(
      findings == [
        // The merged manifest ships the missing :player module's permissions, which no source declares.
        "app/build/intermediates/merged_manifests/release/processReleaseManifest/AndroidManifest.xml:12:22 "
          + "build-differs-from-source",
        "app/build/intermediates/merged_manifests/release/processReleaseManifest/AndroidManifest.xml:13:22 "
          + "play-restricted-permission",
      ])
    #expect(!output.contains("SYSTEM_ALERT_WINDOW") && !output.contains("android-unavailable-library"))
    // Without the variant the build output is skipped and the missing library is said once;
    // the build output is offered.
    let (withoutVariant, _) = try Self.findings(in: "android-merged")
    #expect(withoutVariant == ["app/src/main/AndroidManifest.xml:4:9 android-unavailable-library"])
    let plain = try PermlintBinary.run([], in: "android-merged")
    #expect(
      plain.stderr.contains(
        "app/build: build output with merged manifests (variants: debug, release) is skipped; "
          + "--android-variant release reads the manifest the build merged as the ground truth"))
  }

  @Test(
    "convention plugins (build-logic), apply from: and catalog libraries: targetSdk, module dependencies and library permissions followed"
  )
  func gradleConventions() throws {
    let (findings, output) = try Self.findings(in: "gradle-conventions")
    #expect(
      findings == [
        // The target comes from a constant of the convention-plugin build.
        "app/src/main/AndroidManifest.xml:3:22 uncapped-legacy-permission",
        // Every dependency of :app is known (project modules only): an undeclared request stays an error.
        "app/src/main/java/com/acme/app/Sensors.kt:8:57 permission-requested-undeclared",
        // Code of :common is judged for the app that merges it and calls it, and says which app that is.
        "common/src/main/java/com/acme/common/Calls.kt:7:48 permission-requested-undeclared",
        // :tv sets no target; the root script's subprojects {} block does.
        "tv/src/main/AndroidManifest.xml:2:22 uncapped-legacy-permission",
        "wear/src/main/AndroidManifest.xml:2:22 uncapped-legacy-permission",
        "wear/src/main/AndroidManifest.xml:6:44 foreground-service-permission",
        "wear/src/main/java/com/acme/wear/Home.kt:8:57 permission-requested-undeclared",
      ])
    // READ_PHONE_STATE is declared by :common, which the application convention plugin adds;
    // :feature:scan applies a KMP convention plugin and is a library, not an app of its own.
    #expect(
      !output.contains("READ_PHONE_STATE") && !output.contains("feature/scan/src/androidMain/AndroidManifest.xml"))
    #expect(!output.contains("Manifest.permission.CAMERA"))
    #expect(
      output.contains(
        "the app targets API 35 (targetSdk 35 (`AcmeConfig.Android.targetSdk`) at "
          + "build-logic/convention/src/main/kotlin/AndroidApplicationConventionPlugin.kt:11:21)"))
    #expect(
      output.contains(
        "Manifest.permission.READ_CALL_LOG is requested or checked here, but no release manifest of the app 'app' "
          + "(which merges this code's module) declares READ_CALL_LOG"))
    #expect(output.contains("the app targets API 33 (targetSdk 33 at build.gradle.kts:5:17)"))
    // :legacy applies a precompiled script plugin that applies com.android.library: not an app.
    #expect(!output.contains("legacy/"))
    // The target comes from the script wear applies.
    #expect(output.contains("the app targets API 34 (targetSdkVersion 34 at common.gradle:5:9)"))
    // Firebase Messaging (through the catalog) declares POST_NOTIFICATIONS and WorkManager
    // FOREGROUND_SERVICE; an unknown SDK makes what is still undeclared a warning that names it.
    #expect(!output.contains("POST_NOTIFICATIONS") && !output.contains("declares FOREGROUND_SERVICE,"))
    let hedged: String = [
      "wear/src/main/java/com/acme/wear/Home.kt:8:57: warning: Manifest.permission.RECORD_AUDIO is requested or",
      "checked here, but no release manifest of the app declares RECORD_AUDIO, so Android denies it without a",
      "prompt; add <uses-permission android:name=\"android.permission.RECORD_AUDIO\" /> to the app's",
      "AndroidManifest.xml. Unless a dependency declares it: permlint does not know the manifests of",
      "com.acme.vendor:voice-sdk (first at wear/build.gradle:9:20); the merged manifest",
      "(build/intermediates/merged_manifests/release) shows the permissions they add.",
      "[permission-requested-undeclared]",
    ].joined(separator: " ")
    #expect(output.contains(hedged))
    #expect(
      output.contains("app/src/main/java/com/acme/app/Sensors.kt:8:57: error: Manifest.permission.ACCESS_FINE_LOCATION")
    )
  }

  @Test(
    "React Native without node_modules: autolinked native packages are said once as missing, and a request no manifest declares is a note"
  )
  func reactNativeUninstalled() throws {
    let (findings, output) = try Self.findings(in: "rn-uninstalled")
    // The missing packages are said by the finding they make uncertain, not by a note of their
    // own: a React Native repository is scanned before `npm install` as often as after.
    #expect(findings == ["src/Scan.ts:4:36 permission-requested-undeclared"])
    // lodash and react-native itself are not autolinked native packages.
    #expect(!output.contains("lodash") && !output.contains("android-unavailable-library"))
    #expect(
      output.contains(
        "src/Scan.ts:4:36: note: the app's code requests ACCESS_FINE_LOCATION, which no manifest permlint read "
          + "declares, but the manifests of react-native-ble-plx are not available and may declare them: "
          + "node_modules is not in the scanned tree; run `npm install` (or `yarn`) and scan again."))
  }

  /// Rocket.Chat's app listed all 70 packages it autolinks, and said "its directory" of the
  /// first one as if of all.
  @Test("many missing packages are listed ten at a time, and the remedy names whose it is")
  func reactNativeUninstalledMany() throws {
    let (findings, output) = try Self.findings(in: "rn-uninstalled-many")
    #expect(findings == ["src/Scan.ts:4:36 permission-requested-undeclared"])
    let note: String = [
      "src/Scan.ts:4:36: note: the app's code requests ACCESS_FINE_LOCATION, which no manifest permlint read",
      "declares, but the manifests of @react-native-async-storage/async-storage,",
      "@react-native-community/netinfo, expo-camera, expo-device, react-native-ble-plx,",
      "react-native-device-info, react-native-gesture-handler, react-native-mmkv, react-native-reanimated,",
      "react-native-screens and 1 more are not available and may declare them: for",
      "@react-native-async-storage/async-storage, node_modules is not in the scanned tree; run `npm install`",
      "(or `yarn`) and scan again.",
    ].joined(separator: " ")
    #expect(output.contains(note), "\(output)")
  }

  @Test("background location the code needs (geofencing, in a source directory sourceSets adds) is a note naming it")
  func geofencingEvidence() throws {
    let (findings, output) = try Self.findings(in: "android-geofence")
    #expect(findings == ["app/src/main/AndroidManifest.xml:4:22 least-privilege-location"])
    #expect(
      output.contains(
        "app/src/main/AndroidManifest.xml:4:22: note: android.permission.ACCESS_BACKGROUND_LOCATION asks for location "
          + "while the app is not in use, and the app's code uses services that work in the background only with it: "
          + "geofencing (GeofencingClient) (addGeofences, zones/src/main/kotlin/com/acme/zones/Zones.kt:14)."))
  }
}
