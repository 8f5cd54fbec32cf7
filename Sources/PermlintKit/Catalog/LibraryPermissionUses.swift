/// `rules/library-permission-uses.yml`: the libraries of an app's JavaScript or Dart project
/// whose own code asks for or uses a permission at run time (react-native-image-crop-picker's
/// `openCamera`, local_auth's Face ID), by package name.
@_spi(RuleAuthoring) @_spi(Testing) public struct LibraryPermissionUses: Sendable {
  /// What one library's code uses.
  @_spi(RuleAuthoring) @_spi(Testing) public struct Uses: Sendable {
    /// The Info.plist purpose keys.
    public var iosKeys: [String]
    /// The Android permissions, as short names.
    public var androidPermissions: [String]
  }

  /// npm packages by name.
  public var npm: [String: Uses] = [:]
  /// pub packages by name.
  public var pub: [String: Uses] = [:]

  init() {}

  init(_ node: YAMLNode) {
    func read(_ section: YAMLNode?) -> [String: Uses] {
      var result: [String: Uses] = [:]
      for entry in section?.mapping ?? [] {
        guard let name = entry.key.string else { continue }
        result[name] = Uses(
          iosKeys: entry.value["ios"]?.sequence?.compactMap(\.string) ?? [],
          androidPermissions: entry.value["android"]?.sequence?.compactMap(\.string) ?? [])
      }
      return result
    }
    npm = read(node["npm"])
    pub = read(node["pub"])
  }

  /// What the libraries among `dependencies` use (npm and pub names; a name is looked up in both).
  public func uses(of dependencies: Set<String>) -> (iosKeys: Set<String>, androidPermissions: Set<String>) {
    var keys = Set<String>()
    var permissions = Set<String>()
    for name in dependencies {
      for uses in [npm[name], pub[name]].compactMap({ $0 }) {
        keys.formUnion(uses.iosKeys)
        permissions.formUnion(uses.androidPermissions)
      }
    }
    return (keys, permissions)
  }
}
