@_spi(Testing) import PermlintKit
import Testing

/// Which SDKs the tracking and advertising ID rules count: the attribution SDKs that read the
/// Android advertising ID themselves, and the npm packages an iOS app really builds.
@Suite("tracking SDK sources")
struct TrackingSDKSourcesTests {
  static func lint(_ rule: Rule, _ files: [(String, String)]) async -> [String] {
    let report = await Linter(rules: [rule]).lint(files: files.map { SourceFile(path: $0.0, text: $0.1) })
    return report.findings.map {
      "\($0.location.path):\($0.location.line):\($0.location.column) \($0.ruleID): \($0.message)"
    }
  }

  static let manifest = """
    <manifest xmlns:android="http://schemas.android.com/apk/res/android">
      <uses-permission android:name="android.permission.INTERNET" />
      <application android:label="News">
        <meta-data android:name="google_analytics_adid_collection_enabled" android:value="false" />
      </application>
    </manifest>
    """

  static func gradle(_ dependencies: String) -> String {
    """
    plugins {
        id 'com.android.application'
    }

    android {
        namespace 'com.example.news'
        defaultConfig {
            minSdk 24
            targetSdk 34
        }
    }

    dependencies {
        implementation 'com.google.firebase:firebase-analytics:22.1.2'
    \(dependencies)
    }
    """
  }

  static func android(_ dependencies: String, _ more: [(String, String)] = []) -> [(String, String)] {
    [("app/build.gradle", gradle(dependencies)), ("app/src/main/AndroidManifest.xml", manifest)] + more
  }

  @Test("Firebase's switch off and firebase-analytics alone: AD_ID is reported, at the switch")
  func firebaseAlone() async {
    let findings = await Self.lint(.advertisingIDDeclaredUnused, Self.android(""))
    #expect(
      findings == [
        "app/src/main/AndroidManifest.xml:4:87 advertising-id-declared-unused: google_analytics_adid_collection_enabled "
          + "is false, so the app says it collects no advertising ID, but the merged manifest keeps "
          + "com.google.android.gms.permission.AD_ID (added by Google Analytics for Firebase): Google Play refuses a "
          + "release whose manifest has AD_ID while its Advertising ID declaration says the app does not use it. If "
          + "nothing uses the ID, remove it (with tools:node=\"remove\" for one a library adds); otherwise declare its "
          + "use in the Play Console."
      ])
  }

  @Test(
    "the switch turns off Firebase's collection only: AppsFlyer, Adjust and the other attribution SDKs read the ID themselves",
    arguments: [
      "    implementation 'com.appsflyer:af-android-sdk:6.14.0'",
      "    implementation 'com.adjust.sdk:adjust-android:4.38.0'",
      "    implementation(\"com.appsflyer:af-android-sdk:6.14.0\")\n    implementation 'com.adjust.sdk:adjust-android:4.38.0'",
      "    implementation 'io.branch.sdk.android:library:5.12.0'",
      "    implementation 'com.facebook.android:facebook-core:17.0.0'",
      "    implementation 'com.applovin:applovin-sdk:12.6.0'",
      "    implementation 'com.unity3d.ads:unity-ads:4.12.0'",
    ])
  func attributionSDK(_ dependency: String) async {
    #expect(await Self.lint(.advertisingIDDeclaredUnused, Self.android(dependency)).isEmpty)
  }

  @Test("an attribution SDK named through the version catalog keeps AD_ID too")
  func versionCatalog() async {
    let catalog = """
      [versions]
      appsflyer = "6.14.0"

      [libraries]
      appsflyer = { module = "com.appsflyer:af-android-sdk", version.ref = "appsflyer" }
      """
    let files = Self.android("    implementation(libs.appsflyer)", [("gradle/libs.versions.toml", catalog)])
    #expect(await Self.lint(.advertisingIDDeclaredUnused, files).isEmpty)
  }

  @Test("a library that is no ad or attribution SDK changes nothing")
  func otherLibrary() async {
    let findings = await Self.lint(
      .advertisingIDDeclaredUnused, Self.android("    implementation 'com.squareup.okhttp3:okhttp:4.12.0'"))
    #expect(findings.count == 1)
    #expect(findings.first?.hasPrefix("app/src/main/AndroidManifest.xml:4:87 advertising-id-declared-unused:") == true)
  }

  static let plist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict><key>CFBundleIdentifier</key><string>org.x.rider</string></dict></plist>
    """

  static let podLock = """
    PODS:
      - hermes-engine (0.74.1)
      - React-Core (0.74.1)

    DEPENDENCIES:
      - hermes-engine (from `../node_modules/react-native/sdks/hermes-engine/hermes-engine.podspec`)

    SPEC CHECKSUMS:
      hermes-engine: abc

    PODFILE CHECKSUM: abc

    COCOAPODS: 1.15.2
    """

  static let devPackage = """
    { "name": "rider", "version": "1.0.0", "dependencies": { "react-native": "0.74.1" }, \
    "devDependencies": { "react-native-appsflyer": "6.13.0" } }
    """

  static let devLock = """
    { "name": "rider", "lockfileVersion": 3, "packages": {
      "": { "name": "rider", "dependencies": { "react-native": "0.74.1" }, "devDependencies": { "react-native-appsflyer": "6.13.0" } },
      "node_modules/react-native": { "version": "0.74.1" },
      "node_modules/react-native-appsflyer": { "version": "6.13.0", "dev": true }
    } }
    """

  @Test("a devDependency the Podfile.lock does not build is no tracking SDK of the app (the reviewer's rn1)")
  func devDependencyWithPodLock() async {
    let files = [
      ("package.json", Self.devPackage), ("package-lock.json", Self.devLock), ("ios/Podfile.lock", Self.podLock),
      ("ios/Rider/Info.plist", Self.plist),
    ]
    #expect(await Self.lint(.trackingWithoutAuthorization, files).isEmpty)
  }

  @Test("without a Podfile.lock, an npm lock entry package.json does not depend on is no SDK of the app")
  func devDependencyWithoutPodLock() async {
    let files = [
      ("package.json", Self.devPackage), ("package-lock.json", Self.devLock), ("ios/Rider/Info.plist", Self.plist),
    ]
    #expect(await Self.lint(.trackingWithoutAuthorization, files).isEmpty)
    let yarn = """
      # yarn lockfile v1


      react-native-appsflyer@6.13.0:
        version "6.13.0"
      """
    let withYarn = [("package.json", Self.devPackage), ("yarn.lock", yarn), ("ios/Rider/Info.plist", Self.plist)]
    #expect(await Self.lint(.trackingWithoutAuthorization, withYarn).isEmpty)
  }

  /// The warning's text after the dependency's name.
  static let message =
    " is a tracking SDK, and the app has no NSUserTrackingUsageDescription, so it can never ask the user to allow "
    + "tracking and the SDK gets no advertising identifier. AppsFlyer exists to attribute ad installs across apps, "
    + "which is tracking once it reads the advertising identifier: if the app's App Privacy answers say it tracks, "
    + "add NSUserTrackingUsageDescription and request authorization with App Tracking Transparency before the SDK "
    + "starts (App Review Guideline 5.1.2); if not, keep the SDK's identifier collection off."

  @Test("a real dependency still counts: package.json's without a Podfile.lock, the pod with one")
  func realDependency() async {
    let package = """
      { "name": "rider", "dependencies": { "react-native": "0.74.1", "react-native-appsflyer": "6.13.0" } }
      """
    let lock = """
      { "name": "rider", "lockfileVersion": 3, "packages": {
        "node_modules/react-native": { "version": "0.74.1" },
        "node_modules/react-native-appsflyer": { "version": "6.13.0" }
      } }
      """
    let npmOnly = await Self.lint(
      .trackingWithoutAuthorization,
      [("package.json", package), ("package-lock.json", lock), ("ios/Rider/Info.plist", Self.plist)])
    #expect(npmOnly == ["package.json:1:90 tracking-without-authorization: react-native-appsflyer" + Self.message])

    let pods = Self.podLock.replacingOccurrences(
      of: "  - React-Core (0.74.1)\n",
      with: "  - AppsFlyerFramework (6.13.0)\n  - React-Core (0.74.1)\n  - react-native-appsflyer (6.13.0):\n"
        + "    - AppsFlyerFramework (= 6.13.0)\n")
    let withPods = await Self.lint(
      .trackingWithoutAuthorization,
      [
        ("package.json", package), ("package-lock.json", lock), ("ios/Podfile.lock", pods),
        ("ios/Rider/Info.plist", Self.plist),
      ])
    #expect(withPods == ["ios/Podfile.lock:3:5 tracking-without-authorization: AppsFlyerFramework" + Self.message])
  }

  @Test("package-lock.json's \"dev\": true entries are left out: a dev-only copy of a listed SDK is never judged")
  func devEntriesLeftOut() async {
    let lock = """
      { "lockfileVersion": 3, "packages": {
        "node_modules/react-native": { "version": "0.70.0", "dev": true }
      } }
      """
    let files = [
      ("package.json", "{ \"name\": \"kit\" }"), ("package-lock.json", lock), ("ios/App/Info.plist", Self.plist),
    ]
    #expect(await Self.lint(.sdkWithoutPrivacyManifest, files).isEmpty)
    let built = lock.replacingOccurrences(of: ", \"dev\": true", with: "")
    let findings = await Self.lint(
      .sdkWithoutPrivacyManifest, [files[0], ("package-lock.json", built), files[2]])
    #expect(
      findings == [
        "package-lock.json:2:45 sdk-without-privacy-manifest: On Apple's list of SDKs that must ship their own privacy "
          + "manifest (ITMS-91061): hermes (react-native) 0.70.0. permlint does not know from which release each ships "
          + "one: check that the version you lock includes PrivacyInfo.xcprivacy (its release notes, or its folder "
          + "under Pods/ or the package's ios/ folder)."
      ])
  }
}
