// The `json` report written as it is encoded, field by field: keys in the order `.sortedKeys`
// writes them (UTF-8 byte order), optional fields left out when `nil`.
// `JSONReportStreamEquivalenceTests` holds it to the `Encodable` report.

extension JSONReport: JSONWritable {
  func write(to json: inout JSONByteWriter) {
    json.beginObject()
    json.field("findings", findings)
    json.field("notifications", notifications)
    json.field("schemaVersion", schemaVersion)
    json.field("summary", summary)
    json.field("tool", tool)
    json.endObject()
  }
}

extension JSONReport.Tool: JSONWritable {
  func write(to json: inout JSONByteWriter) {
    json.beginObject()
    json.field("name", name)
    json.field("version", version)
    json.endObject()
  }
}

extension JSONReport.Summary: JSONWritable {
  func write(to json: inout JSONByteWriter) {
    json.beginObject()
    json.field("errors", errors)
    json.field("filesChecked", filesChecked)
    json.field("notes", notes)
    json.field("warnings", warnings)
    json.endObject()
  }
}

extension JSONReport.Location: JSONWritable {
  func write(to json: inout JSONByteWriter) {
    json.beginObject()
    json.field("column", column)
    json.field("endColumn", endColumn)
    json.field("endLine", endLine)
    json.field("file", file)
    json.field("line", line)
    json.endObject()
  }
}

extension JSONReport.Finding: JSONWritable {
  func write(to json: inout JSONByteWriter) {
    json.beginObject()
    json.field("fingerprint", fingerprint)
    json.field("fix", fix)
    json.field("location", location)
    json.field("message", message)
    json.field("path", path)
    json.field("related", related)
    json.field("ruleId", ruleId)
    json.field("severity", severity)
    json.field("subject", subject)
    json.endObject()
  }
}

extension JSONReport.Fix: JSONWritable {
  func write(to json: inout JSONByteWriter) {
    json.beginObject()
    json.field("edits", edits)
    json.field("safety", safety)
    json.field("title", title)
    json.endObject()
  }
}

extension JSONReport.Edit: JSONWritable {
  func write(to json: inout JSONByteWriter) {
    json.beginObject()
    json.field("column", column)
    json.field("endColumn", endColumn)
    json.field("endLine", endLine)
    json.field("file", file)
    json.field("line", line)
    json.field("replacement", replacement)
    json.endObject()
  }
}

extension JSONReport.Step: JSONWritable {
  func write(to json: inout JSONByteWriter) {
    json.beginObject()
    json.field("location", location)
    json.field("message", message)
    json.endObject()
  }
}

extension JSONReport.Notification: JSONWritable {
  func write(to json: inout JSONByteWriter) {
    json.beginObject()
    json.field("message", message)
    json.field("path", path)
    json.field("severity", severity)
    json.endObject()
  }
}
