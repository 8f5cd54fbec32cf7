import Foundation

/// The parts of a SARIF log's results that suppression and baseline tests compare.
struct SARIFResults {
  struct Entry: Equatable, CustomStringConvertible {
    var rule: String
    var uri: String
    var line: Int
    var suppression: String?
    var baselineState: String?
    var description: String {
      "\(uri):\(line) \(rule)" + (suppression.map { " suppressed(\($0))" } ?? "")
        + (baselineState.map { " baseline(\($0))" } ?? "")
    }
  }

  var entries: [Entry] = []
  /// The run's tool execution notifications, as `level uri:line message`.
  var notifications: [String] = []

  /// Parses a SARIF log; suppression is `kind@line: justification`.
  init(_ text: String) throws {
    let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
    let runs = object?["runs"] as? [[String: Any]] ?? []
    for result in runs.first?["results"] as? [[String: Any]] ?? [] {
      let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
      let uri = (location?["artifactLocation"] as? [String: Any])?["uri"] as? String ?? ""
      let line = (location?["region"] as? [String: Any])?["startLine"] as? Int ?? 0
      var suppression: String?
      if let first = (result["suppressions"] as? [[String: Any]])?.first {
        let place = (first["location"] as? [String: Any])?["physicalLocation"] as? [String: Any]
        let at = (place?["region"] as? [String: Any])?["startLine"] as? Int ?? 0
        suppression = "\(first["kind"] as? String ?? "")@\(at): \(first["justification"] as? String ?? "")"
      }
      entries.append(
        Entry(
          rule: result["ruleId"] as? String ?? "", uri: uri, line: line, suppression: suppression,
          baselineState: result["baselineState"] as? String))
    }
    let invocation = (runs.first?["invocations"] as? [[String: Any]])?.first
    for notification in invocation?["toolExecutionNotifications"] as? [[String: Any]] ?? [] {
      let location = (notification["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
      let uri = (location?["artifactLocation"] as? [String: Any])?["uri"] as? String ?? ""
      let line = (location?["region"] as? [String: Any])?["startLine"] as? Int
      let text = (notification["message"] as? [String: Any])?["text"] as? String ?? ""
      notifications.append("\(notification["level"] as? String ?? "") \(uri)\(line.map { ":\($0)" } ?? "") \(text)")
    }
  }

  var suppressed: [Entry] { entries.filter { $0.suppression != nil } }
}
