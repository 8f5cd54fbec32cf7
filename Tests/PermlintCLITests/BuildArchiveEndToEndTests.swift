import Foundation
@_spi(Testing) import PermlintKit
import PermlintTestSupport
import Testing

/// The builds a store receives, linted as shipped: `Fixtures/builds` (made by its `make.sh`
/// with clang, aapt, protoc and zip).
@Suite("permlint on builds: .ipa, .xcarchive, .apk, .aab")
struct BuildArchiveEndToEndTests {
  @Test("an .ipa: each binary's API references against the app's compiled Info.plist, at the binary that brought them")
  func ipa() throws {
    let outcome = try PermlintBinary.lint(["Demo.ipa"], fixture: "builds")
    #expect(
      outcome
        == LintOutcome(
          status: 1,
          findings: [
            "Demo.ipa!/Payload/Demo.app/Demo:1:1 settings-unreachable-in-code",
            "Demo.ipa!/Payload/Demo.app/Frameworks/Tracker.framework/Tracker:1:1 permission-requested-undeclared",
            "Demo.ipa!/Payload/Demo.app/PlugIns/Widget.appex/Widget:1:1 permission-requested-undeclared",
          ]))
    let result = try PermlintBinary.run(["Demo.ipa"], in: "builds")
    #expect(
      result.stdout.contains(
        "Demo.ipa!/Payload/Demo.app/Frameworks/Tracker.framework/Tracker:1:1: error: "
          + "-[CLLocationManager requestAlwaysAuthorization] requests location-always, but no Info.plist of the app "
          + "declares NSLocationAlwaysAndWhenInUseUsageDescription and NSLocationWhenInUseUsageDescription: "
          + "iOS never shows the prompt and the request is ignored, and App Store Connect reports ITMS-90683"))
    #expect(
      result.stdout.contains(
        "Widget.appex/Widget:1:1: error: CBCentralManager (class referenced) requests bluetooth, but no Info.plist "
          + "of the app declares NSBluetoothAlwaysUsageDescription"))
    #expect(result.stderr.contains("permlint: 6 files checked"))
  }

  @Test("an .xcarchive folder is the same app; its own Info.plist and a storyboard's are no bundles")
  func xcarchive() throws {
    let outcome = try PermlintBinary.lint(["Demo.xcarchive"], fixture: "builds")
    let app = "Demo.xcarchive/Products/Applications/Demo.app"
    #expect(
      outcome
        == LintOutcome(
          status: 1,
          findings: [
            "\(app)/Demo:1:1 settings-unreachable-in-code",
            "\(app)/Frameworks/Tracker.framework/Tracker:1:1 permission-requested-undeclared",
            "\(app)/PlugIns/Widget.appex/Widget:1:1 permission-requested-undeclared",
          ]))
  }

  @Test("an executable named apart from its bundle's folder is read; other files beside it are no binary and no error")
  func renamedExecutable() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("permlint-renamed-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.copyItem(
      at: PermlintBinary.fixture("builds").appendingPathComponent("Demo.xcarchive"),
      to: folder.appendingPathComponent("Demo.xcarchive"))
    let app = "Demo.xcarchive/Products/Applications/Demo.app"
    let framework = folder.appendingPathComponent("\(app)/Frameworks/Tracker.framework")
    // CFBundleExecutable need not be the folder's name.
    try FileManager.default.moveItem(
      at: framework.appendingPathComponent("Tracker"), to: framework.appendingPathComponent("TrackerKit"))
    try Data("APPL????".utf8).write(to: folder.appendingPathComponent("\(app)/PkgInfo"))
    try Data("MIT License\n".utf8).write(to: folder.appendingPathComponent("\(app)/LICENSE"))
    let outcome = try PermlintBinary.lint(["Demo.xcarchive"], in: folder)
    #expect(
      outcome
        == LintOutcome(
          status: 1,
          findings: [
            "\(app)/Demo:1:1 settings-unreachable-in-code",
            "\(app)/Frameworks/Tracker.framework/TrackerKit:1:1 permission-requested-undeclared",
            "\(app)/PlugIns/Widget.appex/Widget:1:1 permission-requested-undeclared",
          ]))
  }

  @Test("an .apk's binary manifest and an .aab's protocol-buffer manifest, at the compiled manifest's lines")
  func android() throws {
    for (archive, entry) in [("app.apk", "AndroidManifest.xml"), ("app.aab", "base/manifest/AndroidManifest.xml")] {
      let outcome = try PermlintBinary.lint([archive], fixture: "builds")
      #expect(
        outcome
          == LintOutcome(
            status: 1,
            findings: [
              "\(archive)!/\(entry):7:18 least-privilege-location",
              "\(archive)!/\(entry):7:18 missing-companion-permission",
            ]), "\(archive)")
    }
  }

  @Test("SARIF: an entry is an artifact whose parent is its archive; the log is valid")
  func sarif() throws {
    let result = try PermlintBinary.run(["app.apk", "--format", "sarif"], in: "builds")
    #expect(try SARIFSchemaValidator.violations(in: result.stdout) == [])
    let log = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let artifacts = try #require(run["artifacts"] as? [[String: Any]])
    #expect(artifacts.count == 2)
    #expect((artifacts[0]["location"] as? [String: String]) == ["uri": "app.apk", "uriBaseId": "%SRCROOT%"])
    #expect((artifacts[1]["location"] as? [String: String]) == ["uri": "/AndroidManifest.xml"])
    #expect(artifacts[1]["parentIndex"] as? Int == 0)
    let results = try #require(run["results"] as? [[String: Any]])
    let location = (results[0]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
    let artifact = location?["artifactLocation"] as? [String: Any]
    #expect(artifact?["index"] as? Int == 1)
    #expect(artifact?["uri"] as? String == "/AndroidManifest.xml")
  }

  @Test("every format prints the logical path inside the archive")
  func formats() throws {
    for format in ["text", "json", "github", "gitlab", "junit", "checkstyle", "markdown", "xcode"] {
      let result = try PermlintBinary.run(["app.apk", "--format", format], in: "builds")
      #expect(result.stdout.contains("app.apk!/AndroidManifest.xml"), "\(format)")
    }
  }

  @Test("a folder holding builds reads each of them")
  func folder() throws {
    let outcome = try PermlintBinary.lint(["."], fixture: "builds")
    #expect(outcome.findings.filter { $0.hasPrefix("app.apk!/") }.count == 2)
    #expect(outcome.findings.filter { $0.hasPrefix("app.aab!/") }.count == 2)
    #expect(outcome.findings.filter { $0.hasPrefix("Demo.ipa!/") }.count == 3)
    #expect(outcome.findings.filter { $0.hasPrefix("Demo.xcarchive/") }.count == 3)
    // The text manifests the fixtures were compiled from are linted too.
    #expect(outcome.findings.filter { $0.hasPrefix("sources/") }.count == 3)
    #expect(outcome.findings.count == 13)
  }
}

/// A module's sources linted together with the APK they built (`Fixtures/build-vs-source`).
@Suite("permlint on sources and their build")
struct BuildVersusSourceEndToEndTests {
  static let apk = "app/build/outputs/apk/release/app-release.apk"

  @Test("the build's extra permissions by the library that brought them, and what it dropped")
  func compared() throws {
    let outcome = try PermlintBinary.lint([".", Self.apk], fixture: "build-vs-source")
    #expect(
      outcome
        == LintOutcome(
          status: 0,
          findings: [
            "\(Self.apk)!/AndroidManifest.xml:10:18 build-differs-from-source",
            "\(Self.apk)!/AndroidManifest.xml:13:18 build-differs-from-source",
            "\(Self.apk)!/AndroidManifest.xml:13:18 least-privilege-location",
            "app/src/main/AndroidManifest.xml:4:22 build-differs-from-source",
          ]))
    let result = try PermlintBinary.run([".", Self.apk], in: "build-vs-source")
    #expect(
      result.stdout.contains(
        "the build of app ships android.permission.INTERNET, android.permission.WAKE_LOCK and "
          + "android.permission.POST_NOTIFICATIONS, which no manifest of its sources declares: they come from "
          + "Firebase Cloud Messaging (com.google.firebase:firebase-messaging)."))
    #expect(
      result.stdout.contains(
        "the build of app ships android.permission.ACCESS_BACKGROUND_LOCATION, which no manifest of its sources "
          + "declares: it comes from a dependency whose manifest permlint cannot read"))
  }

  @Test("the sources alone: the build is skipped and nothing is compared")
  func sourcesAlone() throws {
    #expect(try PermlintBinary.lint(["."], fixture: "build-vs-source") == LintOutcome(status: 0, findings: []))
  }

  @Test("with the merger report: the library that added or removed each permission, by its coordinate")
  func withMergerReport() throws {
    let report = "app/build/outputs/logs/manifest-merger-release-report.txt"
    let result = try PermlintBinary.run([".", Self.apk, report], in: "build-vs-source")
    #expect(
      LintOutcome(result).findings == [
        "\(Self.apk)!/AndroidManifest.xml:10:18 build-differs-from-source",
        "\(Self.apk)!/AndroidManifest.xml:13:18 build-differs-from-source",
        "\(Self.apk)!/AndroidManifest.xml:13:18 least-privilege-location",
        "app/src/main/AndroidManifest.xml:4:22 build-differs-from-source",
      ])
    #expect(
      result.stdout.contains(
        "they come from com.google.firebase:firebase-messaging:24.0.0 (as \(report) says)"))
    #expect(
      result.stdout.contains(
        "android.permission.ACCESS_BACKGROUND_LOCATION, which no manifest of its sources declares: it comes from "
          + "com.example.vendor:tracking-sdk:3.1.0 (as \(report) says)"))
    #expect(
      result.stdout.contains(
        "ACCESS_FINE_LOCATION is declared here but \(Self.apk)!/AndroidManifest.xml does not ship it: "
          + "com.example.vendor:tracking-sdk:3.1.0 removes it (as \(report) says)."))
  }
}

/// An Xcode project linted together with the .ipa it built (`Fixtures/build-vs-source-ios`,
/// the .ipa made by `Fixtures/builds/make.sh`).
@Suite("permlint on an Xcode project and its .ipa")
struct AppleBuildVersusSourceEndToEndTests {
  static let ipa = "build/Demo.ipa"

  @Test("a key a build step added, a key the build lacks, texts that differ in English and French; no more")
  func compared() throws {
    let result = try PermlintBinary.run([".", Self.ipa], in: "build-vs-source-ios")
    #expect(
      LintOutcome(result)
        == LintOutcome(
          status: 0,
          findings: [
            "Demo/Info.plist:12:2 build-differs-from-source",
            "Demo/Info.plist:13:2 build-differs-from-source",
            "Demo/fr.lproj/InfoPlist.strings:3:41 build-differs-from-source",
            "\(Self.ipa)!/Payload/Demo.app/Info.plist:1:1 build-differs-from-source",
          ]))
    // One severity per cause, none an error: a key added by a build step is usual.
    #expect(
      result.stdout.contains(
        "\(Self.ipa)!/Payload/Demo.app/Info.plist:1:1: note: \(Self.ipa)!/Payload/Demo.app ships "
          + "NSContactsUsageDescription, which target 'Demo' in Demo.xcodeproj/project.pbxproj does not declare: a "
          + "build step adds it: a Run Script phase, a CocoaPods script or a plugin"))
    #expect(
      result.stdout.contains(
        "Demo/Info.plist:13:2: warning: target 'Demo' in Demo.xcodeproj/project.pbxproj declares "
          + "NSPhotoLibraryAddUsageDescription and NSBluetoothAlwaysUsageDescription, but the build "
          + "(\(Self.ipa)!/Payload/Demo.app/Info.plist) does not have them"))
    #expect(
      result.stdout.contains(
        "Demo/fr.lproj/InfoPlist.strings:3:41: note: NSLocationWhenInUseUsageDescription (fr) reads differently in "
          + "the build (\(Self.ipa)!/Payload/Demo.app/fr.lproj/InfoPlist.strings)"))
    // $(PRODUCT_NAME) expanded is no difference; an INFOPLIST_KEY_ setting is declared; a key
    // only the Debug or Staging configuration sets is not expected (one only AppStore sets
    // is: a build that ships is made with it); the widget matches by its rfc1034 bundle
    // identifier and is as its sources say.
    #expect(!result.stdout.contains("NSCameraUsageDescription"))
    #expect(!result.stdout.contains("NSMicrophoneUsageDescription"))
    #expect(!result.stdout.contains("NSMotionUsageDescription"))
    #expect(!result.stdout.contains("NSSpeechRecognitionUsageDescription"))
    #expect(!result.stdout.contains("Widget"))
  }

  @Test("the sources alone, or the build alone: nothing is compared")
  func alone() throws {
    for arguments in [["."], [Self.ipa]] {
      let result = try PermlintBinary.run(arguments, in: "build-vs-source-ios")
      #expect(!result.stdout.contains("build-differs-from-source"), "\(arguments)")
    }
  }
}
