@_spi(Testing) import PermlintKit
import Testing

@Suite("Expo config written as code")
struct JSObjectLiteralReaderTests {
  static func read(_ text: String) -> JSONValue? {
    JSObjectLiteralReader.read(SourceFile(path: "app.config.ts", text: text))
  }

  @Test("a plain literal keeps the positions of keys and values, past comments and trailing commas")
  func plainLiteral() throws {
    let value = try #require(
      Self.read(
        """
        // config
        import { ExpoConfig } from 'expo/config';
        const config: ExpoConfig = {
          name: "Rider", /* name */
          'ios': { infoPlist: { NSCameraUsageDescription: `Scan the parcel label.` } },
          version: 2,
        };
        export default config;
        """))
    let key = try #require(value["ios"]?["infoPlist"]?.member("NSCameraUsageDescription"))
    #expect(key.value.string == "Scan the parcel label.")
    #expect(key.keyPosition.line == 5 && key.keyPosition.column == 25)
    #expect(key.value.position.column == 51)
    #expect(value["name"]?.string == "Rider")
  }

  @Test(
    "anything computed is not a plain literal",
    arguments: [
      "export default ({ config }) => ({ ...config, name: 'Rider' });",
      "module.exports = { name: process.env.APP_NAME };",
      "export default { ...base, name: 'Rider' };",
      "export default { name: `Rider ${suffix}` };",
      "export default { name };",
      "export default makeConfig();",
      "const x = 1;",
    ])
  func computed(_ text: String) {
    #expect(Self.read(text) == nil)
  }
}
