/// A parsed `AndroidManifest.xml`, with namespaces resolved by URI.
public struct AndroidManifestDocument: Sendable {
  /// The file's path relative to the scanned root.
  public var path: String
  /// The `<manifest>` element.
  public var root: XMLElement
  /// Every `<uses-permission>` and `<uses-permission-sdk-23>` directly under `<manifest>`.
  public var permissions: [UsesPermission]

  /// Reads the manifest model from its root element.
  public init(path: String, root: XMLElement) {
    self.path = path
    self.root = root
    self.permissions = root.children.compactMap(UsesPermission.init)
  }

  /// The permissions the app requests: those not removed with `tools:node="remove"`.
  public var requestedPermissions: [UsesPermission] { permissions.filter { !$0.isRemoved } }

  /// The location of a position in this file.
  public func location(_ position: SourcePosition) -> SourceLocation {
    SourceLocation(path: path, position: position)
  }
}

/// One `<uses-permission>` element.
public struct UsesPermission: Sendable {
  /// The full name, for example `android.permission.CAMERA`.
  public var name: String
  /// Where the `android:name` attribute is.
  public var position: SourcePosition
  /// `uses-permission` or `uses-permission-sdk-23`.
  public var elementName: String
  /// `android:maxSdkVersion`, if present and numeric.
  public var maxSdkVersion: Int?
  /// Whether `tools:node="remove"` drops it from the merged manifest.
  public var isRemoved: Bool
  /// `android:usesPermissionFlags`, split on `|`.
  public var flags: [String]

  init?(_ element: XMLElement) {
    guard element.name == "uses-permission" || element.name == "uses-permission-sdk-23",
      element.namespaceURI == nil,
      let name = element.attribute("name", namespace: XMLNamespace.android)
    else { return nil }
    self.name = name.value.trimmingWhitespace()
    self.position = name.position
    self.elementName = element.name
    self.maxSdkVersion = element.attribute("maxSdkVersion", namespace: XMLNamespace.android).flatMap {
      Int($0.value.trimmingWhitespace())
    }
    self.isRemoved = element.attribute("node", namespace: XMLNamespace.tools)?.value == "remove"
    self.flags =
      element.attribute("usesPermissionFlags", namespace: XMLNamespace.android)?.value
      .split(separator: "|").map { $0.trimmingWhitespace() } ?? []
  }

  /// The name without the `android.permission.` prefix; other names are returned whole.
  public var shortName: String {
    let prefix = "android.permission."
    return name.hasPrefix(prefix) ? String(name.dropFirst(prefix.count)) : name
  }
}
