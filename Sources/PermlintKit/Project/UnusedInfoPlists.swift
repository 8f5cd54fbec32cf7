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
    Self.unreadSourceNotices([(path: featureMap?.path ?? root, unread: nativeCode.unreadSources)])
  }

  /// The notes of apps whose code includes sources permlint does not read: one per set of
  /// such sources, naming every app that shares it (the apps of one React Native project, its
  /// `ios/`, `android/` and native modules' folders, share its ClojureScript: status-mobile's
  /// note was printed five times), at the first app's path.
  static func unreadSourceNotices(_ apps: [(path: String, unread: [String])]) -> [ToolNotification] {
    var order: [[String]] = []
    var paths: [[String]: [String]] = [:]
    for app in apps where !app.unread.isEmpty {
      if paths[app.unread] == nil { order.append(app.unread) }
      paths[app.unread, default: []].append(app.path)
    }
    return order.map { unread in
      let sharing = (paths[unread] ?? []).sorted()
      let shown =
        sharing.prefix(3).joined(separator: ", ") + (sharing.count > 3 ? " and \(sharing.count - 3) more" : "")
      let subject = sharing.count > 1 ? "the code of \(sharing.count) apps (\(shown))" : "the app's code"
      return ToolNotification(
        path: sharing[0],
        message: "\(subject) includes \(unread.joined(separator: ", ")), which permlint does not read (it "
          + "reads Swift, Objective-C, Kotlin, Java, Dart, JavaScript and TypeScript), so it does not say that a "
          + "declared permission, a react-native-permissions handler or a permission_handler macro goes unused.",
        severity: .note)
    }
  }

  var unusedInfoPlistNotifications: [ToolNotification] {
    let projects = xcodeProjects.map(\.path).sorted().joined(separator: ", ")
    let unfollowed =
      targetsWithUnfollowedInfoPlist.isEmpty
      ? ""
      : " (The INFOPLIST_FILE of \(targetsWithUnfollowedInfoPlist.map { "'\($0)'" }.joined(separator: ", ")) "
        + "could not be followed: a build variable or a path outside the scanned tree; if this plist is theirs, "
        + "write the path relative to the project.)"
    let unused = unusedInfoPlists.map { plist in
      ToolNotification(
        path: plist.path,
        message: "not used by any target: no INFOPLIST_FILE in \(projects) names this Info.plist, so it ships in "
          + "no product and is not linted; delete it, or name it in the INFOPLIST_FILE of the target that uses it."
          + unfollowed,
        severity: .note)
    }
    return unused + templateTargetNotifications
  }

  /// One note per target React Native's old template left (its tvOS target), at its Info.plist
  /// or, without one, at its project.
  var templateTargetNotifications: [ToolNotification] {
    templateTargets.map { bundle in
      let identifier = bundle.builtNames.bundleIdentifiers.sorted().first ?? InfoPlistBundle.reactNativeTemplatePrefix
      return ToolNotification(
        path: bundle.plist?.path ?? bundle.projectPath ?? root,
        message: "\(bundle.name) is React Native's old project template's (bundle identifier \(identifier)): an "
          + "app ships no target under that identifier, so it is not linted; delete the target, or give it the "
          + "app's own bundle identifier to have it linted.",
        severity: .note)
    }
  }
}
