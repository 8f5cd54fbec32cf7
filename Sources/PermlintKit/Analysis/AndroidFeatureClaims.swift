#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Which Android permissions the features of a feature map claim: for each permission id a
/// feature requires, the catalog's `android.any-of`, `precise` (when the map asks for precise
/// access) and `may-use` names, plus the map's own `android:` list for that id.
struct AndroidFeatureClaims {
  /// A permission id some feature requires, with the Android names it stands for.
  struct Need {
    /// The declaration under `permissions:`, if the map has one.
    var declaration: PermissionDeclaration?
    /// The permission id.
    var id: String
    /// Names of which at least one must be declared: `any-of` and the map's own list.
    var anyOf: [String]
    /// Names that must all be declared because the map asks for precise access.
    var precise: [String]
    /// Every name the id claims.
    var claimed: Set<String>
    /// The features that require it, directly or through a permission that implies it.
    var features: [Feature]
  }

  /// Every permission id a feature requires, in the order the map declares them.
  let needs: [Need]

  init(map: FeatureMap, catalog: PermissionCatalog) {
    var featuresByID: [String: [Feature]] = [:]
    var order: [String] = []
    for feature in map.features {
      for required in feature.requires {
        // `location-always` implies `location`: its feature claims both.
        for id in [required.value] + (catalog.permissions[required.value]?.implies ?? []) {
          if featuresByID[id] == nil { order.append(id) }
          if !(featuresByID[id]?.contains { $0.id == feature.id } ?? false) {
            featuresByID[id, default: []].append(feature)
          }
        }
      }
    }
    let declared = map.permissions.map(\.id)
    order.sort { (declared.firstIndex(of: $0) ?? Int.max, $0) < (declared.firstIndex(of: $1) ?? Int.max, $1) }
    needs = order.map { id in
      let declaration = map.permissions.first { $0.id == id }
      let info = catalog.permissions[id]
      let own = declaration?.android.map { PermissionCatalog.shortAndroidName($0.value) } ?? []
      let anyOf = Self.unique((info?.androidAnyOf ?? []) + own)
      let precise = declaration?.precise?.value == true ? info?.androidPrecise ?? [] : []
      let claimed = Set(anyOf + precise + (info?.androidMayUse ?? []))
      return Need(
        declaration: declaration, id: id, anyOf: anyOf, precise: precise, claimed: claimed,
        features: featuresByID[id] ?? [])
    }
  }

  /// Every Android name some feature claims.
  var claimed: Set<String> { Set(needs.flatMap(\.claimed)) }

  /// The features that claim `name`.
  func features(claiming name: String) -> [Feature] {
    var result: [Feature] = []
    for need in needs where need.claimed.contains(name) {
      for feature in need.features where !result.contains(where: { $0.id == feature.id }) {
        result.append(feature)
      }
    }
    return result
  }

  /// Whether a feature that claims `name` is the app's core function (`mandatory: true`) or
  /// justifies it for reviewers: then the map documents what a Play declaration asks.
  func isCoreUse(_ name: String) -> Bool {
    features(claiming: name).contains { $0.mandatory || !($0.justification?.value.isBlank ?? true) }
  }

  private static func unique(_ names: [String]) -> [String] {
    var seen = Set<String>()
    return names.filter { seen.insert($0).inserted }
  }
}
