@_spi(Testing) import PermlintKit
import Testing

@Suite("Android catalog data")
struct AndroidCatalogTests {
  let catalog = PermissionCatalog.builtIn

  @Test("every permission a rule data entry names is itself in the catalog")
  func references() {
    let known = Set(catalog.androidPermissions.keys)
    for (name, info) in catalog.androidPermissions {
      let lifecycle = info.lifecycle
      var named =
        lifecycle.replacedBy + (lifecycle.companion?.anyOf ?? []) + (lifecycle.neverForLocationOtherwise ?? [])
      if let partial = lifecycle.partialAccess { named.append(partial.permission) }
      for other in named { #expect(known.contains(other), "\(name) names unknown \(other)") }
      if let policy = info.playPolicy {
        #expect(catalog.playPolicies[policy] != nil, "\(name): unknown policy \(policy)")
      }
      if lifecycle.obsoleteFrom != nil { #expect(lifecycle.maxSdk != nil, "\(name) needs max-sdk") }
    }
    for (id, permission) in catalog.permissions {
      for name in permission.androidMayUse + permission.androidPrecise {
        #expect(known.contains(name), "\(id): unknown Android permission \(name)")
      }
    }
  }

  @Test("every foreground-service type's permission is a known permission under the foreground-service policy")
  func foregroundServices() {
    #expect(catalog.foregroundServices.fromTarget == 34)
    #expect(catalog.androidPermissions[catalog.foregroundServices.basePermission] != nil)
    for (type, info) in catalog.foregroundServices.types {
      guard let permission = info.permission else {
        #expect(type == "shortService")
        continue
      }
      #expect(catalog.androidPermissions[permission]?.playPolicy == "foreground-service", "\(type)")
    }
    #expect(
      catalog.foregroundServices.types["location"]?.prerequisites == ["ACCESS_COARSE_LOCATION", "ACCESS_FINE_LOCATION"])
    #expect(catalog.foregroundServices.types["phoneCall"]?.otherPrerequisite != nil)
  }

  @Test("every Play policy says what it needs and links to its source")
  func policies() {
    #expect(!catalog.playPolicies.isEmpty)
    for (id, policy) in catalog.playPolicies {
      #expect(policy.url.hasPrefix("https://"), "\(id)")
      #expect(!policy.title.isEmpty && !policy.declaration.isEmpty, "\(id)")
      if let rule = policy.reportedBy { #expect(RuleRegistry.rule(rule) != nil, "\(id): unknown rule \(rule)") }
    }
    #expect(catalog.playPolicies["all-files-access"]?.severity == .warning)
  }
}
