import Testing

@_spi(Testing) @testable import PermlintKit

/// The one way paths are made relative to a folder.
@Suite("Relative paths")
struct RelativePathTests {
  @Test("a path below a folder, the folder itself, and a path outside it")
  func display() {
    #expect(RelativePath.display("/work/app/ios/Info.plist", in: "/work/app") == "ios/Info.plist")
    #expect(RelativePath.display("/work/app/ios/Info.plist", in: "/work/app/") == "ios/Info.plist")
    #expect(RelativePath.display("/work/app", in: "/work/app") == ".")
    // A sibling that shares the folder's name as a prefix is outside it.
    #expect(RelativePath.display("/work/application/Info.plist", in: "/work/app") == "/work/application/Info.plist")
    #expect(RelativePath.display("/Info.plist", in: "/") == "Info.plist")
  }

  @Test("relative paths against the scanned root '.'")
  func scannedRoot() {
    #expect(RelativePath.below("ios/Info.plist", ".") == "ios/Info.plist")
    #expect(RelativePath.below("/elsewhere/Info.plist", ".") == nil)
    #expect(RelativePath.below("ios/Info.plist", "ios") == "Info.plist")
    #expect(RelativePath.below("ios", "ios") == nil)
    #expect(RelativePath.isInside("ios", "ios"))
    #expect(!RelativePath.isInside("iosApp/Info.plist", "ios"))
  }

  @Test("joining resolves . and .., keeping .. past the root")
  func join() {
    #expect(RelativePath.join(".", "app") == "app")
    #expect(RelativePath.join("android", "../node_modules/x/android") == "node_modules/x/android")
    #expect(RelativePath.join(".", "../shared") == "../shared")
    #expect(RelativePath.ancestors(of: "a/b") == ["a/b", "a", "."])
  }
}
