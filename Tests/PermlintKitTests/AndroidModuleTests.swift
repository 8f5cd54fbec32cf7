@_spi(Testing) import PermlintKit
import PermlintTestSupport
import Testing

@Suite("Android modules")
struct AndroidModuleTests {
  func manifest(_ path: String, _ body: String) throws -> AndroidManifestDocument {
    let text = """
      <manifest xmlns:android="http://schemas.android.com/apk/res/android"
          xmlns:tools="http://schemas.android.com/tools">
      \(body)
      </manifest>
      """
    return AndroidManifestDocument(path: path, root: try XMLDocumentParser.parse(SourceFile(path: path, text: text)))
  }

  func app(_ manifests: [AndroidManifestDocument], gradle: [(String, String)] = []) -> AppModel {
    var app = AppModel(root: ".")
    app.androidManifests = manifests
    app.gradleBuildFiles = gradle.map { GradleBuildFile(file: SourceFile(path: $0.0, text: $0.1)) }
    return app
  }

  @Test("a module gathers its source sets; release builds leave out debug and test source sets")
  func sourceSets() throws {
    let modules = app([
      try manifest(
        "app/src/main/AndroidManifest.xml", #"<uses-permission android:name="android.permission.CAMERA" />"#),
      try manifest(
        "app/src/debug/AndroidManifest.xml",
        #"<uses-permission android:name="android.permission.SYSTEM_ALERT_WINDOW" />"#),
      try manifest(
        "app/src/playDebug/AndroidManifest.xml", #"<uses-permission android:name="android.permission.READ_SMS" />"#),
      try manifest(
        "app/src/androidTest/AndroidManifest.xml", #"<uses-permission android:name="android.permission.READ_SMS" />"#),
      try manifest(
        "app/src/play/AndroidManifest.xml", #"<uses-permission android:name="android.permission.POST_NOTIFICATIONS" />"#
      ),
      try manifest(
        "lib/src/main/AndroidManifest.xml", #"<uses-permission android:name="android.permission.RECORD_AUDIO" />"#),
    ]).makeAndroidModules()
    #expect(modules.map(\.path) == ["app", "lib"])
    #expect(modules[0].manifests[0].path == "app/src/main/AndroidManifest.xml")
    #expect(modules[0].releasePermissions.map(\.shortName) == ["CAMERA", "POST_NOTIFICATIONS"])
    #expect(modules[0].releasePermissions[1].location.path == "app/src/play/AndroidManifest.xml")
  }

  @Test("tools:node=\"remove\" in a flavour or release manifest removes what src/main declares")
  func higherPriorityRemoval() throws {
    let module = try #require(
      app([
        try manifest(
          "app/src/main/AndroidManifest.xml",
          #"<uses-permission android:name="android.permission.READ_PHONE_STATE" />"#
            + #"<uses-permission android:name="android.permission.CAMERA" tools:node="remove" />"#),
        try manifest(
          "app/src/release/AndroidManifest.xml",
          #"<uses-permission android:name="android.permission.READ_PHONE_STATE" tools:node="remove" />"#),
      ]).makeAndroidModules().first)
    #expect(module.releasePermissions.isEmpty)
  }

  @Test("a flavour's tools:node=\"remove\" removes for that flavour only; the permission stays for the others")
  func flavourRemoval() throws {
    func module(removedIn flavours: [String]) throws -> AndroidModule? {
      var manifests = [
        try manifest(
          "app/src/main/AndroidManifest.xml", #"<uses-permission android:name="android.permission.READ_PHONE_STATE" />"#
        )
      ]
      for flavour in ["foss", "play"] {
        let body =
          flavours.contains(flavour)
          ? #"<uses-permission android:name="android.permission.READ_PHONE_STATE" tools:node="remove" />"# : ""
        manifests.append(try manifest("app/src/\(flavour)/AndroidManifest.xml", body))
      }
      return app(manifests).makeAndroidModules().first
    }
    let fossOnly = try #require(try module(removedIn: ["foss"]))
    #expect(fossOnly.releasePermissions.map(\.shortName) == ["READ_PHONE_STATE"])
    #expect(fossOnly.releasePermissions.first?.location.path == "app/src/main/AndroidManifest.xml")
    #expect(fossOnly.releasePermissions.first?.absentFromVariants == ["foss"])
    #expect(
      fossOnly.releasePermissions.first?.provenance == " Only some variants request it: the flavour foss does not.")
    #expect(try #require(try module(removedIn: ["foss", "play"])).releasePermissions.isEmpty)
  }

  @Test("Gradle's targetSdk overrides <uses-sdk>, at its own file, line and column")
  func gradleOverridesManifest() throws {
    let module = try #require(
      app(
        [try manifest("app/src/main/AndroidManifest.xml", #"<uses-sdk android:targetSdkVersion="30" />"#)],
        gradle: [
          ("app/build.gradle", "android {\n  defaultConfig {\n    targetSdkVersion 34\n    minSdkVersion 21\n  }\n}\n")
        ]
      ).makeAndroidModules().first)
    #expect(module.targetSdk.value == 34)
    #expect(module.targetSdk.location == FileLocation(path: "app/build.gradle", line: 3, column: 5))
    #expect(module.minSdk.value == 21)
  }

  @Test("<uses-sdk> applies when the build script does not set the value")
  func usesSDK() throws {
    let module = try #require(
      app(
        [try manifest("app/src/main/AndroidManifest.xml", #"<uses-sdk android:targetSdkVersion="33" />"#)],
        gradle: [("app/build.gradle.kts", "android { compileSdk = 34 }\n")]
      ).makeAndroidModules().first)
    #expect(module.targetSdk.value == 33)
    #expect(module.targetSdk.location == FileLocation(path: "app/src/main/AndroidManifest.xml", line: 3, column: 11))
    #expect(module.minSdk.value == nil)
    #expect(module.minSdk.reason?.contains("neither <uses-sdk> nor app/build.gradle.kts sets it") == true)
  }

  @Test(
    "a value permlint cannot read is unknown, with the reason",
    arguments: [
      ("android { defaultConfig { targetSdk = libs.versions.target.get().toInt() } }", "`libs.versions.target"),
      (
        "android {\n defaultConfig { targetSdk = 33 }\n productFlavors { create(\"x\") { targetSdk = 34 } }\n}",
        "33 and 34"
      ),
    ])
  func unknown(_ script: String, _ reason: String) throws {
    let module = try #require(
      app(
        [try manifest("app/src/main/AndroidManifest.xml", #"<uses-sdk android:targetSdkVersion="30" />"#)],
        gradle: [("app/build.gradle.kts", script)]
      ).makeAndroidModules().first)
    #expect(module.targetSdk.value == nil)
    #expect(module.targetSdk.reason?.contains(reason) == true, "\(module.targetSdk.citation)")
  }

  @Test("a placeholder in <uses-sdk> is unknown; a renamed manifest copy belongs to no module")
  func placeholderAndCopies() throws {
    let modules = app([
      try manifest("app/src/main/AndroidManifest.xml", #"<uses-sdk android:targetSdkVersion="${target}" />"#),
      try manifest("corpus/OWNER__REPO__AndroidManifest.xml", ""),
    ]).makeAndroidModules()
    #expect(modules.map(\.path) == ["app", "corpus/OWNER__REPO__AndroidManifest.xml"])
    #expect(modules[0].targetSdk.reason?.contains("`${target}`") == true)
    #expect(modules[1].targetSdk.reason?.contains("not in a Gradle module") == true)
  }

  @Test("services list their foreground-service types, each at its own column")
  func serviceTypes() throws {
    let document = try manifest(
      "AndroidManifest.xml",
      #"<application><service android:name=".Call" android:foregroundServiceType="microphone| phoneCall" /></application>"#
    )
    let types = try #require(document.services.first).types
    #expect(types.map(\.value) == ["microphone", "phoneCall"])
    #expect(types.map(\.position.column) == [75, 87])
  }

  @Test("uses-feature is required unless it says android:required=\"false\"")
  func usesFeature() throws {
    let document = try manifest(
      "AndroidManifest.xml",
      #"<uses-feature android:name="android.hardware.camera" android:required="false" />"#
        + #"<uses-feature android:name="android.hardware.location.gps" />"#)
    #expect(document.features.map(\.isRequired) == [false, true])
  }
}

@Suite("Android grouping")
struct AndroidGroupingTests {
  @Test("without a feature map, a module's manifests and build script form one app; renamed copies stay apart")
  func standaloneModules() async {
    let recorder = Rule(
      RuleDescriptor(
        id: "record", title: "", severity: .note, category: .input, rationale: "", fix: "", references: [],
        examples: [])
    ) { context in
      [
        Finding(
          ruleID: "record", severity: .note,
          message: (context.app.androidManifests.map(\.path) + context.app.gradleBuildFiles.map(\.path)).joined(
            separator: ","),
          location: FileLocation(path: context.app.root, line: 1, column: 1))
      ]
    }
    let files = [
      SourceFile(path: "app/src/main/AndroidManifest.xml", text: "<manifest/>"),
      SourceFile(path: "app/src/debug/AndroidManifest.xml", text: "<manifest/>"),
      SourceFile(path: "app/build.gradle.kts", text: "android {}"),
      SourceFile(path: "corpus/A__AndroidManifest.xml", text: "<manifest/>"),
      SourceFile(path: "corpus/B__AndroidManifest.xml", text: "<manifest/>"),
    ]
    let report = await Linter(rules: [recorder]).lint(files: files)
    #expect(
      report.findings.map(\.message).sorted() == [
        "app/src/main/AndroidManifest.xml,app/src/debug/AndroidManifest.xml,app/build.gradle.kts",
        "corpus/A__AndroidManifest.xml", "corpus/B__AndroidManifest.xml",
      ])
  }
}
