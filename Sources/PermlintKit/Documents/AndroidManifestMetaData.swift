/// One `<meta-data>` of a manifest's `<application>`: how apps switch SDK behaviour
/// (`google_analytics_adid_collection_enabled`).
@_spi(RuleAuthoring) @_spi(Testing) public struct ApplicationMetaData: Sendable {
  /// `android:name`.
  public var name: String
  /// `android:value`, trimmed; `nil` when the element gives `android:resource` instead.
  public var value: String?
  /// Where the value is written (else the element).
  public var position: SourcePosition
}

extension AndroidManifestDocument {
  /// The `<meta-data>` elements of `<application>`, in document order; one `tools:node="remove"`
  /// drops is left out.
  public var applicationMetaData: [ApplicationMetaData] {
    root.children.filter { $0.name == "application" && $0.namespaceURI == nil }.flatMap { application in
      application.children.compactMap { element -> ApplicationMetaData? in
        guard element.name == "meta-data", element.namespaceURI == nil, !AndroidTools.isRemoved(element),
          let name = element.attribute("name", namespace: XMLNamespace.android)?.value.trimmingWhitespace()
        else { return nil }
        let value = element.attribute("value", namespace: XMLNamespace.android)
        return ApplicationMetaData(
          name: name, value: value?.value.trimmingWhitespace(), position: value?.valuePosition ?? element.position)
      }
    }
  }
}
