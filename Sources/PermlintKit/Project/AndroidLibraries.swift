#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A Maven dependency of an app module, with what permlint knows of its manifest.
@_spi(RuleAuthoring) @_spi(Testing) public struct ExternalAndroidLibrary: Sendable {
  /// `group:artifact`, or the `libs.…` accessor the catalog did not resolve.
  public var coordinate: String
  /// Where the build names it.
  public var location: FileLocation
  /// The library's entry in `rules/android-libraries.yml`, if it has one.
  public var known: AndroidLibraryCatalog.Library?
  /// Whether permlint knows what its manifest declares.
  public var isKnown: Bool
}

/// A library whose manifest merges into an app module.
@_spi(RuleAuthoring) @_spi(Testing) public struct AndroidLibrary: Sendable {
  /// How the app names it: a Gradle path (`:lib`), an npm package or a Flutter plugin.
  public var name: String
  /// Its directory relative to the scanned root (or absolute, outside it).
  public var path: String
  /// Its release manifests.
  public var manifests: [AndroidManifestDocument]
  /// The packages its classes live in: its manifests' `package` and its script's `namespace`.
  public var packages: [String] = []
}

/// A dependency whose manifest permlint cannot read.
@_spi(RuleAuthoring) @_spi(Testing) public struct UnresolvedLibrary: Sendable {
  /// How the app names it.
  public var name: String
  /// Where it is named, such as the `implementation project(':x')` line.
  public var location: FileLocation
  /// What to do so that permlint can merge it.
  public var remedy: String
  /// Whether it is an npm package autolinking would merge, with no node_modules in the scan:
  /// said by the findings it makes uncertain, not as a note of its own, since a React Native
  /// repository is scanned before `npm install` as often as after.
  public var isUninstalledPackage = false
}
