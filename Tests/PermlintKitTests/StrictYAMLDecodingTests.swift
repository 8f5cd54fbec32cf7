@_spi(Testing) import PermlintKit
import Testing

/// The feature map and `.permlint.yml` share one strict decoder: an unknown key is reported
/// at itself with the closest known key, a value of the wrong shape at the value. (The
/// catalog's cases are in CatalogStrictnessTests.)
@Suite("Strict YAML decoding")
struct StrictYAMLDecodingTests {
  func featureMapProblems(_ text: String) throws -> [String] {
    let document = try YAMLParser.parse(SourceFile(path: "permlint.yml", text: text))
    return FeatureMapDecoder.decode(document, path: "permlint.yml", catalog: .builtIn).problems.map {
      "\($0.position.line):\($0.position.column): \($0.message)"
    }
  }

  func configurationError(_ text: String) -> String? {
    do {
      _ = try Configuration.load(SourceFile(path: ".permlint.yml", text: text))
      return nil
    } catch {
      return error.description
    }
  }

  @Test("feature map: an unknown key is reported at its line and column with did-you-mean")
  func featureMapUnknownKey() throws {
    let text = "app: A\nfeatures:\n  f:\n    requires: [camera]\n    mandatroy: true\n"
    #expect(
      try featureMapProblems(text) == [
        "5:5: unknown key 'mandatroy' in feature 'f' (did you mean 'mandatory'?); known keys are requires, "
          + "mandatory, trigger, flow, justification, accepts-limited, description"
      ])
  }

  @Test("feature map: a list where a feature's mapping belongs is reported at the list")
  func featureMapWrongShape() throws {
    #expect(
      try featureMapProblems("app: A\nfeatures:\n  f: [camera]\n") == [
        "3:6: feature 'f' must be a mapping, but this is a list"
      ])
  }

  @Test("feature map: an unknown event and an unknown trigger keep their messages and places")
  func featureMapUnknownEventAndTrigger() throws {
    let text = """
      app: A
      features:
        f: { requires: [camera], trigger: lunch, flow: g }
      flows:
        g:
          start: a
          states:
            a: { action: check, on: { granted: b, denid: b } }
            b: { action: run-feature }
      """
    #expect(
      try featureMapProblems(text) == [
        "3:37: trigger must be user-action, launch or background, not 'lunch'",
        "8:45: unknown event 'denid' (did you mean 'denied'?); events are granted, limited, denied, blocked, "
          + "restricted, not-determined, primary, secondary, dismiss, resume, launch, done",
      ])
  }

  @Test(".permlint.yml: an unknown key is reported at its line and column with did-you-mean")
  func configurationUnknownKey() {
    #expect(
      configurationError("fail-on: error\nexclde: [vendor/]\n")
        == ".permlint.yml:2:1: error: unknown key 'exclde' (did you mean 'exclude'?); known keys are rules, exclude, "
        + "fail-on, max-file-size, purpose-string-min-words, ignore, android")
    #expect(
      configurationError("android:\n  targetSdk: 35\n")
        == ".permlint.yml:2:3: error: unknown key 'android.targetSdk' (did you mean 'target-sdk'?); known keys are "
        + "target-sdk, variant")
  }

  @Test(".permlint.yml: a value of the wrong shape is reported at the value")
  func configurationWrongShape() {
    #expect(
      configurationError("fail-on: error\nrules: [missing-purpose-string]\n")
        == ".permlint.yml:2:8: error: `rules` must be a mapping of rule id to error, warning, note or off")
    #expect(
      configurationError("android: 35\n")
        == ".permlint.yml:1:10: error: `android` must be a mapping such as `target-sdk: 36`")
  }

  @Test(".permlint.yml: the first mistake in file order is the one reported")
  func configurationFirstMistake() {
    #expect(
      configurationError("fail-on: eror\nexclde: [vendor/]\n")
        == ".permlint.yml:1:10: error: expected error, warning, note or off, found 'eror'")
  }
}
