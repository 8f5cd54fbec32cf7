#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The subset of SARIF 2.1.0 that permlint writes, as Codable values.
struct SARIFLog: Encodable {
  var version = "2.1.0"
  var schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
  var runs: [Run]

  enum CodingKeys: String, CodingKey {
    case version, runs
    case schema = "$schema"
  }

  struct Run: Encodable {
    var tool: Tool
    var originalUriBaseIds: [String: ArtifactLocation]?
    var columnKind = "utf16CodeUnits"
    /// Archives and the entries inside them that results point at; `nil` without archives.
    var artifacts: [Artifact]?
    var results: Results
    var invocations: [Invocation]
  }

  /// A run's results, each made when it is written and dropped after: a log of tens of
  /// thousands of results is never whole in memory.
  struct Results: Encodable {
    var count: Int
    /// How many results are rendered at once when the log is written (`SARIFLogWriting`).
    var jobs = 1
    var result: @Sendable (Int) -> Result

    func encode(to encoder: any Encoder) throws {
      var container = encoder.unkeyedContainer()
      for index in 0..<count { try container.encode(result(index)) }
    }
  }

  struct Tool: Encodable {
    var driver: Driver
  }

  struct Driver: Encodable {
    var name: String
    var version: String
    var semanticVersion: String
    var informationUri: String
    var rules: [ReportingDescriptor]
  }

  struct ReportingDescriptor: Encodable {
    var id: String
    var name: String
    var shortDescription: Message
    var fullDescription: Message
    var help: Help
    var helpUri: String
    var defaultConfiguration: Configuration
    var properties: RuleProperties
  }

  struct Help: Encodable {
    var text: String
    var markdown: String

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(SARIFLog.literal(text), forKey: .text)
      try container.encode(SARIFLog.literal(markdown), forKey: .markdown)
    }

    private enum CodingKeys: String, CodingKey { case text, markdown }
  }

  struct Configuration: Encodable {
    var level: String
  }

  struct RuleProperties: Encodable {
    var tags: [String]
    var precision = "high"
    var problemSeverity: String

    enum CodingKeys: String, CodingKey {
      case tags, precision
      case problemSeverity = "problem.severity"
    }
  }

  struct Message: Encodable {
    var text: String

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(SARIFLog.literal(text), forKey: .text)
    }

    private enum CodingKeys: String, CodingKey { case text }
  }

  /// A message string as SARIF writes text: `{` and `}` doubled, since a single brace opens a
  /// placeholder such as `{0}` (SARIF 2.1.0 §3.11.5), and permlint's messages quote YAML such
  /// as `on: { resume: check }`.
  static func literal(_ text: String) -> String {
    // Asked of every message of the log: the bytes answer without splitting Characters.
    let isBrace = { (byte: UInt8) in byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") }
    guard text.utf8.contains(where: isBrace) else { return text }
    // Over the bytes: `replacing` searching Characters twice was a third of writing the log
    // of a monorepo whose messages quote `{ }` (a brace is ASCII, never inside a character's
    // bytes).
    var doubled: [UInt8] = []
    doubled.reserveCapacity(text.utf8.count + 8)
    for byte in text.utf8 {
      doubled.append(byte)
      if isBrace(byte) { doubled.append(byte) }
    }
    return String(decoding: doubled, as: UTF8.self)
  }

  struct Result: Encodable {
    var ruleId: String
    var ruleIndex: Int?
    var level: String
    var message: Message
    var locations: [Location]
    var partialFingerprints: [String: String]
    var codeFlows: [CodeFlow]?
    var suppressions: [SuppressionRecord]? = nil
    var baselineState: String? = nil
    var relatedLocations: [Location]? = nil
    var fixes: [Fix]? = nil
  }

  /// SARIF `fix`: the change that resolves a result, as replacements of regions.
  struct Fix: Encodable {
    var description: Message
    var artifactChanges: [ArtifactChange]
  }

  struct ArtifactChange: Encodable {
    var artifactLocation: ArtifactLocation
    var replacements: [Replacement]
  }

  /// An empty `deletedRegion` (start and end at one place) is an insertion.
  struct Replacement: Encodable {
    var deletedRegion: Region
    var insertedContent: InsertedContent?
  }

  struct InsertedContent: Encodable {
    var text: String
  }

  /// SARIF `suppression`: why a result is accepted, and where that is written.
  struct SuppressionRecord: Encodable {
    var kind: String
    var justification: String
    var location: Location?
  }

  struct Location: Encodable {
    var physicalLocation: PhysicalLocation
    var message: Message?
  }

  /// A file the run read: an archive, or an entry inside its `parentIndex`.
  struct Artifact: Encodable {
    var location: ArtifactLocation
    var parentIndex: Int?
  }

  struct PhysicalLocation: Encodable {
    var artifactLocation: ArtifactLocation
    var region: Region?
  }

  struct ArtifactLocation: Encodable {
    var uri: String
    var uriBaseId: String?
    /// The artifact in `Run.artifacts`, for a file inside an archive.
    var index: Int?
  }

  /// Columns are UTF-16 code units (`columnKind`); the end is exclusive and left out when
  /// the parser did not know where the token ends.
  struct Region: Encodable {
    var startLine: Int
    var startColumn: Int
    var endLine: Int?
    var endColumn: Int?
  }

  struct CodeFlow: Encodable {
    var message: Message
    var threadFlows: [ThreadFlow]
  }

  struct ThreadFlow: Encodable {
    var locations: [ThreadFlowLocation]
  }

  struct ThreadFlowLocation: Encodable {
    var location: Location
  }

  struct Invocation: Encodable {
    var executionSuccessful: Bool
    var toolExecutionNotifications: [Notification]
  }

  struct Notification: Encodable {
    var level: String
    var message: Message
    var locations: [Location]
  }
}
