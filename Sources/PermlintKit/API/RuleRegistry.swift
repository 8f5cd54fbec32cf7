/// Every rule permlint runs, in documentation order.
public enum RuleRegistry {
  /// All rules.
  public static let all: [Rule] = [
    .malformedFile,
    .invalidFeatureMap,
    .suppressionWithoutReason,
    .unusedSuppression,
    .missingPurposeString,
    .deprecatedPurposeKey,
    .purposeKeyForDeploymentTarget,
    .placeholderPurposeString,
    .buildVariablePurposeString,
    .shortPurposeString,
    .vaguePurposeString,
    .offTopicPurposeString,
    .reusedPurposeString,
    .missingLocalizedPurposeString,
    .missingPurposeStringLocale,
    .localNetworkBonjour,
    .malformedBonjourService,
    .leastPrivilegeLocation,
    .missingCompanionPermission,
    .uncappedLegacyPermission,
    .broadMediaAccess,
    .missingAndroidPermission,
    .missingNeverForLocation,
    .foregroundServicePermission,
    .playRestrictedPermission,
    .unclaimedAndroidPermission,
    .preciseLocationReduced,
    .settingsRedirect,
    .preciseLocationMismatch,
    .unclaimedPurposeString,
    .recheckOnReturn,
    .repromptAfterBlock,
    .actionWithoutGrant,
    .unhandledOutcome,
    .flowDeadEnd,
    .unreachableState,
    .explainerBeforeRequest,
    .requestAfterUserAction,
    .mandatoryAskedAtLaunch,
    .optionalPermissionForced,
    .blockingScreenDismissal,
    .screenCopy,
    .primerGrantWording,
    .primerExit,
    .backgroundLocationFlow,
    .unavailableAndroidLibrary,
    .assumedAndroidTarget,
  ]

  /// The rule with this id.
  public static func rule(_ id: String) -> Rule? {
    all.first { $0.id == id }
  }
}
