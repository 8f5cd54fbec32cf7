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

  /// A Flutter app's `ios/Podfile` that enables permission_handler's `macros`
  /// (`PERMISSION_LOCATION=1`), one per line, as the plugin's README writes it.
  static func permissionHandlerPodfile(_ macros: [String]) -> (String, String) {
    let lines = macros.map { "        '\($0)',\n" }.joined()
    return (
      "ios/Podfile",
      "post_install do |installer|\n  installer.pods_project.targets.each do |target|\n"
        + "    target.build_configurations.each do |config|\n"
        + "      config.build_settings['GCC_PREPROCESSOR_DEFINITIONS'] ||= [\n"
        + "        '$(inherited)',\n" + lines
        + "      ]\n    end\n  end\nend\n"
    )
  }
}
