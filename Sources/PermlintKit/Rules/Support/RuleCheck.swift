#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The checks of a rule over one app, as a type: made with the app's context, it reports the
/// rule's findings. `Rule(descriptor, checkedBy: XCheck.self)` declares the rule.
protocol RuleCheck: SendableMetatype {
  init(context: RuleContext)
  func findings() -> [Finding]
}

extension Rule {
  /// A rule whose check is a `RuleCheck` type: made with the app's context, it reports.
  init<Check: RuleCheck>(_ descriptor: RuleDescriptor, checkedBy: Check.Type) {
    self.init(descriptor) { context in Check(context: context).findings() }
  }
}
