#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One manifest in the merge, with its priority (0 is highest).
struct ManifestLayer {
  var manifest: AndroidManifestDocument
  var priority: Int
  /// The library it comes from, or `nil` for the app module's own manifests.
  var library: String?
}

/// The manifest merger's rules for `<uses-permission>` and `<uses-permission-sdk-23>`.
enum PermissionMerger {
  /// The permissions of every release variant, each permission once: a product flavour's
  /// manifest merges over `src/main` for that flavour only, so `tools:node="remove"` in one
  /// flavour does not remove the permission from another. A permission every variant
  /// requests is reported once, at the declaration of highest priority of the first variant.
  /// A permission only the source set of another build type requests (`src/github` of a
  /// `githubRelease` build type) follows, with the build types that request it: no release
  /// build does, yet the other builds ship somewhere.
  static func mergeVariants(
    _ layers: [ManifestLayer], anchor: AndroidManifestDocument?, sourceSets: AndroidSourceSets? = nil
  ) -> [DeclaredPermission] {
    var roles: [String: SourceSetRole] = [:]
    for layer in layers where layer.priority == 0 {
      roles[layer.manifest.path] = AndroidSourceSets.role(of: layer.manifest.path, in: sourceSets)
    }
    var others: [(layer: ManifestLayer, sourceSet: OtherBuildSourceSet)] = []
    for layer in layers {
      if case .otherBuild(let sourceSet) = roles[layer.manifest.path] { others.append((layer, sourceSet)) }
    }
    let release = layers.filter { layer in others.allSatisfy { $0.layer.manifest.path != layer.manifest.path } }
    var result = mergeReleaseVariants(release, roles: roles, anchor: anchor)
    let inRelease = Set(result.map(\.shortName))
    var extra: [DeclaredPermission] = []
    for other in others {
      let variant = layers.filter { $0.priority != 0 || $0.manifest.path == other.layer.manifest.path }
      let merged = merge(variant, anchor: anchor)
      // A build type that removes a permission release keeps (a `play` build type made with
      // `initWith release` for the store) may be the build Play gets, as a flavour that
      // removes one may: the permission is absent from some builds, and said so.
      let kept = Set(merged.map(\.shortName))
      for index in result.indices where !kept.contains(result[index].shortName) {
        result[index].removedInOtherBuilds.append(other.sourceSet)
      }
      for declared in merged where !inRelease.contains(declared.shortName) {
        if let index = extra.firstIndex(where: { $0.shortName == declared.shortName }) {
          extra[index].onlyInOtherBuilds.append(other.sourceSet)
        } else {
          var declared = declared
          declared.onlyInOtherBuilds = [other.sourceSet]
          extra.append(declared)
        }
      }
    }
    result += extra
    return result
  }

  /// The permissions of the release variants: each flavour's manifest with `release`'s and the
  /// flavour's own release build type's (`playRelease`).
  private static func mergeReleaseVariants(
    _ layers: [ManifestLayer], roles: [String: SourceSetRole], anchor: AndroidManifestDocument?
  ) -> [DeclaredPermission] {
    var flavours: [(layer: ManifestLayer, name: String)] = []
    var buildTypes: [(layer: ManifestLayer, name: String)] = []
    for layer in layers {
      switch roles[layer.manifest.path] {
      case .flavour(let name): flavours.append((layer, name))
      case .releaseBuildType(let name): buildTypes.append((layer, name))
      case .otherBuild, nil: break
      }
    }
    guard !flavours.isEmpty else { return merge(layers, anchor: anchor) }
    var seen = Set<String>()
    var result: [DeclaredPermission] = []
    var requestedIn: [String: Set<String>] = [:]
    for flavour in flavours {
      let types = buildTypes.filter { $0.name == "release" || $0.name == flavour.name + "Release" }
      // The layers in their original order (`src/main` first), so output order is file order.
      let included = Set(([flavour.layer] + types.map(\.layer)).map(\.manifest.path))
      let variant = layers.filter { $0.priority != 0 || included.contains($0.manifest.path) }
      for declared in merge(variant, anchor: anchor) {
        requestedIn[declared.shortName, default: []].insert(flavour.name)
        if seen.insert(declared.shortName).inserted { result.append(declared) }
      }
    }
    var names: [String] = []
    for flavour in flavours where !names.contains(flavour.name) { names.append(flavour.name) }
    for index in result.indices {
      let present = requestedIn[result[index].shortName] ?? []
      result[index].absentFromVariants = names.filter { !present.contains($0) }
    }
    return result
  }

  static func merge(_ layers: [ManifestLayer], anchor: AndroidManifestDocument?) -> [DeclaredPermission] {
    // A candidate names its layer by index: a copy of the layer copied its whole manifest
    // (a retain of every field) for every permission, and again as the candidates sorted.
    struct Candidate {
      var permission: UsesPermission
      var layer: Int
      var priority: Int
      var order: Int
    }
    var markers: [(permission: UsesPermission, priority: Int)] = []
    var candidates: [Candidate] = []
    for (index, layer) in layers.enumerated() {
      for permission in layer.manifest.permissions {
        if permission.isRemoved {
          markers.append((permission, layer.priority))
        } else {
          candidates.append(
            Candidate(permission: permission, layer: index, priority: layer.priority, order: candidates.count))
        }
      }
    }
    // `tools:node="remove"` drops the same element from manifests of lower priority;
    // `removeAll` drops every element of its kind from them.
    let kept = candidates.filter { candidate in
      !markers.contains { marker in
        marker.priority < candidate.priority && marker.permission.elementName == candidate.permission.elementName
          && (marker.permission.mergeRule == "removeAll" || marker.permission.name == candidate.permission.name)
      }
    }
    var byName: [String: [Candidate]] = [:]
    var names: [String] = []
    for candidate in kept {
      if byName[candidate.permission.shortName] == nil { names.append(candidate.permission.shortName) }
      byName[candidate.permission.shortName, default: []].append(candidate)
    }
    return names.compactMap { name in
      // One finding per cause: `uses-permission` and `uses-permission-sdk-23` of the same
      // permission are one permission, reported at the declaration of highest priority.
      let ordered = (byName[name] ?? []).sorted {
        ($0.priority, $0.permission.elementName == "uses-permission" ? 0 : 1, $0.order)
          < ($1.priority, $1.permission.elementName == "uses-permission" ? 0 : 1, $1.order)
      }
      guard let first = ordered.first else { return nil }
      var permission = first.permission
      permission.maxSdkVersion = mergedMaxSdkVersion(
        ordered.filter { $0.permission.elementName == permission.elementName }.map(\.permission))
      // The layer read in place: a copy of it copied its manifest for every permission.
      var declared = DeclaredPermission(permission: permission, manifest: layers[first.layer].manifest)
      if let library = layers[first.layer].library, let anchor {
        declared.library = library
        declared.anchor = anchor.location(anchor.root.position)
      }
      return declared
    }
  }

  /// The merged manifest's `android:maxSdkVersion`: attributes merge from lower priority
  /// unless a higher declaration replaces the element or removes the attribute.
  static func mergedMaxSdkVersion(_ declarations: [UsesPermission]) -> Int? {
    for declaration in declarations {
      if declaration.mergeRule == "replace" { return declaration.maxSdkVersion }
      if let maximum = declaration.maxSdkVersion { return maximum }
      if declaration.removedAttributes.contains("android:maxSdkVersion") { return nil }
    }
    return nil
  }
}
