import Testing

@_spi(Testing) @testable import PermlintKit

/// The walk's test-folder question answered from a name's length first, against the set
/// lookup it stands in for.
@Suite("Test folder names")
struct TestFolderNameTests {
  @Test("isTestFolder answers as the set of test folders does, for ASCII and other names of every length")
  func sameAnswers() {
    var names =
      Array(ExampleApps.testFolders) + [
        "", "t", "tes", "Test", "TESTS", "tests2", "integration_tests", "lib", "src", "__tests__x", "e2e ", "tést",
        "te\u{301}st", "ｔｅｓｔ", String(repeating: "a", count: 70), "feature0", "androidTest", "UITests",
      ]
    names += names.map { $0 + "/" }.map { String($0.dropLast()) }
    for name in names {
      let folder = Substring(name)
      #expect(ExampleApps.isTestFolder(folder) == ExampleApps.testFolders.contains(name), "\(name)")
    }
  }

  @Test("a native source under a test folder, a Tests or a Test folder is a test; others are not")
  func nativeTests() {
    #expect(SourceKinds.isNativeTest(InputPath("ios/AppTests/Screen.swift")))
    #expect(SourceKinds.isNativeTest(InputPath("android/app/src/androidTest/A.kt")))
    #expect(SourceKinds.isNativeTest(InputPath("ios/test/Screen.swift")))
    #expect(SourceKinds.isNativeTest(InputPath("ios/UnitTest/Screen.swift")))
    #expect(!SourceKinds.isNativeTest(InputPath("ios/Tests.app/Screen.swift")))
    #expect(!SourceKinds.isNativeTest(InputPath("ios/Latest/Screen.swift")))
    #expect(!SourceKinds.isNativeTest(InputPath("ios/Courier/Feature0/Screen0.swift")))
    #expect(!SourceKinds.isNativeTest(InputPath("ios/Tes\u{301}t/Screen.swift")))
  }
}
