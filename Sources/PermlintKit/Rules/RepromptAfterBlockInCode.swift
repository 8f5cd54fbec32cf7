extension Rule {
  /// A request in code under a condition that says the system will not prompt any more.
  public static let repromptAfterBlockInCode: Rule = Rule(
    RuleDescriptor(
      id: "reprompt-after-block-in-code",
      title: "Permission requested in code where its status says the system will not prompt",
      severity: .warning,
      category: .flows,
      rationale: """
        After a permanent denial ("Don't ask again" on Android, any denial on iOS) or while a \
        permission is restricted, a request shows no prompt: the system answers denied at \
        once, and a button that asks again seems broken. This rule reads the code: a request \
        (`Permission.camera.request()`, `request(PERMISSIONS.IOS.CAMERA)`, \
        `requestWhenInUseAuthorization()`, …) inside a branch whose condition says the \
        status is permanently denied or restricted (`isPermanentlyDenied`, `RESULTS.BLOCKED`, \
        `LocationPermission.deniedForever`, `canAskAgain == false`, iOS `.denied`), or after an \
        early exit that leaves only that case. A request after the code opened Settings in \
        the same function reads the new status and is not reported. The words are data, in \
        `rules/code-flows.yml`.
        """,
      fix: """
        In that branch, explain why the feature needs the permission and offer a button that \
        opens the app's settings (`openAppSettings()`, `openSettings()`, \
        `UIApplication.openSettingsURLString`, `ACTION_APPLICATION_DETAILS_SETTINGS`) instead \
        of asking again.
        """,
      references: [
        .androidRuntimePermissions,
        RuleReference(
          "Requesting access to protected resources",
          "https://developer.apple.com/documentation/uikit/protecting_the_user_s_privacy/requesting_access_to_protected_resources"
        ),
      ],
      examples: RuleExample.embedded("reprompt-after-block-in-code"),
      appliesTo:
        "Applies to the code of every app: Dart, JavaScript and TypeScript, Swift, Objective-C, Kotlin and Java, with or without a feature map."
    )
  ) { context in
    let code = context.code
    return code.requests.compactMap { site -> Finding? in
      guard let ref = site.ref else { return nil }
      let outline = code.outlines[site.file]
      let call = outline.calls[site.call]
      let outer = code.outermost(ref)
      // A request after the code opened Settings reads the status the user chose there.
      let openedBefore = code.openers.contains { opener in
        opener.ref.map { code.outermost($0) == outer } == true && opener.location.path == site.location.path
          && opener.location.position < site.location.position
      }
      if openedBefore { return nil }
      let conditions = outline.conditions(at: call.token, within: outer.function)
      guard
        let denial = conditions.last(where: {
          code.assertsFinalDenial($0.branch, holds: $0.holds, language: outline.language)
        })
      else { return nil }
      let permission = site.permissions.sorted().joined(separator: ", ")
      let test = CodeOutline.text(denial.branch.words)
      let conditionLocation = FileLocation(path: outline.path, position: denial.branch.position)
      return context.finding(
        .repromptInCode(
          permission: permission, call: site.text, condition: test, holds: denial.holds, at: conditionLocation),
        at: site.location, stableKey: "\(site.text):\(permission)",
        flowPath: [
          FlowStep(
            location: conditionLocation,
            message: denial.holds
              ? "`\(test)` holds: the system will not prompt" : "`\(test)` fails: only a final denial is left"),
          FlowStep(location: site.location, message: "\(site.text)() asks again: no prompt, denied at once"),
        ])
    }
  }
}

extension Finding.Message {
  fileprivate static func repromptInCode(
    permission: String, call: String, condition: String, holds: Bool, at location: FileLocation
  ) -> Self {
    Self(
      "\(call)() asks for \(permission) here, where the code has found that the system will not prompt "
        + "(`\(condition)` \(holds ? "holds" : "fails") at line \(location.line)): a permanently denied or restricted "
        + "permission is denied at once without a prompt, so the user sees nothing happen. Offer a way to the app's "
        + "settings here instead of asking again.")
  }
}
