/// A rule: its descriptor and a pure check over one app of the project model.
public struct Rule: Sendable {
  /// What the rule is.
  public var descriptor: RuleDescriptor
  /// Finds problems in one app.
  public var check: @Sendable (RuleContext) -> [Finding]

  /// Creates a rule.
  public init(_ descriptor: RuleDescriptor, check: @escaping @Sendable (RuleContext) -> [Finding]) {
    self.descriptor = descriptor
    self.check = check
  }

  /// The rule's id.
  public var id: String { descriptor.id }
}

/// What a rule sees: one app and permlint's permission knowledge.
public struct RuleContext: Sendable {
  /// The app being checked.
  public var app: AppModel
  /// The permission catalog from `rules/`.
  public var catalog: PermissionCatalog
  /// Settings from `.permlint.yml` that tune rules, such as `purpose-string-min-words`.
  public var configuration: Configuration
  /// The app's flows, indexed once and shared by every flow rule.
  let flows: [FlowSubject]

  /// Creates the context for one app.
  public init(app: AppModel, catalog: PermissionCatalog, configuration: Configuration = Configuration()) {
    self.app = app
    self.catalog = catalog
    self.configuration = configuration
    self.flows = FlowSubject.index(app: app, catalog: catalog)
  }
}
