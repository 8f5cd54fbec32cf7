import Testing

@_spi(Testing) @testable import PermlintKit

/// Which folders hold example and test apps of packages, decided from their names and their
/// own package files, and when they are left out.
@Suite("Example apps")
struct ExampleAppsTests {
  static func leftOut(_ files: [(String, String)]) -> [String] {
    let documents = TestDocuments.documents(files)
    return ExampleApps.partition(documents).examples.folders
  }

  static let plist = "<plist version=\"1.0\"><dict><key>CFBundleName</key><string>App</string></dict></plist>"
  static let manifest = "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\"/>"

  @Test(
    "names of example and test apps, and names that are not",
    arguments: [
      ("example", true), ("Examples", true), ("sample", true), ("demo", true), ("integration_test", true),
      ("MPChartExample", true), ("ChartsDemo", true), ("ExampleApp", true), ("scanner_example", true),
      ("react-native-charts-demo", true), ("demo_app", true), ("Runner", false), ("Demonstration", false),
      ("resample", false), ("Examplary", false), ("app", false),
    ])
  func names(_ name: String, _ isExample: Bool) {
    #expect(ExampleApps.isExampleName(Substring(name)) == isExample)
  }

  @Test("a vendored chart library's example module with its own Gradle script is left out beside the app")
  func vendoredAndroidExample() {
    #expect(
      Self.leftOut([
        ("app/src/main/AndroidManifest.xml", Self.manifest),
        ("app/build.gradle", "plugins { id 'com.android.application' }\n"),
        ("libs/charts/MPChartExample/src/main/AndroidManifest.xml", Self.manifest),
        ("libs/charts/MPChartExample/build.gradle", "plugins { id 'com.android.application' }\n"),
      ]) == ["libs/charts/MPChartExample"])
  }

  @Test("a demo flavour's source set is the module's, not an example app")
  func flavourSourceSet() {
    #expect(
      Self.leftOut([
        ("app/src/main/AndroidManifest.xml", Self.manifest),
        ("app/src/demo/AndroidManifest.xml", Self.manifest),
        ("app/build.gradle", "plugins { id 'com.android.application' }\n"),
      ]) == [])
  }

  @Test("a target's Info.plist in a Demo folder of the app's own Xcode project stays in the app")
  func targetOfTheProject() {
    #expect(
      Self.leftOut([
        ("App.xcodeproj/project.pbxproj", ExampleProject.pbxproj(targetSettings: [])),
        ("App/Info.plist", Self.plist),
        ("Demo/ios/Info.plist", Self.plist),
      ]) == [])
  }

  @Test("a library whose only app is its example: the example is the app linted")
  func libraryWithExampleOnly() {
    #expect(
      Self.leftOut([
        ("package.json", "{\"name\": \"react-native-charts\"}"),
        ("android/src/main/AndroidManifest.xml", Self.manifest),
        ("android/build.gradle", "apply plugin: 'com.android.library'\n"),
        ("example/package.json", "{\"name\": \"charts-example\"}"),
        ("example/ios/ChartsExample/Info.plist", Self.plist),
        ("example/android/app/src/main/AndroidManifest.xml", Self.manifest),
      ]) == [])
  }

  @Test("an example folder with its own feature map is an app the user lints")
  func mappedExample() {
    #expect(
      Self.leftOut([
        ("ios/Runner/Info.plist", Self.plist),
        ("example/pubspec.yaml", "name: example\n"),
        ("example/ios/Runner/Info.plist", Self.plist),
        ("example/permlint.yml", "app: Example\nfeatures: {}\n"),
      ]) == [])
  }

  @Test("a test folder of fixture apps is left out, but an app with its own feature map inside it is linted")
  func mappedAppInsideTestFolder() {
    let files = [
      ("ios/Runner/Info.plist", Self.plist),
      ("tests/fixtures/plain/pubspec.yaml", "name: plain\n"),
      ("tests/fixtures/plain/ios/Runner/Info.plist", Self.plist),
      ("tests/fixtures/mapped/permlint.yml", "app: Mapped\nfeatures: {}\n"),
      ("tests/fixtures/mapped/ios/Runner/Info.plist", Self.plist),
    ]
    let documents = TestDocuments.documents(files)
    let (kept, examples) = ExampleApps.partition(documents)
    #expect(examples.folders == ["tests"])
    #expect(
      kept.compactMap(\.path) == [
        "ios/Runner/Info.plist", "tests/fixtures/mapped/permlint.yml", "tests/fixtures/mapped/ios/Runner/Info.plist",
      ])
  }
}
