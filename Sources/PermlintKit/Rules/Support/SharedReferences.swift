#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Guidelines, policies and documentation that several rules cite; one spelling each.
extension RuleReference {
  static let androidApproximateLocation = RuleReference(
    "Android 12: approximate location",
    "https://developer.android.com/about/versions/12/approximate-location")
  static let androidBackgroundLocation = RuleReference(
    "Android: request background location",
    "https://developer.android.com/develop/sensors-and-location/location/permissions/background")
  static let androidRuntimePermissions = RuleReference(
    "Android: request runtime permissions",
    "https://developer.android.com/training/permissions/requesting")
  static let appReviewConsent = RuleReference(
    "App Review Guideline 5.1.1(iv)",
    "https://developer.apple.com/app-store/review/guidelines/#data-collection-and-storage")
  static let appReviewPermissionSettings = RuleReference(
    "App Review Guideline 5.1.1(iv): respect the user's permission settings",
    "https://developer.apple.com/app-store/review/guidelines/#data-collection-and-storage")
  static let appReviewPurposeStrings = RuleReference(
    "App Review Guideline 5.1.1: purpose strings",
    "https://developer.apple.com/app-store/review/guidelines/#data-collection-and-storage")
  static let bonjourServices = RuleReference(
    "NSBonjourServices",
    "https://developer.apple.com/documentation/bundleresources/information-property-list/nsbonjourservices")
  static let calendarAccessLevels = RuleReference(
    "TN3152: Migrating to the latest calendar access levels",
    "https://developer.apple.com/documentation/technotes/tn3152-migrating-to-the-latest-calendar-access-levels")
  static let clearPurposeStrings = RuleReference(
    "Tech Talk: Write clear purpose strings",
    "https://developer.apple.com/videos/play/tech-talks/110152/")
  static let higRequestingPermission = RuleReference(
    "Human Interface Guidelines: requesting permission",
    "https://developer.apple.com/design/human-interface-guidelines/privacy#Requesting-permission")
  static let openSettingsURL = RuleReference(
    "UIApplication.openSettingsURLString",
    "https://developer.apple.com/documentation/uikit/uiapplication/opensettingsurlstring")
  static let permissionHandlerSetup = RuleReference(
    "permission_handler: iOS setup (Podfile macros)",
    "https://pub.dev/packages/permission_handler#setup")
  static let permlintFeatureMap = RuleReference(
    "permlint feature-map format",
    "\(PermlintInfo.homepage)/blob/main/Docs/feature-map.md")
  static let permlintSuppressions = RuleReference(
    "permlint: suppressing a finding",
    "\(PermlintInfo.homepage)/blob/main/Docs/cli.md#suppressions")
  static let playBackgroundLocation = RuleReference(
    "Google Play: background location access",
    "https://support.google.com/googleplay/android-developer/answer/9799150")
  static let playProminentDisclosure = RuleReference(
    "Google Play: prominent disclosure and consent",
    "https://support.google.com/googleplay/android-developer/answer/11150561")
  static let playSensitivePermissions = RuleReference(
    "Google Play: permissions and APIs that access sensitive information",
    "https://support.google.com/googleplay/android-developer/answer/9888170")
  static let requiredReasonAPI = RuleReference(
    "Describing use of required reason API",
    "https://developer.apple.com/documentation/bundleresources/describing-use-of-required-reason-api")
  static let reactNativePermissionsSetup = RuleReference(
    "react-native-permissions: iOS setup",
    "https://github.com/zoontek/react-native-permissions#ios")
}
