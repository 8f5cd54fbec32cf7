#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Rule {
  /// A purpose string that is nothing but a build variable.
  public static let buildVariablePurposeString: Rule = Rule(
    RuleDescriptor(
      id: "build-variable-purpose-string",
      title: "Purpose string is only a build variable",
      severity: .error,
      category: .purposeStrings,
      rationale: """
        Xcode expands build variables such as `$(PRODUCT_NAME)` in Info.plist values, so a \
        purpose string written as just `$(PRODUCT_NAME)` shows the app's name in the \
        permission prompt, with no reason, and App Review rejects it under Guideline 5.1.1. A \
        variable the project never defines expands to nothing, which App Store Connect reports \
        like an empty string (ITMS-90738, invalid purpose string value). A variable inside a sentence ("$(PRODUCT_NAME) scans receipts \
        with the camera") is fine, and so is a variable the project's build settings define, \
        which is how some projects keep one text per build flavour.
        """,
      fix: """
        Write the sentence itself, optionally with the app's name in it: "$(PRODUCT_NAME) uses \
        the camera to scan receipts." Or define the variable in the project's build settings \
        or an `.xcconfig` file with the full sentence.
        """,
      references: [
        .appReviewPurposeStrings,
        RuleReference(
          "Build settings reference", "https://developer.apple.com/documentation/xcode/build-settings-reference"),
      ],
      examples: RuleExample.embedded("build-variable-purpose-string"),
      scope: .shippedBundles
    )
  ) { context in
    // Most apps have no purpose string made of variables only: the check, which gathers every
    // build setting's name, is made for those that have (it was made for every app).
    let onlyVariables = context.purposeStrings.filter { context.texts.analysis(of: $0.text).isOnlyVariables }
    guard !onlyVariables.isEmpty else { return [] }
    let check = BuildVariableCheck(context: context)
    return onlyVariables.compactMap(check.finding)
  }
}

/// The check behind `build-variable-purpose-string`.
private struct BuildVariableCheck {
  let context: RuleContext
  /// Every build setting name the app's projects and `.xcconfig` files define.
  let defined: Set<String>
  /// Whether the app has any build settings at all; without them an unknown variable may be
  /// defined somewhere permlint cannot see.
  let hasBuildSettings: Bool

  init(context: RuleContext) {
    self.context = context
    let settings =
      context.app.xcodeProjects.flatMap { project in
        project.configurations.flatMap(\.settings) + project.targets.flatMap { $0.configurations.flatMap(\.settings) }
      } + context.app.buildConfigurationFiles.flatMap(\.settings)
    defined = Set(settings.map(\.name))
    hasBuildSettings = !context.app.xcodeProjects.isEmpty || !context.app.buildConfigurationFiles.isEmpty
  }

  func finding(_ value: PurposeStringValue) -> Finding? {
    let analysis = context.texts.analysis(of: value.text)
    guard analysis.isOnlyVariables else { return nil }
    let variables = analysis.variables
    let nonText = context.catalog.purposeStringQuality.nonTextBuildVariables
    let reason: String
    if let name = variables.first(where: nonText.contains) {
      reason = "$(\(name)) is a name, not a reason: the prompt would show only that name"
    } else if hasBuildSettings, let name = variables.first(where: { !defined.contains($0) }) {
      reason = "$(\(name)) is not defined in the project's build settings, so it expands to nothing"
    } else {
      return nil
    }
    return context.finding(
      .onlyBuildVariable(value.label, reason: reason),
      at: value.location, stableKey: value.stableKey)
  }
}

extension Finding.Message {
  fileprivate static func onlyBuildVariable(_ label: String, reason: String) -> Self {
    Self(
      "\(label) is only a build variable; \(reason). Write the sentence that says why the app needs "
        + "the permission.")
  }
}
