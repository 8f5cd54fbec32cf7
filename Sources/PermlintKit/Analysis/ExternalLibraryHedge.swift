#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What a rule that finds a permission no manifest declares must weigh about the app's Maven
/// dependencies: known libraries add permissions (`rules/android-libraries.yml`), and any
/// other dependency may, so "undeclared" is then a warning that names them, never an error.
struct ExternalLibraryHedge {
  /// Permissions known libraries add, with the library that adds each.
  let added: [String: ExternalAndroidLibrary]
  /// Dependencies whose manifests permlint does not know, each once.
  let unknown: [ExternalAndroidLibrary]

  init(modules: [AndroidModule]) {
    var added: [String: ExternalAndroidLibrary] = [:]
    var unknown: [ExternalAndroidLibrary] = []
    var seen: Set<String> = []
    for module in modules {
      added.merge(module.permissionsFromExternalLibraries) { first, _ in first }
      for library in module.unknownExternalLibraries where seen.insert(library.coordinate).inserted {
        unknown.append(library)
      }
      // Modules and packages whose manifests are not in the scan are as unknown.
      for library in module.unresolvedLibraries where seen.insert(library.name).inserted {
        unknown.append(
          ExternalAndroidLibrary(coordinate: library.name, location: library.location, known: nil, isKnown: false))
      }
    }
    self.added = added
    self.unknown = unknown
  }

  /// The severity for a finding that a permission is undeclared: at most a warning while a
  /// dependency permlint does not know could declare it.
  func severity(_ severity: Severity) -> Severity {
    unknown.isEmpty ? severity : min(severity, .warning)
  }

  /// The clause to end such a message with, naming the unknown dependencies; empty when
  /// every dependency is known.
  var clause: String {
    guard let first = unknown.first else { return "" }
    let shown = unknown.prefix(3).map(\.coordinate)
    let more = unknown.count > 3 ? " and \(unknown.count - 3) more" : ""
    return " Unless a dependency declares it: permlint does not know the manifests of "
      + shown.joined(separator: ", ") + more + " (first at \(first.location)); the merged manifest "
      + "(build/intermediates/merged_manifests/release) shows the permissions they add."
  }
}
