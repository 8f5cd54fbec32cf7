import Testing

@_spi(Testing) @testable import PermlintKit

/// `.lproj` names as Apple reads them.
@Suite("Locale names")
struct LocaleNameTests {
  @Test("region and script suffixes, with _ or -, keep the language first")
  func regionsAndScripts() {
    #expect(LocaleName.normalize("en_AU") == "en-au")
    #expect(LocaleName.normalize("  pt_BR \n") == "pt-br")
    #expect(LocaleName.normalize("Français") == "français")
    #expect(AppLocalization.language("en_AU") == "en")
    #expect(AppLocalization.language("pt_BR") == "pt")
    #expect(AppLocalization.language("zh_Hans") == "zh")
    #expect(LocaleName.normalize("zh-Hant-TW") == "zh-hant-tw")
    #expect(LocaleName.serves("zh_Hans", "zh-Hans"))
    #expect(!LocaleName.serves("zh-Hans", "zh-Hant-TW"))
    #expect(LocaleName.serves("pt", "pt_BR"))
  }

  @Test("Base is no language; legacy names and withdrawn codes are today's codes")
  func legacyNames() {
    #expect(LocaleName.isBase("Base"))
    #expect(LocaleName.normalize("English") == "en")
    #expect(LocaleName.normalize("in") == "id")
    #expect(LocaleName.normalize("no") == "nb")
    #expect(LocaleName.serves("nb-NO", "no"))
    #expect(LocaleName.normalize("iw_IL") == "he-il")
  }

  /// The locale of the document an empty file at `path` is read as: strings or another
  /// localized resource.
  static func locale(of path: String) -> String? {
    switch InputKind.document(for: SourceFile(path: path, bytes: []), catalog: .builtIn) {
    case let strings as LocalizedStringsDocument: strings.locale
    case let resource as LocalizedResource: resource.locale
    default: nil
    }
  }

  @Test("the locale of an lproj folder: a single underscore is part of the name")
  func folderNames() {
    #expect(InputKind.classify(path: "ios/App/en_AU.lproj/InfoPlist.strings") == .infoPlistStrings)
    #expect(Self.locale(of: "ios/App/en_AU.lproj/InfoPlist.strings") == "en_AU")
    #expect(InputKind.classify(path: "ios/App/zh_Hans.lproj/InfoPlist.strings") == .infoPlistStrings)
    #expect(Self.locale(of: "ios/App/zh_Hans.lproj/InfoPlist.strings") == "zh_Hans")
    #expect(InputKind.classify(path: "x__pt_BR.lproj__InfoPlist.strings") == .infoPlistStrings)
    #expect(Self.locale(of: "x__pt_BR.lproj__InfoPlist.strings") == "pt_BR")
    // Other files of an lproj folder are evidence of the locale, not strings to read.
    #expect(InputKind.classify(path: "ios/App/ja.lproj/Localizable.strings") == .localizedResource)
    #expect(Self.locale(of: "ios/App/ja.lproj/Localizable.strings") == "ja")
    #expect(InputKind.classify(path: "ios/App/nl.lproj/Main.storyboard") == .localizedResource)
    #expect(Self.locale(of: "ios/App/nl.lproj/Main.storyboard") == "nl")
    #expect(InputKind.classify(path: "ios/App/ja.lproj/Credits.rtf") == nil)
    #expect(InputKind.classify(path: "ios/App/Settings.bundle/ar.lproj/Root.strings") == nil)
    // A performance-test baseline inside the project folder is not a bundle's Info.plist.
    #expect(InputKind.classify(path: "App.xcodeproj/xcshareddata/xcbaselines/A1.xcbaseline/Info.plist") == nil)
    // Nor is a vendored framework's.
    #expect(InputKind.classify(path: "ios/Fabric.framework/Info.plist") == nil)
    // Firebase configuration, whatever its prefix, is not an Info.plist.
    #expect(InputKind.classify(path: "Credentials/mock-GoogleService-Info.plist") == nil)
  }
}
