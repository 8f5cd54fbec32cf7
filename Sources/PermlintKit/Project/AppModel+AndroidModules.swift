#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension AppModel {
  /// The app's Android modules, each with its manifests, build script and merged libraries,
  /// sorted by path; computed once when the app is grouped (see `androidModules`). Library
  /// modules are not among them: they merge into the apps that depend on them.
  public func makeAndroidModules(environment: AndroidBuildEnvironment = AndroidBuildEnvironment()) -> [AndroidModule] {
    var manifestsByModule: [String: [AndroidManifestDocument]] = [:]
    for manifest in androidManifests {
      manifestsByModule[AndroidModulePath.module(of: manifest.path) ?? manifest.path, default: []].append(manifest)
    }
    var buildFiles: [String: GradleBuildFile] = [:]
    for build in gradleBuildFiles.sorted(by: { $0.path < $1.path }) {
      guard let module = AndroidModulePath.module(of: build.path), buildFiles[module] == nil else { continue }
      buildFiles[module] = build
    }
    let workspace = environment.workspace
    return manifestsByModule.keys.sorted().compactMap { module in
      guard !workspace.isLibrary(module) else { return nil }
      let libraries = workspace.libraries(of: module)
      var result = AndroidModule(
        path: module, manifests: manifestsByModule[module] ?? [], buildFile: buildFiles[module],
        libraries: libraries.found, unresolvedLibraries: libraries.unresolved, environment: environment)
      result.isReactNative = workspace.isReactNativeApp(module)
      result.externalLibraries = workspace.externalDependencies(of: module, libraryPaths: libraries.found.map(\.path))
        .map { dependency in
          ExternalAndroidLibrary(
            coordinate: dependency.coordinate, location: dependency.location,
            known: environment.libraries.library(dependency.coordinate),
            isKnown: environment.libraries.isKnown(dependency.coordinate))
        }
      return result
    }
  }

  /// The short names of every permission a release build of any module requests on devices at
  /// API `level` (any level when `nil`): manifests merge, so a permission one module declares
  /// serves the app.
  public func androidReleasePermissionNames(atAPI level: Int? = nil) -> Set<String> {
    Set(androidModules.flatMap { $0.releasePermissions.filter { $0.isRequested(atAPI: level) }.map(\.shortName) })
  }
}
