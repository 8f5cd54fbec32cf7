import Dispatch

// The SARIF log written as it is encoded, field by field: keys in the order `.sortedKeys`
// writes them (UTF-8 byte order), optional fields left out when `nil`, message text doubled
// braces as `SARIFLog.literal` makes it. `SARIFStreamEquivalenceTests` holds every type to
// its `Encodable` twin.

extension SARIFLog: JSONWritable {
  func write(to json: inout JSONByteWriter) {
    json.beginObject()
    json.field("$schema", schema)
    json.field("runs", runs)
    json.field("version", version)
    json.endObject()
  }
}

extension SARIFLog.Run: JSONWritable {
  func write(to json: inout JSONByteWriter) {
    json.beginObject()
    json.field("artifacts", artifacts)
    json.field("columnKind", columnKind)
    json.field("invocations", invocations)
    json.field("originalUriBaseIds", originalUriBaseIds)
    json.field("results", results)
    json.field("tool", tool)
    json.endObject()
  }
}

extension SARIFLog.Results: JSONWritable {
  /// Results rendered at once, then written in order: a window, not the whole log, is in
  /// memory at a time.
  static let window = 512

  func write(to json: inout JSONByteWriter) {
    json.beginArray()
    if jobs > 1, count > 1 {
      // Each result made and rendered on one of `jobs` threads, written in order: a log of
      // thousands of results was a serial tail after the apps' parallel rules (issue 23).
      let depth = json.elementDepth
      var start = 0
      while start < count {
        let end = min(count, start + Self.window)
        let rendered = ResultSlots<[UInt8]>(count: end - start)
        let stride = min(jobs, end - start)
        let first = start
        DispatchQueue.concurrentPerform(iterations: stride) { worker in
          var index = first + worker
          while index < end {
            rendered.set(index - first, JSONByteWriter.renderElement(depth: depth) { result(index).write(to: &$0) })
            index += stride
          }
        }
        for bytes in rendered.takeAll() { json.appendElement(bytes) }
        start = end
      }
    } else {
      for index in 0..<count { result(index).write(to: &json) }
    }
    json.endArray()
  }
}

extension SARIFLog.Tool: JSONWritable {
  func write(to json: inout JSONByteWriter) {
    json.beginObject()
    json.field("driver", driver)
    json.endObject()
  }
}

extension SARIFLog.Driver: JSONWritable {
  func write(to json: inout JSONByteWriter) {
    json.beginObject()
    json.field("informationUri", informationUri)
    json.field("name", name)
    json.field("rules", rules)
    json.field("semanticVersion", semanticVersion)
    json.field("version", version)
    json.endObject()
  }
}

extension SARIFLog.ReportingDescriptor: JSONWritable {
  func write(to json: inout JSONByteWriter) {
    json.beginObject()
    json.field("defaultConfiguration", defaultConfiguration)
    json.field("fullDescription", fullDescription)
    json.field("help", help)
    json.field("helpUri", helpUri)
    json.field("id", id)
    json.field("name", name)
    json.field("properties", properties)
    json.field("shortDescription", shortDescription)
    json.endObject()
  }
}

extension SARIFLog.Help: JSONWritable {
  func write(to json: inout JSONByteWriter) {
    json.beginObject()
    json.field("markdown", SARIFLog.literal(markdown))
    json.field("text", SARIFLog.literal(text))
    json.endObject()
  }
}

extension SARIFLog.Configuration: JSONWritable {
  func write(to json: inout JSONByteWriter) {
    json.beginObject()
    json.field("level", level)
    json.endObject()
  }
}

extension SARIFLog.RuleProperties: JSONWritable {
  func write(to json: inout JSONByteWriter) {
    json.beginObject()
    json.field("precision", precision)
    json.field("problem.severity", problemSeverity)
    json.field("tags", tags)
    json.endObject()
  }
}

extension SARIFLog.Message: JSONWritable {
  func write(to json: inout JSONByteWriter) {
    json.beginObject()
    json.field("text", SARIFLog.literal(text))
    json.endObject()
  }
}

extension SARIFLog.Result: JSONWritable {
  func write(to json: inout JSONByteWriter) {
    json.beginObject()
    json.field("baselineState", baselineState)
    json.field("codeFlows", codeFlows)
    json.field("fixes", fixes)
    json.field("level", level)
    json.field("locations", locations)
    json.field("message", message)
    json.field("partialFingerprints", partialFingerprints)
    json.field("relatedLocations", relatedLocations)
    json.field("ruleId", ruleId)
    json.field("ruleIndex", ruleIndex)
    json.field("suppressions", suppressions)
    json.endObject()
  }
}

extension SARIFLog.Fix: JSONWritable {
  func write(to json: inout JSONByteWriter) {
    json.beginObject()
    json.field("artifactChanges", artifactChanges)
    json.field("description", description)
    json.endObject()
  }
}

extension SARIFLog.ArtifactChange: JSONWritable {
  func write(to json: inout JSONByteWriter) {
    json.beginObject()
    json.field("artifactLocation", artifactLocation)
    json.field("replacements", replacements)
    json.endObject()
  }
}

extension SARIFLog.Replacement: JSONWritable {
  func write(to json: inout JSONByteWriter) {
    json.beginObject()
    json.field("deletedRegion", deletedRegion)
    json.field("insertedContent", insertedContent)
    json.endObject()
  }
}

extension SARIFLog.InsertedContent: JSONWritable {
  func write(to json: inout JSONByteWriter) {
    json.beginObject()
    json.field("text", text)
    json.endObject()
  }
}

extension SARIFLog.SuppressionRecord: JSONWritable {
  func write(to json: inout JSONByteWriter) {
    json.beginObject()
    json.field("justification", justification)
    json.field("kind", kind)
    json.field("location", location)
    json.endObject()
  }
}

extension SARIFLog.Location: JSONWritable {
  func write(to json: inout JSONByteWriter) {
    json.beginObject()
    json.field("message", message)
    json.field("physicalLocation", physicalLocation)
    json.endObject()
  }
}

extension SARIFLog.Artifact: JSONWritable {
  func write(to json: inout JSONByteWriter) {
    json.beginObject()
    json.field("location", location)
    json.field("parentIndex", parentIndex)
    json.endObject()
  }
}

extension SARIFLog.PhysicalLocation: JSONWritable {
  func write(to json: inout JSONByteWriter) {
    json.beginObject()
    json.field("artifactLocation", artifactLocation)
    json.field("region", region)
    json.endObject()
  }
}

extension SARIFLog.ArtifactLocation: JSONWritable {
  func write(to json: inout JSONByteWriter) {
    json.beginObject()
    json.field("index", index)
    json.field("uri", uri)
    json.field("uriBaseId", uriBaseId)
    json.endObject()
  }
}

extension SARIFLog.Region: JSONWritable {
  func write(to json: inout JSONByteWriter) {
    json.beginObject()
    json.field("endColumn", endColumn)
    json.field("endLine", endLine)
    json.field("startColumn", startColumn)
    json.field("startLine", startLine)
    json.endObject()
  }
}

extension SARIFLog.CodeFlow: JSONWritable {
  func write(to json: inout JSONByteWriter) {
    json.beginObject()
    json.field("message", message)
    json.field("threadFlows", threadFlows)
    json.endObject()
  }
}

extension SARIFLog.ThreadFlow: JSONWritable {
  func write(to json: inout JSONByteWriter) {
    json.beginObject()
    json.field("locations", locations)
    json.endObject()
  }
}

extension SARIFLog.ThreadFlowLocation: JSONWritable {
  func write(to json: inout JSONByteWriter) {
    json.beginObject()
    json.field("location", location)
    json.endObject()
  }
}

extension SARIFLog.Invocation: JSONWritable {
  func write(to json: inout JSONByteWriter) {
    json.beginObject()
    json.field("executionSuccessful", executionSuccessful)
    json.field("toolExecutionNotifications", toolExecutionNotifications)
    json.endObject()
  }
}

extension SARIFLog.Notification: JSONWritable {
  func write(to json: inout JSONByteWriter) {
    json.beginObject()
    json.field("level", level)
    json.field("locations", locations)
    json.field("message", message)
    json.endObject()
  }
}
