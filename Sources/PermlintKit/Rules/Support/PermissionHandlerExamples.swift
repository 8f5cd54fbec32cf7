/// Files shared by the permission_handler rules' examples.
enum PermissionHandlerExamples {
  static let pubspec = (
    "pubspec.yaml", "name: rider\ndependencies:\n  flutter:\n    sdk: flutter\n  permission_handler: ^11.3.1\n"
  )

  static func podfile(_ macros: [String]) -> (String, String) {
    (
      "ios/Podfile",
      """
      platform :ios, '13.0'
      post_install do |installer|
        installer.pods_project.targets.each do |target|
          target.build_configurations.each do |config|
            config.build_settings['GCC_PREPROCESSOR_DEFINITIONS'] ||= [
              '$(inherited)',
      \(macros.map { "        \($0)," }.joined(separator: "\n"))
            ]
          end
        end
      end
      """
    )
  }

  static func infoPlist(_ keys: [String: String]) -> (String, String) {
    let entries = keys.sorted { $0.key < $1.key }.map { "  <key>\($0.key)</key>\n  <string>\($0.value)</string>" }
    return (
      "ios/Runner/Info.plist", "<plist version=\"1.0\">\n<dict>\n\(entries.joined(separator: "\n"))\n</dict>\n</plist>"
    )
  }
}

/// Files shared by the react-native-permissions rules' examples.
enum ReactNativePermissionsExamples {
  static let packageJSON = (
    "package.json",
    """
    {
      "name": "rider",
      "dependencies": { "react-native": "0.76.5", "react-native-permissions": "^4.1.5" }
    }
    """
  )

  static func podfile(_ handlers: [String]) -> (String, String) {
    (
      "ios/Podfile",
      """
      def node_require(script)
        require Pod::Executable.execute_command('node', ['-p', "require.resolve('#{script}')"]).strip
      end
      node_require('react-native-permissions/scripts/setup.rb')

      platform :ios, '15.1'
      setup_permissions([
      \(handlers.map { "  \($0)," }.joined(separator: "\n"))
      ])

      target 'Rider' do
        use_react_native!
      end
      """
    )
  }

  static func infoPlist(_ keys: [String: String]) -> (String, String) {
    let entries = keys.sorted { $0.key < $1.key }.map { "  <key>\($0.key)</key>\n  <string>\($0.value)</string>" }
    return (
      "ios/Rider/Info.plist", "<plist version=\"1.0\">\n<dict>\n\(entries.joined(separator: "\n"))\n</dict>\n</plist>"
    )
  }
}
