/// The rules that run on builds (an `.ipa`, an `.xcarchive`, an `.app`, an `.apk`, an
/// `.aab`) and what each reads there, for their documentation. A build is an app of its own
/// with no feature map, no project and no source code, so only the rules over what it
/// ships run: its compiled Info.plists and `.lproj` strings, its manifest, its binaries'
/// imports, its privacy manifests. `RulesOnBuildsTests` keeps this list equal to the rules
/// that report inside a build.
enum RulesOnBuilds {
  private static let infoPlist = "each bundle's compiled Info.plist (binary or XML)"
  private static let purposeStrings =
    "the purpose strings of each bundle's compiled Info.plist and of its `<locale>.lproj/InfoPlist.strings`"
  private static let manifest = "the compiled manifest (an APK's binary XML, an App Bundle's protocol buffers)"
  private static let binaries =
    "the symbols each Mach-O binary imports (its symbol table and chained fixups) and the Objective-C selectors "
    + "it names, against each bundle's compiled Info.plist"

  static let reads: [String: String] = [
    "broad-media-access": manifest,
    "build-differs-from-source":
      "the compiled Info.plists and `.lproj/InfoPlist.strings` of an iOS build, or the manifest of an Android build, "
      + "against the sources read in the same run",
    "build-variable-purpose-string": "\(infoPlist): a build variable Xcode left unexpanded",
    "declared-permission-unrequested": binaries,
    "deprecated-purpose-key": infoPlist,
    "foreground-service-permission": manifest,
    "invalid-privacy-manifest": "each bundle's `PrivacyInfo.xcprivacy`",
    "least-privilege-location": "\(infoPlist), or \(manifest)",
    "local-network-bonjour": infoPlist,
    "malformed-bonjour-service": infoPlist,
    "malformed-file": "every file it reads in a build (the archive itself, Info.plists, strings, manifests, binaries)",
    "missing-companion-permission": manifest,
    "missing-localized-purpose-string":
      "\(purposeStrings), and the other `.lproj` resources that show which languages the bundle ships",
    "missing-never-for-location": manifest,
    "missing-purpose-string": infoPlist,
    "off-topic-purpose-string": purposeStrings,
    "permission-requested-undeclared": binaries,
    "placeholder-purpose-string": purposeStrings,
    "play-restricted-permission": manifest,
    "reused-purpose-string": purposeStrings,
    "settings-unreachable-in-code": binaries,
    "short-purpose-string": purposeStrings,
    "suppression-without-reason":
      "the comments of the text files a build may hold (an XML Info.plist or privacy manifest in an `.app` folder); "
      + "compiled files have none",
    "tracking-without-authorization": "each bundle's `PrivacyInfo.xcprivacy` and compiled Info.plist",
    "uncapped-legacy-permission": manifest,
    "unused-suppression":
      "the comments of the text files a build may hold (an XML Info.plist or privacy manifest in an `.app` folder); "
      + "compiled files have none",
    "vague-purpose-string": purposeStrings,
  ]
}

extension RuleDescriptor {
  /// What the rule reads in a build, when it runs on builds; `nil` when it does not.
  @_spi(Generators) @_spi(Testing) public var onBuilds: String? { RulesOnBuilds.reads[id] }
}
