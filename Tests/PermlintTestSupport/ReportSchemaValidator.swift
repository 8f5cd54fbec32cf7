import CLibXML2
import Foundation

/// Validates the machine-readable reports against the schemas kept in the repository
/// (`Tests/Schemas/`, `Docs/schema/`).
public enum ReportSchemaValidator {
  /// Violations of a JSON Schema, one per line; empty when the document is valid.
  public static func jsonViolations(_ document: String, schema: String) throws -> [String] {
    let file = try TemporaryFile(document, extension: "json")
    return try SchemaValidator.run("Scripts/validate-json.py", schema: PackagePaths.path(schema), [file.url.path])
  }

  /// Violations of an XML Schema (XSD), checked with libxml2; empty when the document is valid.
  public static func xsdViolations(_ document: String, schema: String) throws -> [String] {
    let schemaPath = PackagePaths.path(schema).path
    guard let parserContext = xmlSchemaNewParserCtxt(schemaPath) else {
      throw SARIFSchemaValidator.ValidatorUnavailable("cannot read \(schemaPath)")
    }
    defer { xmlSchemaFreeParserCtxt(parserContext) }
    guard let parsedSchema = xmlSchemaParse(parserContext) else {
      throw SARIFSchemaValidator.ValidatorUnavailable("cannot parse \(schemaPath)")
    }
    defer { xmlSchemaFree(parsedSchema) }
    let bytes = Array(document.utf8)
    guard
      let doc = bytes.withUnsafeBufferPointer({ buffer in
        buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
          xmlReadMemory($0, Int32(buffer.count), "report.xml", nil, 0)
        }
      })
    else { return ["not well-formed XML"] }
    defer { xmlFreeDoc(doc) }
    guard let validation = xmlSchemaNewValidCtxt(parsedSchema) else {
      throw SARIFSchemaValidator.ValidatorUnavailable("libxml2 could not create a validation context")
    }
    defer { xmlSchemaFreeValidCtxt(validation) }
    let collector = ErrorCollector()
    let opaque = Unmanaged.passUnretained(collector).toOpaque()
    xmlSchemaSetValidStructuredErrors(
      validation,
      { context, error in
        guard let context, let error else { return }
        let collector = Unmanaged<ErrorCollector>.fromOpaque(context).takeUnretainedValue()
        let message = error.pointee.message.map { String(cString: $0) } ?? "invalid"
        collector.messages.append(
          "line \(error.pointee.line): \(message.trimmingCharacters(in: .whitespacesAndNewlines))")
      }, opaque)
    let status = xmlSchemaValidateDoc(validation, doc)
    if status != 0, collector.messages.isEmpty { return ["invalid (libxml2 status \(status))"] }
    return collector.messages
  }

  private final class ErrorCollector {
    var messages: [String] = []
  }
}
