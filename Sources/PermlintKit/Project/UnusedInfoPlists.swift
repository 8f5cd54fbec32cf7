#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension AppModel {
  /// One note per Info.plist that no target uses, so that nothing is hidden silently.
  /// Once per app whose code includes sources permlint does not read: which, and what is
  /// therefore not judged.
  var unreadSourceNotifications: [ToolNotification] {
    let unread = nativeCode.unreadSources
    guard !unread.isEmpty else { return [] }
    return [
      ToolNotification(
        path: featureMap?.path ?? root,
        message: "the app's code includes \(unread.joined(separator: ", ")), which permlint does not read (it "
          + "reads Swift, Objective-C, Kotlin, Java, Dart, JavaScript and TypeScript), so it does not say that a "
          + "declared permission, a react-native-permissions handler or a permission_handler macro goes unused.",
        severity: .note)
    ]
  }

  var unusedInfoPlistNotifications: [ToolNotification] {
    let projects = xcodeProjects.map(\.path).sorted().joined(separator: ", ")
    let unfollowed =
      targetsWithUnfollowedInfoPlist.isEmpty
      ? ""
      : " (The INFOPLIST_FILE of \(targetsWithUnfollowedInfoPlist.map { "'\($0)'" }.joined(separator: ", ")) "
        + "could not be followed: a build variable or a path outside the scanned tree; if this plist is theirs, "
        + "write the path relative to the project.)"
    return unusedInfoPlists.map { plist in
      ToolNotification(
        path: plist.path,
        message: "not used by any target: no INFOPLIST_FILE in \(projects) names this Info.plist, so it ships in "
          + "no product and is not linted; delete it, or name it in the INFOPLIST_FILE of the target that uses it."
          + unfollowed,
        severity: .note)
    }
  }
}
