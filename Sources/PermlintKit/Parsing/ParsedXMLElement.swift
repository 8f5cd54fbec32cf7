#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// An XML element with the exact position of its tag and of each attribute.
@_spi(Testing) public struct ParsedXMLElement: Sendable {
  /// The local name, without prefix.
  public var name: String
  /// The namespace URI the element's prefix resolved to, if any.
  public var namespaceURI: String?
  /// Where the element's `<` is.
  public var position: SourcePosition
  /// The blanks before its `<` when it starts its line, and the file's line break: how a
  /// fix writes an element beside it.
  public var indentation: String? = nil
  public var lineBreak = "\n"
  /// The namespace prefixes its start tag declares (`android` of `xmlns:android`), and just
  /// after its last attribute: where a fix declares another.
  public var declaredPrefixes: Set<String> = []
  public var attributesEnd: SourcePosition? = nil
  /// Attributes in source order.
  public var attributes: [XMLAttribute]
  /// Child elements in document order.
  public var children: [ParsedXMLElement]
  /// The concatenated character data directly inside the element.
  public var text: String

  /// The attribute with this local name in this namespace (`nil` for no namespace).
  public func attribute(_ localName: String, namespace: String?) -> XMLAttribute? {
    attributes.first { $0.name == localName && $0.namespaceURI == namespace }
  }
}

/// An attribute, resolved by namespace URI, with its own position.
@_spi(Testing) public struct XMLAttribute: Sendable {
  /// The local name, without prefix.
  public var name: String
  /// The namespace URI its prefix resolved to; `nil` for an unprefixed attribute.
  public var namespaceURI: String?
  /// The value after entity and character references were replaced.
  public var value: String
  /// Where the attribute's name starts.
  public var position: SourcePosition
  /// Where the attribute's value starts (after the opening quote).
  public var valuePosition: SourcePosition
  /// The prefix as written (`android` of `android:name`), `nil` for none.
  public var prefix: String? = nil

  /// Just after the closing quote of the value, when the scanner saw where it ends: where
  /// an attribute is inserted after this one.
  public var endPosition: SourcePosition? {
    position.end.map { SourcePosition(line: $0.line, column: $0.column, utf16Column: $0.utf16Column) }
  }
}

/// Namespace URIs that Android manifests use.
@_spi(Testing) public enum XMLNamespace {
  /// The `android:` namespace.
  public static let android = "http://schemas.android.com/apk/res/android"
  /// The `tools:` namespace of the manifest merger.
  public static let tools = "http://schemas.android.com/tools"
}
