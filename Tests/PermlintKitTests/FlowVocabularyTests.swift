import Foundation
@_spi(Testing) import PermlintKit
import PermlintTestSupport
import Testing

/// The flow vocabulary is answered once, on the types: which events grant, refuse, come from
/// a screen or the lifecycle, and which triggers start a feature.
@Suite("Flow vocabulary")
struct FlowVocabularyTests {
  @Test("grant, refusal, user and lifecycle events")
  func questions() {
    #expect(FlowEvent.allCases.filter(\.isGrant) == [.granted, .limited])
    #expect(FlowEvent.allCases.filter(\.isRefusal) == [.denied, .blocked, .restricted])
    #expect(FlowEvent.allCases.filter(\.isUserEvent) == [.primary, .secondary, .dismiss])
    #expect(FlowEvent.allCases.filter(\.isLifecycle) == [.resume, .launch])
    #expect(FlowEvent.outcomes == [.granted, .limited, .denied, .blocked, .restricted, .notDetermined])
    #expect(FlowEvent.done.category == .completion)
    #expect("\(FlowEvent.notDetermined)" == "not-determined" && "\(FeatureTrigger.userAction)" == "user-action")
  }

  @Test("Docs/feature-map.md lists exactly the events and triggers the decoder accepts")
  func documented() throws {
    let text = try String(contentsOf: PackagePaths.path("Docs/feature-map.md"), encoding: .utf8)
    let section = try #require(text.components(separatedBy: "### Events").dropFirst().first)
    let table = section.components(separatedBy: "\n\n").dropFirst().first ?? ""
    let events = table.split(separator: "\n").compactMap { line -> String? in
      guard line.hasPrefix("| `") else { return nil }
      return line.split(separator: "`").dropFirst().first.map(String.init)
    }
    #expect(events == FlowEvent.all)
    #expect(text.contains("| `trigger` | `user-action`, `launch` or `background` |"))
    #expect(FeatureMapKeys.triggers == ["user-action", "launch", "background"])
  }
}
