#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A `<service>` of a release build, with the manifest that declares it.
@_spi(RuleAuthoring) @_spi(Testing) public struct DeclaredService: Sendable {
  /// The element.
  public var service: ServiceDeclaration
  /// The manifest's path.
  public var manifestPath: String
  /// The library that declares it, if not the app module.
  public var library: String?
  /// Lint issues suppressed for the whole manifest.
  var manifestIgnores: Set<String>

  init(service: ServiceDeclaration, manifest: AndroidManifestDocument) {
    self.service = service
    self.manifestPath = manifest.path
    self.manifestIgnores = manifest.ignoredLintIssues
  }

  /// The location of a position in the manifest.
  public func location(_ position: SourcePosition) -> FileLocation {
    FileLocation(path: manifestPath, position: position)
  }

  /// Whether `tools:ignore` on the element or the manifest names one of these Lint issues.
  public func isSuppressed(byLint issues: Set<String>) -> Bool {
    AndroidTools.suppresses(service.ignoredLintIssues.union(manifestIgnores), issues)
  }
}
