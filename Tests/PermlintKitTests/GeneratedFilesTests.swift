import Foundation
import PermlintKit
import PermlintTestSupport
import Testing

@Suite("Generated files")
struct GeneratedFilesTests {
  @Test("the embedded rules data and Docs/rules are current; run `swift run permlint-dev generate`")
  func current() throws {
    for output in try GeneratedFiles.all(packageRoot: PackagePaths.root.path) {
      let onDisk = try? String(contentsOf: PackagePaths.path(output.path), encoding: .utf8)
      #expect(onDisk == output.contents, "\(output.path) is stale")
    }
  }

  @Test("Docs/rules has no page for a rule that no longer exists")
  func noOrphanPages() throws {
    let expected = Set(try GeneratedFiles.all(packageRoot: PackagePaths.root.path).map(\.path))
    let pages = try FileManager.default.contentsOfDirectory(atPath: PackagePaths.path("Docs/rules").path)
    for page in pages where page.hasSuffix(".md") {
      #expect(expected.contains("Docs/rules/\(page)"), "Docs/rules/\(page) belongs to no rule; delete it")
    }
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
