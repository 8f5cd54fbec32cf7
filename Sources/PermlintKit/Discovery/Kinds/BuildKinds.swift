// What ships: build archives and the compiled binaries inside built bundles.

extension InputKind {
  /// An `.ipa`, `.apk` or `.aab`: a ZIP archive whose entries `ArchiveSource` reads in memory.
  static let buildArchive = InputKind(
    id: "buildArchive", readableName: "builds: .ipa, .apk, .aab (read in memory), .xcarchive and .app folders",
    reading: .archive,
    recognizes: { path in
      path.hasExtension(BuildKind.extensions) && !path.path.contains(ArchivePath.separator)
    },
    parse: { _, _ in nil })

  /// Gradle's manifest-merger report, `<module>/build/outputs/logs/manifest-merger-<variant>-report.txt`:
  /// which library added each permission of the merged manifest.
  static let manifestMergerReport = InputKind(
    id: "manifestMergerReport",
    readableName: "Gradle's manifest-merger-*-report.txt (which library added each permission)",
    recognizes: { path in path.name.hasPrefix("manifest-merger-") && path.name.hasSuffix("-report.txt") },
    parse: { file, _ in ManifestMergerReport(file: file) })

  /// The executable of a built `.app`, `.appex` or `.framework` (or a `.dylib` inside an app):
  /// the API references Apple's upload scanner reads.
  static let machOBinary = InputKind(
    id: "machOBinary", readableName: "Mach-O executables of built .app, .appex and .framework bundles",
    recognizes: { path in BuiltProduct.isExecutable(path.path) || BuiltProduct.mayBeExecutable(path.path) },
    parse: { file, catalog throws(ParseError) in
      // A file beside the executable that is not Mach-O is no binary, and no error either.
      if BuiltProduct.mayBeExecutable(file.path), !MachOReader.isMachO(file.bytes) { return nil }
      do throws(BinaryInput.Failure) {
        let references = try MachOReader.read(file.bytes)
        return NativePermissionUses(binaryAt: file.path, references: references, catalog: catalog.nativeAPIs)
      } catch {
        throw ParseError(location: file.location(.start), message: "Mach-O: \(error.message) (byte \(error.offset))")
      }
    })
}

extension ManifestMergerReport: InputDocument {
  var joinsApp: Bool { true }
  func join(_ app: inout AppModel) { app.manifestMergerReports.append(self) }
  /// The report joins the module whose build wrote it.
  func standaloneRoot(plists: [String: String]) -> String { AndroidModulePath.module(of: path) ?? path }
}
