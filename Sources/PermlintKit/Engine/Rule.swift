#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A rule: its descriptor and a pure check, over one app of the project model (most rules) or
/// over the whole run (the rules about the run itself, such as its suppressions).
public struct Rule: Sendable {
  /// What the rule is.
  public var descriptor: RuleDescriptor
  /// Finds problems in one app; finds nothing for a run-level rule.
  @_spi(Testing) public var check: @Sendable (RuleContext) -> [Finding]
  /// For a run-level rule, finds problems over the whole run, after every app's rules ran and
  /// the suppressions were applied; `nil` for a rule over one app.
  @_spi(Testing) public var runCheck: (@Sendable (RunContext) -> [Finding])?

  /// Creates a rule over one app. The check sees a context that knows the rule, so it reports
  /// with `context.finding(_:at:stableKey:)` and the rule's id and severity come with it.
  @_spi(RuleAuthoring) @_spi(Testing) public init(
    _ descriptor: RuleDescriptor, check: @escaping @Sendable (RuleContext) -> [Finding]
  ) {
    self.descriptor = descriptor
    // One reference for every app's context, instead of a copy of the descriptor's fields.
    let running = RunningRule(descriptor)
    self.check = { context in
      var context = context
      context.running = running
      return check(context)
    }
    self.runCheck = nil
  }

  /// Creates a run-level rule: its check sees the whole run (`RunContext`) once, and reports
  /// with `context.finding(_:at:stableKey:)` like a rule over one app. Disfavoured, so that a
  /// trailing closure always makes a rule over one app: a run-level rule names `runCheck:`.
  @_disfavoredOverload
  @_spi(RuleAuthoring) @_spi(Testing) public init(
    _ descriptor: RuleDescriptor, runCheck: @escaping @Sendable (RunContext) -> [Finding]
  ) {
    self.descriptor = descriptor
    self.check = { _ in [] }
    self.runCheck = { context in
      var context = context
      context.rule = descriptor
      return runCheck(context)
    }
  }

  /// The rule's id.
  public var id: String { descriptor.id }
}

/// What a rule sees: one app and permlint's permission knowledge.
///
/// The context is copied for every rule it is handed to (each copy names its rule), so what
/// every rule shares lives behind one reference: a copy retains one object, not every
/// collection of the app, the catalog and the configuration.
@_spi(RuleAuthoring) @_spi(Testing) public struct RuleContext: Sendable {
  /// The app being checked.
  public var app: AppModel { _read { yield shared.app } }
  /// The permission catalog from `rules/`.
  public var catalog: PermissionCatalog { _read { yield sharedCatalog.value } }
  /// Settings from `.permlint.yml` that tune rules, such as `purpose-string-min-words`.
  public var configuration: Configuration { _read { yield shared.configuration } }
  /// The rule being run; set by `Rule` before its check sees the context.
  var rule: RuleDescriptor? {
    get { running?.descriptor }
    set { running = newValue.map(RunningRule.init) }
  }
  /// `rule`, behind one reference: the context is copied for every rule of every app.
  var running: RunningRule?
  /// The app's flows, indexed once and shared by every flow rule.
  var flows: [FlowSubject] { _read { yield shared.flows } }
  /// The permission flows of the app's code, indexed once and shared by every code flow rule.
  public var code: CodeFlowIndex { _read { yield shared.code } }
  /// The app's purpose-string texts, collected once and shared by every text rule.
  var purposeStrings: [PurposeStringValue] { _read { yield shared.purposeStrings } }
  /// `purposeStrings` with a text copied into several locale files once, with its copies.
  var distinctPurposeStrings: [PurposeStringValue] { _read { yield shared.distinctPurposeStrings } }
  /// The analysis of each of `distinctPurposeStrings`' texts, in the same order: looked up once
  /// per app rather than once per rule that judges every text.
  var distinctAnalyses: [PurposeTextAnalysis] { _read { yield shared.distinctAnalyses } }
  /// Measures each distinct purpose-string text once per run; the app's own texts were
  /// measured when the context was made.
  var texts: AppPurposeTexts { _read { yield shared.texts } }
  /// The run's suppression comments by path, so that a rule that lists several items in one
  /// finding can leave out, as findings of their own, the items a comment suppresses one by one.
  var inlineSuppressions: [String: [InlineSuppression]] { _read { yield shared.inlineSuppressions } }
  /// The structure of the app's unread code files, read when a fingerprint's "maybe" would
  /// decide a finding.
  var unreadCode: UnreadCodeOutlines { shared.unreadCode }

  private let shared: Shared
  /// The run's catalog, one reference for every app: a copy per app retained each of its
  /// collections. Held here rather than in `shared`, so that a rule reads it through one
  /// reference (through two, the optimizer copied the catalog for a call).
  private let sharedCatalog: SharedCatalog

  /// The accessors yield what `shared` holds instead of returning a copy: a rule reads the
  /// app, catalog and purpose strings many times, and each copy of these structures retained
  /// every collection in them.

  /// What every rule of one app sees, made once per app.
  private final class Shared: Sendable {
    let app: AppModel
    let configuration: Configuration
    let flows: [FlowSubject]
    let code: CodeFlowIndex
    let purposeStrings: [PurposeStringValue]
    let distinctPurposeStrings: [PurposeStringValue]
    let distinctAnalyses: [PurposeTextAnalysis]
    let texts: AppPurposeTexts
    let inlineSuppressions: [String: [InlineSuppression]]
    let unreadCode: UnreadCodeOutlines

    init(
      app: AppModel, catalog: SharedCatalog, configuration: Configuration, texts: PurposeTextAnalyzer,
      code: CodeFlowIndex?, inlineSuppressions: [String: [InlineSuppression]], unreadCode: UnreadCodeOutlines
    ) {
      self.app = app
      self.configuration = configuration
      self.flows = FlowSubject.index(app: app, catalog: catalog.value)
      self.code = code ?? CodeFlowIndex(app.allCodeOutlines, vocabulary: catalog.value.codeFlows)
      self.purposeStrings = PurposeStringInventory.values(in: app, catalog: catalog.value)
      self.distinctPurposeStrings = PurposeStringInventory.distinct(purposeStrings)
      self.texts = AppPurposeTexts(purposeStrings, analyzer: texts)
      self.distinctAnalyses = distinctPurposeStrings.map { [texts = self.texts] in texts.analysis(of: $0.text) }
      self.inlineSuppressions = inlineSuppressions
      self.unreadCode = unreadCode
    }
  }

  /// Whether a suppression comment with a reason covers `location` for the rule being run.
  func isSuppressedInline(_ location: FileLocation) -> Bool {
    guard let id = running?.descriptor.id else { return false }
    return (inlineSuppressions[location.path] ?? []).contains {
      !$0.reason.isEmpty && $0.ruleIDs.contains(id) && $0.lines.contains(location.line)
    }
  }

  /// Creates the context for one app.
  public init(app: AppModel, catalog: PermissionCatalog, configuration: Configuration = Configuration()) {
    self.init(
      app: app, catalog: SharedCatalog(catalog), configuration: configuration,
      texts: PurposeTextAnalyzer(catalog: catalog))
  }

  /// Creates the context for one app of a run whose apps share `texts`; `code` is the index
  /// of the app's code when the run has built it (`CodeFlowClosure`), else it is built from
  /// the outlines the app holds; `inlineSuppressions` are the run's suppression comments;
  /// `unreadCode` reads the code files the app left unread.
  init(
    app: AppModel, catalog: SharedCatalog, configuration: Configuration, texts: PurposeTextAnalyzer,
    code: CodeFlowIndex? = nil, inlineSuppressions: [String: [InlineSuppression]] = [:],
    unreadCode: UnreadCodeOutlines = .none
  ) {
    shared = Shared(
      app: app, catalog: catalog, configuration: configuration, texts: texts, code: code,
      inlineSuppressions: inlineSuppressions, unreadCode: unreadCode)
    sharedCatalog = catalog
  }
}

/// A run's catalog behind one reference, for the context of each of its apps.
final class SharedCatalog: Sendable {
  let value: PermissionCatalog

  init(_ value: PermissionCatalog) { self.value = value }
}

/// A rule's descriptor behind one reference, for the contexts its check is handed.
final class RunningRule: Sendable {
  let descriptor: RuleDescriptor

  init(_ descriptor: RuleDescriptor) { self.descriptor = descriptor }
}
