#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension RuleContext {
  /// The Info.plist declarations of the bundles this rule sees, each key at each place once,
  /// with the first bundle that declares it. Targets can share one Info.plist or one
  /// project-level build setting: the key is written once, so it is judged and reported once.
  func declarationsOnce() -> [(bundle: InfoPlistBundle, declaration: InfoPlistDeclaration)] {
    var seen = Set<String>()
    return bundles(for: descriptor).flatMap { bundle in
      bundle.declarations.compactMap { declaration in
        seen.insert("\(declaration.keyLocation)|\(declaration.key)").inserted ? (bundle, declaration) : nil
      }
    }
  }
}
