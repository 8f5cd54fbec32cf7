#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A source set of a module that no release build merges: a build type's other than `release`
/// (mastodon's `githubRelease`, rooted at `src/github`), or one the build script declares as
/// neither a product flavour nor the release build type.
@_spi(RuleAuthoring) @_spi(Testing) public struct OtherBuildSourceSet: Sendable, Equatable {
  /// The manifest's directory, relative to the scanned root (`mastodon/src/github`).
  public var directory: String
  /// The build types the script declares for it (`githubRelease`); empty when it declares none.
  public var buildTypes: [String]
  /// The module's build script, which says so.
  public var buildFile: String

  /// `the build type githubRelease (source set mastodon/src/github)`.
  var description: String {
    guard !buildTypes.isEmpty else {
      let name = directory.split(separator: "/").last.map(String.init) ?? directory
      return "the source set \(directory) (\(buildFile) declares no product flavour \(name))"
    }
    return "the build type" + (buildTypes.count == 1 ? " " : "s ") + buildTypes.joined(separator: ", ")
      + " (source set \(directory))"
  }
}

/// What a manifest's source set is to a module's release builds.
enum SourceSetRole: Equatable {
  /// A product flavour, or a combination of flavours of several dimensions (`freeGoogle`): merged
  /// into that flavour's variants alone.
  case flavour(String)
  /// `release`, or a flavour's release build type (`playRelease`).
  case releaseBuildType(String)
  /// A source set no release build merges.
  case otherBuild(OtherBuildSourceSet)
}

/// The flavours, build types and moved source sets a module's build scripts declare (its own and
/// the convention plugins and scripts it applies), which tell a flavour's `src/<name>/` from a
/// build type's: a folder's name alone does not.
struct AndroidSourceSets {
  private var flavours: Set<String> = []
  private var buildTypes: Set<String> = []
  private var roots: [GradleSourceSetRoot] = []
  /// Whether some flavours have names permlint cannot know (`create(flavor.name)` in a loop).
  private var hasUnnamedFlavours = false
  private var buildFile: String

  /// Flavours other scripts of the scan name, and whether some are named by no literal.
  private var elsewhere: (names: Set<String>, hasUnnamed: Bool) = ([], false)

  /// `nil` without a build script: a tree of manifests alone keeps the reading by folder name.
  init?(buildFile: GradleBuildFile?, contributors: [GradleBuildFile], workspace: GradleWorkspace = GradleWorkspace()) {
    guard let buildFile else { return nil }
    self.buildFile = buildFile.path
    elsewhere = workspace.productFlavorNames
    for file in [buildFile] + contributors {
      flavours.formUnion(file.productFlavors.map(\.value))
      buildTypes.formUnion(file.buildTypes.map(\.value))
      roots += file.sourceSetRoots.map(\.value)
      hasUnnamedFlavours = hasUnnamedFlavours || file.hasUnnamedProductFlavors
    }
  }

  /// The role of a manifest of a source set other than `main` (one whose folder is `src/<name>/`).
  static func role(of path: String, in sourceSets: AndroidSourceSets?) -> SourceSetRole {
    let folder = AndroidModulePath.sourceSet(of: path)
    guard let sourceSets else { return byName(folder) }
    return sourceSets.role(of: path, folder: folder)
  }

  /// Without a build script: `release` and `<flavour>Release` are build types, any other name is
  /// a flavour.
  private static func byName(_ folder: String) -> SourceSetRole {
    folder == "release" || folder.hasSuffix("Release") ? .releaseBuildType(folder) : .flavour(folder)
  }

  private func role(of path: String, folder: String) -> SourceSetRole {
    let module = AndroidModulePath.module(of: path) ?? "."
    var directory = String(path.dropLast("/AndroidManifest.xml".count))
    if module != ".", directory.hasPrefix(module + "/") { directory = String(directory.dropFirst(module.count + 1)) }
    // The source sets rooted here: those `setRoot` moves here, and the folder's own name unless
    // the script moves that source set elsewhere.
    var names = roots.filter { $0.directory == directory }.map(\.sourceSet)
    if !roots.contains(where: { $0.sourceSet == folder && $0.directory != directory }), !names.contains(folder) {
      names.append(folder)
    }
    if let flavour = names.first(where: isFlavour) { return .flavour(flavour) }
    if let release = names.first(where: isReleaseBuildType) { return .releaseBuildType(release) }
    let declared = names.filter { buildTypes.contains($0) }
    if declared.isEmpty {
      // Flavours named by no literal, or a flavour of this name that a script permlint cannot
      // link to the module declares (a root script's `subprojects {}`): the folder's name decides.
      if hasUnnamedFlavours || elsewhere.hasUnnamed || elsewhere.names.contains(folder) { return Self.byName(folder) }
    }
    // A debug build type's name only where no other build type shares the folder.
    let shipped = declared.filter { AndroidModulePath.isRelease(sourceSet: $0) }
    let full = path.hasSuffix("/AndroidManifest.xml") ? String(path.dropLast("/AndroidManifest.xml".count)) : path
    return .otherBuild(
      OtherBuildSourceSet(directory: full, buildTypes: shipped.isEmpty ? declared : shipped, buildFile: buildFile))
  }

  /// Whether `name` is `release` or a flavour's release build type (`playRelease`).
  private func isReleaseBuildType(_ name: String) -> Bool {
    name == "release" || (name.hasSuffix("Release") && isFlavour(String(name.dropLast("Release".count))))
  }

  /// Whether `name` is a declared flavour, or flavours of several dimensions in a row, the later
  /// ones capitalized (`freeGoogle` of `free` and `google`).
  private func isFlavour(_ name: String) -> Bool {
    if flavours.contains(name) { return true }
    guard flavours.count > 1 else { return false }
    let characters = Array(name)
    var reachable = Array(repeating: false, count: characters.count + 1)
    reachable[0] = true
    for start in characters.indices where reachable[start] {
      for flavour in flavours {
        var piece = Array(flavour)
        if start > 0, let first = piece.first { piece[0] = Character(first.uppercased()) }
        let end = start + piece.count
        if !piece.isEmpty, end <= characters.count, Array(characters[start..<end]) == piece { reachable[end] = true }
      }
    }
    return reachable[characters.count]
  }
}
