@_spi(Testing) @testable import PermlintKit

/// In-memory files parsed the way a lint parses them, and grouped into apps: the starting
/// point of the model tests.
enum TestDocuments {
  /// Each file parsed by the input kind its path has.
  static func documents(_ files: [(String, String)]) -> [any InputDocument] {
    files.compactMap { path, text in
      InputKind.classify(path: path)!.document(SourceFile(path: path, text: text), catalog: .builtIn)
    }
  }

  /// The apps the files form.
  static func apps(_ files: [(String, String)]) -> [AppModel] { AppGrouping.apps(from: documents(files)) }

  /// An Info.plist that asks for the camera with a fit purpose string.
  static let cameraPlist = """
    <plist version="1.0">
    <dict>
      <key>NSCameraUsageDescription</key>
      <string>Scan the QR code on a parcel.</string>
    </dict>
    </plist>
    """
}
