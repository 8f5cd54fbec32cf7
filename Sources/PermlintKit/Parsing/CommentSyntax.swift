#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// How comments look in a kind of file (each kind says which it has: `InputKind.commentSyntax`),
/// for the suppression comments a file may hold.
enum CommentSyntax: Sendable {
  /// `<!-- … -->`: XML property lists and Android manifests.
  case xml
  /// `# …`: YAML feature maps.
  case hash
  /// `// …` and `/* … */`: .strings, .xcconfig, project.pbxproj and Gradle scripts.
  case slashes

  var openers: [String] {
    switch self {
    case .xml: ["<!--"]
    case .hash: ["#"]
    case .slashes: ["//", "/*"]
    }
  }
  var closers: [String] {
    switch self {
    case .xml: ["-->"]
    case .hash: []
    case .slashes: ["*/"]
    }
  }
}
