#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A parsed `AndroidManifest.xml`, with namespaces resolved by URI.
@_spi(RuleAuthoring) @_spi(Testing) public struct AndroidManifestDocument: Sendable {
  /// The file's path relative to the scanned root.
  public var path: String
  /// The `<manifest>` element.
  public var root: ParsedXMLElement
  /// Every `<uses-permission>` and `<uses-permission-sdk-23>` directly under `<manifest>`.
  public var permissions: [UsesPermission]
  /// Every `<uses-feature>` directly under `<manifest>`.
  public var features: [UsesFeature]
  /// The `<uses-sdk>` element, if any.
  public var usesSDK: UsesSDK?
  /// Every `<service>` under `<application>`.
  public var services: [ServiceDeclaration]
  /// Android Lint issue ids that `tools:ignore` on `<manifest>` suppresses for the whole file.
  public var ignoredLintIssues: Set<String>
  /// The `package` attribute of `<manifest>`, if any: the app's or library's namespace.
  public var packageName: String?
  /// The edits that drop a permission a library adds from the merged manifest: a
  /// `<uses-permission … tools:node="remove" />` before the manifest's first element, written
  /// as it is, and `xmlns:tools` on `<manifest>` when it lacks it. `nil` when the manifest's
  /// layout gives no place for it.
  func removingLibraryPermission(_ name: String, element elementName: String = "uses-permission") -> [Fix.Edit]? {
    guard let first = root.children.first, let indentation = first.indentation,
      root.declaredPrefixes.contains("android")
    else { return nil }
    let tools = root.declaredPrefixes.contains("tools")
    guard tools || root.attributesEnd != nil else { return nil }
    var edits: [Fix.Edit] = [
      .insert(
        "<\(elementName) android:name=\"\(name)\" tools:node=\"remove\" />\(first.lineBreak)\(indentation)",
        at: first.position, in: path)
    ]
    if !tools, let end = root.attributesEnd {
      edits.append(.insert(" xmlns:tools=\"\(XMLNamespace.tools)\"", at: end, in: path))
    }
    return edits
  }

  /// Whether `<application>` sets `android:requestLegacyExternalStorage="true"`.
  public var requestsLegacyExternalStorage: Bool {
    root.children.contains { element in
      element.name == "application"
        && element.attribute("requestLegacyExternalStorage", namespace: XMLNamespace.android)?.value
          .trimmingWhitespace() == "true"
    }
  }

  /// Reads the manifest model from its root element.
  public init(path: String, root: ParsedXMLElement) {
    self.path = path
    self.root = root
    let children = root.children.filter { $0.namespaceURI == nil }
    self.permissions = children.compactMap(UsesPermission.init).fitted()
    self.features = children.compactMap(UsesFeature.init)
    self.usesSDK = children.first { $0.name == "uses-sdk" }.map(UsesSDK.init)
    self.services = children.filter { $0.name == "application" }.flatMap { application in
      application.children.compactMap(ServiceDeclaration.init)
    }
    self.ignoredLintIssues = AndroidTools.ignoredIssues(root)
    self.packageName = root.attribute("package", namespace: nil)?.value.trimmingWhitespace()
  }

  /// The location of a position in this file.
  public func location(_ position: SourcePosition) -> FileLocation {
    FileLocation(path: path, position: position)
  }
}

/// One `<uses-permission>` element.
@_spi(RuleAuthoring) @_spi(Testing) public struct UsesPermission: Sendable {
  /// The full name, for example `android.permission.CAMERA`.
  public var name: String
  /// Where the `android:name` attribute is.
  public var position: SourcePosition
  /// `uses-permission` or `uses-permission-sdk-23`.
  public var elementName: String
  /// `android:maxSdkVersion`, if present and numeric.
  public var maxSdkVersion: Int?
  /// Whether `tools:node="remove"` (or `removeAll`) drops it from the merged manifest.
  public var isRemoved: Bool
  /// `tools:node`, if set: `remove`, `removeAll`, `replace`, `merge`, `strict`….
  public var mergeRule: String?
  /// The attributes `tools:remove` drops from lower-priority declarations, such as
  /// `android:maxSdkVersion`.
  public var removedAttributes: Set<String>
  /// `android:usesPermissionFlags`, split on `|`.
  public var flags: [String]
  /// Android Lint issue ids that `tools:ignore` suppresses on this element.
  public var ignoredLintIssues: Set<String>
  /// Just after the `android:name` attribute's closing quote (where a fix inserts another
  /// attribute), when the scanner saw it.
  public var nameEnd: SourcePosition?
  /// The prefix the manifest binds to the Android namespace, as `android:name` writes it.
  public var androidPrefix: String
  /// Where the element's `<` is, the blanks before it when it starts its line, and the
  /// file's line break: where a fix writes another element beside it.
  public var elementStart: SourcePosition
  public var indentation: String?
  public var lineBreak: String

  init?(_ element: ParsedXMLElement) {
    guard element.name == "uses-permission" || element.name == "uses-permission-sdk-23",
      element.namespaceURI == nil,
      let name = element.attribute("name", namespace: XMLNamespace.android)
    else { return nil }
    self.name = name.value.trimmingWhitespace()
    self.position = name.position
    self.nameEnd = name.endPosition
    self.elementStart = element.position
    self.indentation = element.indentation
    self.lineBreak = element.lineBreak
    self.androidPrefix = name.prefix ?? "android"
    self.elementName = element.name
    self.maxSdkVersion = element.attribute("maxSdkVersion", namespace: XMLNamespace.android).flatMap {
      Int($0.value.trimmingWhitespace())
    }
    self.isRemoved = AndroidTools.isRemoved(element)
    self.mergeRule = element.attribute("node", namespace: XMLNamespace.tools)?.value.trimmingWhitespace()
    self.removedAttributes = Set(
      (element.attribute("remove", namespace: XMLNamespace.tools)?.value ?? "").split(separator: ",").map {
        $0.trimmingWhitespace()
      })
    self.flags =
      element.attribute("usesPermissionFlags", namespace: XMLNamespace.android)?.value
      .split(separator: "|").map { $0.trimmingWhitespace() } ?? []
    self.ignoredLintIssues = AndroidTools.ignoredIssues(element)
  }

  /// The name without the `android.permission.` prefix; other names are returned whole.
  public var shortName: String { PermissionCatalog.shortAndroidName(name) }
}

/// One `<uses-feature>` element.
@_spi(RuleAuthoring) @_spi(Testing) public struct UsesFeature: Sendable {
  /// The feature name, for example `android.hardware.camera`; `nil` for a `glEsVersion` entry.
  public var name: String?
  /// Where the `android:name` attribute is, or the element when it has none.
  public var position: SourcePosition
  /// `android:required`; a feature is required unless it says `false`.
  public var isRequired: Bool
  /// Whether `tools:node="remove"` drops it from the merged manifest.
  public var isRemoved: Bool

  init?(_ element: ParsedXMLElement) {
    guard element.name == "uses-feature" else { return nil }
    let name = element.attribute("name", namespace: XMLNamespace.android)
    self.name = name.map { $0.value.trimmingWhitespace() }
    self.position = name?.position ?? element.position
    self.isRequired =
      element.attribute("required", namespace: XMLNamespace.android)?.value.trimmingWhitespace() != "false"
    self.isRemoved = AndroidTools.isRemoved(element)
  }
}

/// The `<uses-sdk>` element. AGP replaces its values with the module's Gradle settings when
/// those set them.
@_spi(RuleAuthoring) @_spi(Testing) public struct UsesSDK: Sendable {
  /// `android:minSdkVersion`, as written.
  public var minSdkVersion: XMLAttribute?
  /// `android:targetSdkVersion`, as written.
  public var targetSdkVersion: XMLAttribute?

  init(_ element: ParsedXMLElement) {
    minSdkVersion = element.attribute("minSdkVersion", namespace: XMLNamespace.android)
    targetSdkVersion = element.attribute("targetSdkVersion", namespace: XMLNamespace.android)
  }
}

/// A `<service>` and the foreground-service types it declares.
@_spi(RuleAuthoring) @_spi(Testing) public struct ServiceDeclaration: Sendable {
  /// `android:name`, for messages and subjects.
  public var name: String
  /// Where the element starts.
  public var position: SourcePosition
  /// `android:foregroundServiceType`, if present.
  public var foregroundServiceType: XMLAttribute?
  /// Whether `tools:node="remove"` drops it from the merged manifest.
  public var isRemoved: Bool
  /// Android Lint issue ids that `tools:ignore` suppresses on this element.
  public var ignoredLintIssues: Set<String>

  init?(_ element: ParsedXMLElement) {
    guard element.name == "service", element.namespaceURI == nil else { return nil }
    name = element.attribute("name", namespace: XMLNamespace.android)?.value.trimmingWhitespace() ?? ""
    position = element.position
    foregroundServiceType = element.attribute("foregroundServiceType", namespace: XMLNamespace.android)
    isRemoved = AndroidTools.isRemoved(element)
    ignoredLintIssues = AndroidTools.ignoredIssues(element)
  }

  /// Each type named in `android:foregroundServiceType`, with its own position: the
  /// attribute's value is a `|`-separated list such as `microphone|phoneCall`.
  public var types: [Located<String>] {
    guard let attribute = foregroundServiceType else { return [] }
    // Offsets within the value equal columns only when it is on one line and has no entity
    // references; otherwise every type is placed at the attribute's name.
    let exact = !attribute.value.contains("\n") && !attribute.value.contains("\r") && !attribute.value.contains("&")
    var result: [Located<String>] = []
    var offset = 0
    for part in attribute.value.split(separator: "|", omittingEmptySubsequences: false) {
      let leading = part.unicodeScalars.prefix { $0.properties.isWhitespace }.count
      let name = part.trimmingWhitespace()
      if !name.isEmpty {
        let position =
          exact
          ? SourcePosition(
            line: attribute.valuePosition.line, column: attribute.valuePosition.column + offset + leading)
          : attribute.position
        result.append(Located(name, at: position))
      }
      offset += part.unicodeScalars.count + 1
    }
    return result
  }
}

/// The manifest merger's `tools:` attributes.
enum AndroidTools {
  /// Whether `tools:node` drops the element from the merged manifest.
  static func isRemoved(_ element: ParsedXMLElement) -> Bool {
    let node = element.attribute("node", namespace: XMLNamespace.tools)?.value.trimmingWhitespace()
    return node == "remove" || node == "removeAll"
  }

  /// Whether ignored Lint issue ids (`all` among them, or one of `issues`) suppress a check.
  static func suppresses(_ ignored: Set<String>, _ issues: Set<String>) -> Bool {
    ignored.contains("all") || !ignored.isDisjoint(with: issues)
  }

  /// The Lint issue ids in `tools:ignore`, a comma-separated list (`all` suppresses every one).
  static func ignoredIssues(_ element: ParsedXMLElement) -> Set<String> {
    guard let value = element.attribute("ignore", namespace: XMLNamespace.tools)?.value else { return [] }
    return Set(value.split(separator: ",").map { $0.trimmingWhitespace() }.filter { !$0.isEmpty })
  }
}
