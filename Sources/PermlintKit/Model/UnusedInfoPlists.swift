extension AppModel {
  /// One note per Info.plist that no target uses, so that nothing is hidden silently.
  var unusedInfoPlistNotifications: [ToolNotification] {
    let projects = xcodeProjects.map(\.path).sorted().joined(separator: ", ")
    return unusedInfoPlists.map { plist in
      ToolNotification(
        path: plist.path,
        message: "not used by any target: no INFOPLIST_FILE in \(projects) names this Info.plist, so it ships in "
          + "no product and is not linted; delete it, or name it in the INFOPLIST_FILE of the target that uses it.",
        severity: .note)
    }
  }
}
