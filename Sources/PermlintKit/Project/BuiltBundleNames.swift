#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The names a bundle of the sources is known by once built, so that a build read in the same
/// run can be joined to the target that made it: its bundle identifiers
/// (`PRODUCT_BUNDLE_IDENTIFIER`, or a literal `CFBundleIdentifier`) and its product names
/// (`PRODUCT_NAME`, by default the target's name: the built `<name>.app` and its executable).
/// A value that still holds a build variable permlint cannot expand is left out.
struct BuiltBundleNames: Sendable, Equatable {
  /// Bundle identifiers, such as `org.example.demo`.
  var bundleIdentifiers: Set<String> = []
  /// Product names, such as `Demo` for `Demo.app`.
  var productNames: Set<String> = []

  /// Records one build configuration's `PRODUCT_NAME` and `PRODUCT_BUNDLE_IDENTIFIER`.
  mutating func record(target: String, productName: String?, bundleIdentifier: String?) {
    let written = productName?.trimmingWhitespace() ?? ""
    // Xcode's default product name is the target's.
    let product = written.isEmpty || ["$(TARGET_NAME)", "${TARGET_NAME}"].contains(written) ? target : written
    if !product.contains("$") { productNames.insert(product) }
    guard var identifier = bundleIdentifier?.trimmingWhitespace(), !identifier.isEmpty else { return }
    let safe = String(product.map { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" ? $0 : "-" })
    for (variable, value) in [
      ("PRODUCT_NAME:rfc1034identifier", safe), ("PRODUCT_NAME", product), ("TARGET_NAME", target),
    ] {
      for written in ["$(\(variable))", "${\(variable)}"] { identifier = identifier.replacing(written, with: value) }
    }
    if !identifier.contains("$") { bundleIdentifiers.insert(identifier) }
  }

  /// Adds the literal names an Info.plist states (`CFBundleIdentifier`, `CFBundleExecutable`,
  /// `CFBundleName`), for a bundle read without its project.
  mutating func record(plist: InfoPlistDocument) {
    if let identifier = Self.literal(plist, "CFBundleIdentifier") { bundleIdentifiers.insert(identifier) }
    for key in ["CFBundleExecutable", "CFBundleName"] {
      if let name = Self.literal(plist, key) { productNames.insert(name) }
    }
  }

  /// The names of a built bundle: its `CFBundleIdentifier`, its executable and the name of
  /// its folder (`Demo` for `…/Demo.app/Info.plist`).
  static func built(_ plist: InfoPlistDocument) -> BuiltBundleNames {
    var names = BuiltBundleNames()
    if let identifier = literal(plist, "CFBundleIdentifier") { names.bundleIdentifiers.insert(identifier) }
    if let executable = literal(plist, "CFBundleExecutable") { names.productNames.insert(executable) }
    var folders = plist.path.split(separator: "/").dropLast()
    if folders.last == "Contents" { folders = folders.dropLast() }
    if let folder = folders.last, let dot = folder.lastIndex(of: ".") {
      names.productNames.insert(String(folder[..<dot]))
    }
    return names
  }

  private static func literal(_ plist: InfoPlistDocument, _ key: String) -> String? {
    guard let value = plist.entry(key)?.value.string?.trimmingWhitespace(), !value.isEmpty, !value.contains("$")
    else { return nil }
    return value
  }
}
