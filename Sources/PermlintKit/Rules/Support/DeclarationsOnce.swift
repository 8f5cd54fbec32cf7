#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension RuleContext {
  /// The Info.plist declarations of the bundles this rule sees whose key passes `isWanted`,
  /// each key at each place once, with the first bundle that declares it. Targets can share
  /// one Info.plist or one project-level build setting: the key is written once, so it is
  /// judged and reported once. Filtering first keeps a property list of a million keys from
  /// pairing each with its bundle.
  func declarationsOnce(
    where isWanted: (String) -> Bool
  ) -> [(bundle: InfoPlistBundle, declaration: InfoPlistDeclaration)] {
    var seen = Set<DeclarationPlace>()
    var result: [(bundle: InfoPlistBundle, declaration: InfoPlistDeclaration)] = []
    for bundle in bundles(for: descriptor) {
      for declaration in bundle.declarations where isWanted(declaration.key) {
        let place = DeclarationPlace(
          path: declaration.path, position: declaration.keyPosition, key: declaration.key)
        if seen.insert(place).inserted { result.append((bundle, declaration)) }
      }
    }
    return result
  }
}

/// A key at a place in a file: what makes two bundles' declarations the same one.
private struct DeclarationPlace: Hashable {
  var path: String
  var position: SourcePosition
  var key: String
}
