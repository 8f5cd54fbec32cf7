import Foundation
@_spi(Testing) import PermlintKit
import PermlintTestSupport
import Testing

/// `.permlint.yml` configures permlint, `permlint.yml` describes the app: one given in the
/// other's place gets an error that says which is which.
@Suite("Configuration and feature map mix-ups")
struct FileRoleMixUpTests {
  static let explanation =
    "`.permlint.yml` configures permlint (rules, exclude, fail-on, ignore, …); `permlint.yml` is the feature map, "
    + "which describes the app (app, permissions, features, flows)"

  @Test("a feature map given as --config")
  func featureMapAsConfiguration() throws {
    let result = try PermlintBinary.run(["--config", "permlint.yml"], in: "clean")
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "permlint.yml:1:1: error: permlint.yml is a feature map, given as the configuration: lint it as a PATH "
        + "(or its directory) and give --config only a `.permlint.yml`. \(Self.explanation)\n")
  }

  @Test("feature-map keys in a configuration file")
  func featureMapKeysInConfiguration() throws {
    let (result, config) = try PermlintBinary.runWithConfiguration(
      "rules:\n  settings-redirect: warning\nfeatures:\n  scan: { requires: [camera] }\n")
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "\(config):3:1: error: 'features' describes the app and belongs in the feature map "
        + "`permlint.yml`, not in the configuration. \(Self.explanation)\n")
  }

  @Test("configuration keys in a feature map")
  func configurationKeysInFeatureMap() async {
    let map = "app: Scanner\nfail-on: warning\nfeatures:\n  scan: { requires: [camera] }\n"
    let report = await Linter().lint(files: [SourceFile(path: "permlint.yml", text: map)])
    let invalid = report.findings.filter { $0.ruleID == "invalid-feature-map" }
    #expect(invalid.map(\.location.description) == ["permlint.yml:2:1"])
    #expect(
      invalid.first?.message
        == "'fail-on' is a configuration setting, not part of the feature map: move it to `.permlint.yml`. "
        + Self.explanation)
  }

  @Test("the configuration given as a PATH to lint")
  func configurationAsPath() throws {
    let project = try InitEndToEndTests.Copy(PermlintBinary.fixture("clean"))
    try Data("rules:\n  settings-redirect: warning\n".utf8).write(
      to: project.root.appendingPathComponent(".permlint.yml"))
    let result = try project.run([".permlint.yml"])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "permlint: error: .permlint.yml is the configuration, not something to lint: pass it with --config "
        + ".permlint.yml, and lint the app's directory or its feature map. \(Self.explanation)\n")
  }
}
