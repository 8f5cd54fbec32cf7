#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Rule {
  /// A current purpose key without the legacy key that older iOS versions in the deployment
  /// range still read.
  public static let purposeKeyForDeploymentTarget: Rule = Rule(
    RuleDescriptor(
      id: "purpose-key-for-deployment-target",
      title: "Legacy purpose key missing for the deployment target",
      severity: .error,
      category: .purposeStrings,
      rationale: """
        Newer purpose keys are unknown to the iOS versions before them. An app whose \
        deployment target is below iOS 11 also needs NSLocationAlwaysUsageDescription for \
        Always location, below iOS 13 also NSBluetoothPeripheralUsageDescription (App Store \
        Connect reports ITMS-90683 by email after processing the upload without it), below iOS 17 also NSCalendarsUsageDescription \
        and NSRemindersUsageDescription beside the full-access and write-only keys. permlint \
        reads the deployment target from IPHONEOS_DEPLOYMENT_TARGET in the Xcode project or \
        its `.xcconfig` files; when none is found this rule says nothing.
        """,
      fix: """
        Add the legacy key named in the finding, usually with the same text, or raise the \
        deployment target to the version the finding names.
        """,
      references: [
        RuleReference(
          "Requesting access to protected resources",
          "https://developer.apple.com/documentation/uikit/protecting_the_user_s_privacy/requesting_access_to_protected_resources"
        ),
        .calendarAccessLevels,
        RuleReference(
          "NSLocationAlwaysUsageDescription",
          "https://developer.apple.com/documentation/bundleresources/information-property-list/nslocationalwaysusagedescription"
        ),
      ],
      examples: RuleExample.embedded("purpose-key-for-deployment-target"),
      scope: .shippedIOSBundles
    ),
    checkedBy: DeploymentTargetCheck.self)
}

/// The check behind `purpose-key-for-deployment-target`.
private struct DeploymentTargetCheck: RuleCheck {
  let context: RuleContext
  var descriptor: RuleDescriptor { context.descriptor }

  func findings() -> [Finding] {
    let main = context.app.mainBundle
    var result: [Finding] = []
    var seen = Set<String>()
    for bundle in context.bundles(for: descriptor) {
      let isMain = main.map { $0.name == bundle.name } ?? false
      guard let setting = bundle.deploymentTarget ?? (isMain ? context.app.deploymentTarget : nil),
        let target = IOSVersion(setting.value)
      else { continue }
      for declaration in bundle.declarations {
        for deprecated in context.catalog.deprecatedKeysBySuccessor[declaration.key] ?? [] {
          guard let version = IOSVersion(deprecated.deprecated) else { continue }
          let legacy = (key: deprecated.key, version: version)
          guard target < legacy.version, !bundle.declares(legacy.key) else { continue }
          guard seen.insert("\(declaration.keyLocation)|\(legacy.key)").inserted else { continue }
          result.append(
            context.finding(
              .legacyKeyMissing(
                target: setting.value, at: setting.nameLocation, legacyVersion: legacy.version, legacyKey: legacy.key,
                key: declaration.key, whereToAdd: bundle.whereToAdd),
              at: declaration.keyLocation, stableKey: "\(declaration.key)>\(legacy.key)"))
        }
      }
    }
    return result
  }
}

extension Finding.Message {
  fileprivate static func legacyKeyMissing(
    target: String, at location: FileLocation, legacyVersion: IOSVersion, legacyKey: String, key: String,
    whereToAdd: String
  ) -> Self {
    Self(
      "the deployment target is iOS \(target) (\(location)), and iOS versions before "
        + "\(legacyVersion) read \(legacyKey), not \(key); add \(legacyKey) to "
        + "\(whereToAdd) with the same text, or raise the deployment target to \(legacyVersion).")
  }
}
