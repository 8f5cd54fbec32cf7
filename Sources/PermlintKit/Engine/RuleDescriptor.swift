#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Everything about a rule except its check: what users read in docs and in SARIF.
public struct RuleDescriptor: Sendable {
  /// Stable kebab-case id, for example `missing-purpose-string`.
  public var id: String
  /// A one-line title.
  public var title: String
  /// Severity unless configuration changes it.
  public var severity: Severity
  /// The family the rule belongs to.
  public var category: RuleCategory
  /// Why the rule exists: what goes wrong for users or in review.
  public var rationale: String
  /// How to fix a finding.
  public var fix: String
  /// Store guidelines, policies and platform documentation behind the rule.
  public var references: [RuleReference]
  /// Examples that trigger the rule and examples that must not; they run as tests and
  /// appear in the rule's documentation.
  @_spi(Generators) @_spi(Testing) public var examples: [RuleExample] {
    get { makeExamples() }
    set { makeExamples = { newValue } }
  }
  /// Makes `examples` when they are read: the built-in rules' come from an archive that took
  /// 2 ms of every start-up to decode (issue 23), and a lint never reads them.
  private var makeExamples: @Sendable () -> [RuleExample]
  /// For rules that read Info.plist keys: the product types and platforms they check.
  @_spi(Generators) @_spi(Testing) public var scope: RuleScope?
  /// For rules that read neither Info.plist bundles nor flows: what they judge, one sentence
  /// starting "Applies to", for their documentation.
  public var appliesTo: String?

  /// Creates a descriptor.
  @_spi(RuleAuthoring) @_spi(Testing) public init(
    id: String, title: String, severity: Severity, category: RuleCategory, rationale: String, fix: String,
    references: [RuleReference], examples: @autoclosure @escaping @Sendable () -> [RuleExample],
    scope: RuleScope? = nil, appliesTo: String? = nil
  ) {
    self.scope = scope
    self.appliesTo = appliesTo
    self.id = id
    self.title = title
    self.severity = severity
    self.category = category
    self.rationale = rationale
    self.fix = fix
    self.references = references
    self.makeExamples = examples
  }

  /// A finding of this rule.
  public func finding(
    _ message: String, at location: FileLocation, stableKey: String, severity: Severity? = nil,
    flowPath: [FlowStep] = [], relatedLocations: [RelatedLocation] = [], fix: Fix? = nil
  ) -> Finding {
    Finding(
      ruleID: id, severity: severity ?? self.severity, message: message, location: location, stableKey: stableKey,
      flowPath: flowPath, relatedLocations: relatedLocations, fix: fix)
  }
}

/// The family a rule belongs to; used for SARIF tags and docs grouping.
public enum RuleCategory: String, Sendable, CaseIterable {
  case input
  case purposeStrings = "purpose-strings"
  case leastPrivilege = "least-privilege"
  case platformRequirements = "platform-requirements"
  case storePolicy = "store-policy"
  case flows

  /// The heading of the category in the documentation and in `permlint explain`.
  public var title: String {
    switch self {
    case .input: "Input"
    case .purposeStrings: "Purpose strings"
    case .leastPrivilege: "Least privilege"
    case .platformRequirements: "Platform requirements"
    case .storePolicy: "Store policy"
    case .flows: "Permission flows"
    }
  }
}

/// A link to the guideline, policy or documentation behind a rule.
public struct RuleReference: Sendable {
  /// What the link is, for example "App Review Guideline 5.1.1".
  public var title: String
  /// The URL.
  public var url: String

  /// Creates a reference.
  public init(_ title: String, _ url: String) {
    self.title = title
    self.url = url
  }
}

/// An example project for a rule. In file contents, `↓` marks where a finding is expected;
/// the marker is removed before linting.
@_spi(Generators) @_spi(RuleAuthoring) @_spi(Testing) public struct RuleExample: Sendable {
  /// A short description.
  public var name: String
  /// Files by path relative to the example root.
  public var files: [(path: String, contents: String)]
  /// Whether the rule must report findings (exactly at the markers) or none at all.
  public var triggers: Bool

  /// An example that must produce findings at its `↓` markers.
  public static func triggering(_ name: String, _ files: [(path: String, contents: String)]) -> RuleExample {
    RuleExample(name: name, files: files, triggers: true)
  }

  /// An example that must produce no finding of this rule.
  public static func nonTriggering(_ name: String, _ files: [(path: String, contents: String)]) -> RuleExample {
    RuleExample(name: name, files: files, triggers: false)
  }

  /// The marker that shows where a finding is expected.
  public static let marker: Character = "↓"

  /// A rule's examples kept as project folders under `rules/examples/<rule-id>/`, embedded by
  /// `permlint-dev generate`.
  static func embedded(_ ruleID: String) -> [RuleExample] { EmbeddedExamples.byRule[ruleID] ?? [] }
}
