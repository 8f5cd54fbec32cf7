/// The activities a manifest starts from the launcher: the first screen the app shows.
extension AndroidManifestDocument {
  /// The class names (last component) of the activities with a MAIN action and a LAUNCHER
  /// category, an alias standing for its target activity.
  var launcherActivities: [String] {
    var result: [String] = []
    for application in root.children where application.name == "application" {
      for activity in application.children where ["activity", "activity-alias"].contains(activity.name) {
        let launches = activity.children.contains { filter in
          filter.name == "intent-filter"
            && filter.children.contains { $0.name == "action" && Self.name(of: $0) == "android.intent.action.MAIN" }
            && filter.children.contains {
              $0.name == "category" && Self.name(of: $0) == "android.intent.category.LAUNCHER"
            }
        }
        guard launches else { continue }
        let attribute = activity.name == "activity-alias" ? "targetActivity" : "name"
        guard let name = activity.attributes.first(where: { $0.name == attribute })?.value,
          let last = name.split(separator: ".").last
        else { continue }
        result.append(String(last))
      }
    }
    return result
  }

  private static func name(of element: ParsedXMLElement) -> String? {
    element.attributes.first { $0.name == "name" }?.value
  }
}
