import Testing

@_spi(Testing) @testable import PermlintKit

/// The registry of input kinds: one value per kind, each path recognised by at most one kind,
/// so the order of the registry never decides what a file is.
@Suite("Input kinds")
struct InputKindTests {
  /// Paths and the kind each is read as (`nil`: not read), including the names two kinds'
  /// patterns both fit.
  static let paths: [(String, String?)] = [
    ("ios/App/Info.plist", "infoPlist"), ("ios/Runner/Info-Release.plist", "infoPlist"),
    ("ios/Runner/Info_Debug.plist", "infoPlist"), ("ios/Runner/Info-Old-Copy.plist", nil), ("Info-.plist", nil),
    ("Signal-Info.plist", "infoPlist"), ("ios/GoogleService-Info.plist", nil),
    ("App.xcodeproj/xcshareddata/xcbaselines/A1.xcbaseline/Info.plist", nil),
    ("ios/App/fr.lproj/InfoPlist.strings", "infoPlistStrings"), ("x__fr.lproj__InfoPlist.strings", "infoPlistStrings"),
    ("ios/App/ja.lproj/Localizable.strings", "localizedResource"), ("ios/App/InfoPlist.xcstrings", "stringCatalog"),
    ("ios/App/Localizable.xcstrings", "resourceCatalog"),
    ("ios/App.xcodeproj/project.pbxproj", "xcodeProject"), ("project.yml", "xcodeGenSpec"),
    ("Project.swift", "tuistManifest"), ("Config/Release.xcconfig", "buildConfiguration"), (".xcconfig", nil),
    ("android/app/src/main/AndroidManifest.xml", "androidManifest"), ("android/app/build.gradle", "gradleBuild"),
    ("android/app/build.gradle.kts", "gradleBuild"), ("android/settings.gradle.kts", "gradleSettings"),
    ("android/common.gradle", "gradleScript"), ("buildSrc/src/main/kotlin/android-app.gradle.kts", "gradleScript"),
    ("build-logic/convention/src/main/kotlin/AppPlugin.kt", "gradleScript"),
    ("android/gradle.properties", "gradleProperties"), ("android/gradle/libs.versions.toml", "versionCatalog"),
    ("libs.versions.toml", nil), ("package.json", "packageJSON"),
    (".flutter-plugins-dependencies", "flutterPluginDependencies"), ("app.json", "expoConfig"),
    ("OWNER__REPO__app.json", "expoConfig"), ("app.config.ts", "expoDynamicConfig"),
    ("ios/Podfile", "podfile"), ("fastlane/Fastfile", "buildStep"), ("pubspec.lock", "pubspec"),
    ("lib/main.dart", "dartSource"), ("test/main_test.dart", nil), ("src/App.tsx", "javaScriptSource"),
    ("src/App.test.tsx", nil), ("types/env.d.ts", nil), ("Courier/App.swift", "nativeSource"),
    ("app/src/main/java/Main.kt", "nativeSource"), ("app/src/test/java/Unit.kt", nil), ("Package.swift", nil),
    ("src/app/core.cljs", "unreadSource"), ("permlint.yml", "featureMap"), (".permlint.yml", "configuration"),
    ("README.md", nil),
  ]

  @Test("each path is recognised by at most one kind, the one expected")
  func disjoint() {
    for (path, expected) in Self.paths {
      let input = InputPath(path)
      let matches = InputKind.all.filter { $0.recognizes(input) }.map(\.id)
      #expect(matches.count <= 1, "\(path) is recognised by \(matches)")
      #expect(InputKind.classify(path: path)?.id == expected, "\(path)")
    }
  }

  @Test("every kind is registered once, and --help's list is the registry's readable names")
  func registry() {
    let ids = InputKind.all.map(\.id)
    #expect(Set(ids).count == ids.count)
    #expect(InputKind.readableNames == InputKind.all.compactMap(\.readableName))
    #expect(InputKind.readableNames.count == 29)
  }

  /// `InputPath.locale(ofPath:includingName:)` reads an ASCII path's bytes; it must give what
  /// the components' search gives (issue 23), for the name included or not.
  @Test("a path's locale read from its bytes is its components' locale")
  func localeFromBytes() {
    let paths = [
      "ios/App/fr.lproj/InfoPlist.strings", "x__fr.lproj__InfoPlist.strings", "fr.lproj/InfoPlist.strings",
      "InfoPlist.strings", "a/b/en_AU.lproj/InfoPlist.strings", "a/zh-Hans.lproj/x.lproj/InfoPlist.strings",
      "a/OWNER__REPO__de.lproj/InfoPlist.strings", "a/x___y.lproj/InfoPlist.strings", "a/____.lproj/f",
      "a/.lproj/f", "a/.lproj.lproj/f", "a/fr.lprojx/f", "a/fr.lpro/f", "a//fr.lproj//InfoPlist.strings",
      "a/fr.lproj/", "a/fr.lproj//", "/fr.lproj/f", "fr.lproj", "", "/", "a/b.lproj.strings",
      "a/de.lproj/b/c/InfoPlist.strings", "a/__.lproj/f", "a/x__.lproj/f", "a/_x.lproj/f",
      "ü/fr.lproj/InfoPlist.strings", "a/ü.lproj/f", "a/e\u{301}.lproj/f", "a/fr.lproj\u{301}/f", "a/\u{600}.lproj/f",
      "a/fr.lproj\r\n/f", "a/\r\n.lproj/f",
    ]
    for path in paths {
      let components = path.split(separator: "/")
      #expect(InputPath.locale(ofPath: path, includingName: true) == InputPath.locale(in: components), "\(path)")
      #expect(
        InputPath.locale(ofPath: path, includingName: false) == InputPath.locale(in: Array(InputPath(path).folders)),
        "\(path)")
    }
    #expect(InputPath.locale(ofPath: "a/x__fr.lproj/InfoPlist.strings", includingName: false) == "fr")
    #expect(InputPath.locale(ofPath: "x__fr.lproj__InfoPlist.strings", includingName: true) == "fr")
    #expect(InputPath.locale(ofPath: "x__fr.lproj__InfoPlist.strings", includingName: false) == nil)
  }
}
