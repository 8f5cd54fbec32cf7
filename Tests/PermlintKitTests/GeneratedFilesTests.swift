import Foundation
import PermlintGenerators
@_spi(Testing) import PermlintKit
import PermlintTestSupport
import Testing

@Suite("Generated files")
struct GeneratedFilesTests {
  @Test("the embedded rules data and Docs/rules are current; run `swift run permlint-dev generate`")
  func current() throws {
    // The same check `permlint-dev check` runs.
    let drift = try GeneratedFilesDrift(packageRoot: PackagePaths.root.path)
    for output in drift.stale { #expect(Bool(false), "\(output.path) is stale") }
    for page in drift.orphans { #expect(Bool(false), "\(page) belongs to no rule; delete it") }
  }

  @Test("the embedded catalog knows every permission the feature map may use")
  func catalog() {
    let catalog = PermissionCatalog.builtIn
    #expect(catalog.permissions["location-always"]?.isBackground == true)
    #expect(
      catalog.iosKeys["NSLocationAlwaysAndWhenInUseUsageDescription"]?.requires == [
        "NSLocationWhenInUseUsageDescription"
      ])
    #expect(catalog.androidPermissions["ACCESS_BACKGROUND_LOCATION"]?.added == 29)
    for (id, permission) in catalog.permissions {
      for key in permission.iosKeys { #expect(catalog.iosKeys[key] != nil, "\(id): unknown key \(key)") }
      for name in permission.androidAnyOf {
        #expect(catalog.androidPermissions[name] != nil, "\(id): unknown Android permission \(name)")
      }
    }
  }
}
