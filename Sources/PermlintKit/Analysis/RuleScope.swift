#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Which of an app's bundles an Info.plist rule checks: product types and platforms, as data
/// that the rule reads through `RuleContext.bundles(for:)` and its documentation prints.
/// Test bundles and frameworks are never apps; macOS has its own location model.
@_spi(Generators) @_spi(RuleAuthoring) @_spi(Testing) public struct RuleScope: Sendable {
  /// The product types checked.
  public var products: [InfoPlistBundle.Kind]
  /// The platforms checked. A bundle whose platform is unknown (a lone Info.plist, a Flutter
  /// or React Native tree without its project) counts as iOS.
  public var platforms: [InfoPlistBundle.Platform]
  /// What else a reader needs to know, such as how an extension is judged.
  public var remark: String?

  /// Creates a scope.
  public init(
    products: [InfoPlistBundle.Kind], platforms: [InfoPlistBundle.Platform], remark: String? = nil
  ) {
    self.products = products
    self.platforms = platforms
    self.remark = remark
  }

  /// Whether the rule checks `bundle`.
  public func includes(_ bundle: InfoPlistBundle) -> Bool {
    let platform = bundle.platform == .unknown ? .iOS : bundle.platform
    return products.contains(bundle.kind) && platforms.contains(platform)
  }

  /// Everything that ships with purpose strings: apps, App Clips and extensions on every
  /// Apple platform.
  public static let shippedBundles = RuleScope(
    products: [.app, .appClip, .appExtension], platforms: [.iOS, .watchOS, .macOS])

  /// Shipped bundles on platforms with iOS's authorization model (iOS, iPadOS, watchOS).
  public static let shippedIOSBundles = RuleScope(
    products: [.app, .appClip, .appExtension], platforms: [.iOS, .watchOS])

  /// The app's own iOS bundle only (`AppModel.mainBundle`).
  public static let mainIOSApp = RuleScope(
    products: [.app], platforms: [.iOS],
    remark:
      "Only the app's own bundle is checked: the iOS app target that extensions, widgets and a watch app ship inside.")

  /// One sentence for documentation: "Applies to apps and app extensions on iOS and watchOS."
  public var summary: String {
    let productNames = products.map { kind -> String in
      switch kind {
      case .app: "apps (including watch apps)"
      case .appClip: "App Clips"
      case .appExtension: "app extensions (widgets, Intents, share, notification and other extensions)"
      case .test: "test bundles"
      case .other: "frameworks and other bundles"
      }
    }
    let platformNames = platforms.map { platform -> String in
      switch platform {
      case .iOS: "iOS"
      case .macOS: "macOS"
      case .watchOS: "watchOS"
      case .unknown: "unknown platforms"
      }
    }
    let sentence =
      "Applies to \(Self.list(productNames)) on \(Self.list(platformNames)); never to test bundles or frameworks."
    return remark.map { "\(sentence) \($0)" } ?? sentence
  }

  private static func list(_ items: [String]) -> String {
    guard items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
  }
}
