@_spi(Testing) import PermlintKit
import Testing

@Suite("xcconfig reader")
struct XCConfigParserTests {
  @Test("settings, conditions, includes, comments, quotes and positions")
  func basics() throws {
    let text =
      "#include \"Pods/Target Support Files/Pods-App.release.xcconfig\"\r\n"
      + "#include? \"Local.xcconfig\"\r\n"
      + "// Purpose strings\r\n"
      + "INFOPLIST_KEY_NSCameraUsageDescription = \"Scan receipts\" // shown in the prompt\r\n"
      + "  INFOPLIST_KEY_NSMicrophoneUsageDescription[sdk=iphoneos*][arch=arm64] = Record notes;\r\n"
      + "\r\n"
      + "IPHONEOS_DEPLOYMENT_TARGET=15.0\r\n"
    let document = try XCConfigParser.parse(SourceFile(path: "Config/App.xcconfig", text: text))
    #expect(
      document.includes.map(\.value) == ["Pods/Target Support Files/Pods-App.release.xcconfig", "Local.xcconfig"])
    #expect(
      document.settings.map(\.name) == [
        "INFOPLIST_KEY_NSCameraUsageDescription", "INFOPLIST_KEY_NSMicrophoneUsageDescription",
        "IPHONEOS_DEPLOYMENT_TARGET",
      ])
    let camera = document.settings[0]
    #expect(camera.value == "Scan receipts")
    #expect(camera.infoPlistKey == "NSCameraUsageDescription")
    #expect(camera.namePosition == SourcePosition(line: 4, column: 1))
    #expect(camera.valuePosition == SourcePosition(line: 4, column: 42))
    let microphone = document.settings[1]
    #expect(microphone.condition == "sdk=iphoneos*][arch=arm64")
    #expect(microphone.value == "Record notes")
    #expect(microphone.namePosition == SourcePosition(line: 5, column: 3))
    #expect(document.settings[2].value == "15.0")
  }

  @Test("a line that is not a setting is an error at its start")
  func malformed() {
    let error = #expect(throws: ParseError.self) {
      try XCConfigParser.parse(SourceFile(path: "App.xcconfig", text: "A = 1\n  what is this\n"))
    }
    #expect(error?.location == PermlintKit.FileLocation(path: "App.xcconfig", line: 2, column: 3))
  }
}
