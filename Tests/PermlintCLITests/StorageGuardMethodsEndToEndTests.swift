import PermlintTestSupport
import Testing

/// storage-request-always-denied where the request runs after an early return on a guard method
/// of the app's own code, in another file (found judging TeamNewPipe/NewPipe, 79767f95f:
/// `checkStoragePermissions` returns first when `NewPipeSettings.useStorageAccessFramework(context)`,
/// which returns `true` first thing on `SDK_INT >= Q`; both storage requests after it were
/// reported although they never run on API 33 and later).
@Suite("storage-request-always-denied: a guard method that answers on the API level, end to end")
struct StorageGuardMethodsEndToEndTests {
  /// The lines of the text report about storage-request-always-denied (each finding and its
  /// flow steps), and the other findings as `path:line:column rule`.
  static func report(of fixture: String) throws -> (storage: [String], others: [String]) {
    let result = try PermlintBinary.run([], in: "storage-guard-methods/\(fixture)")
    var storage: [String] = []
    var others: [String] = []
    var inFinding = false
    for line in result.stdout.split(separator: "\n").map(String.init) where !line.hasPrefix("permlint:") {
      if !line.hasPrefix(" ") {
        inFinding = line.hasSuffix("[storage-request-always-denied]")
        if !inFinding {
          others.append("\(line.prefix { $0 != " " }.dropLast()) \(line.split(separator: "[").last?.dropLast() ?? "")")
        }
      }
      if inFinding { storage.append(line) }
    }
    return (storage, others)
  }

  /// The request as the other flow rule sees it: proof that the code was read.
  static func settingsUnreachable(_ position: String, _ file: String = "PermissionHelper.java") -> String {
    "app/src/main/java/com/ex/\(file):\(position) settings-unreachable-in-code"
  }

  @Test("Java: the request's caller returns early on another class's method that returns true when SDK_INT >= Q")
  func javaGuardMethod() throws {
    let report = try Self.report(of: "java")
    #expect(report.storage == [])
    #expect(report.others == [Self.settingsUnreachable("13:66")])
  }

  @Test("Kotlin: the guard is an object's function whose expression body is `SDK_INT >= Q || …`")
  func kotlinExpressionBody() throws {
    let report = try Self.report(of: "kotlin")
    #expect(report.storage == [])
    #expect(report.others == [Self.settingsUnreachable("10:61", "PermissionHelper.kt")])
  }

  @Test("a guard method that returns true first on a preference, not the API level: the warning stays")
  func unrelatedGuard() throws {
    #expect(
      try Self.report(of: "unrelated").storage == [
        "app/src/main/java/com/ex/PermissionHelper.java:10:24: warning: ActivityCompat.requestPermissions() asks "
          + "for external storage here (WRITE_EXTERNAL_STORAGE), and the app targets API 35 (targetSdk 35 at "
          + "app/build.gradle.kts:7:9): Android 13 (API 33) and later deny READ_EXTERNAL_STORAGE and "
          + "WRITE_EXTERNAL_STORAGE to such an app at once, without a prompt, so on those devices this request "
          + "always fails and what needs its grant never gets it. Ask for READ_MEDIA_IMAGES, READ_MEDIA_VIDEO or "
          + "READ_MEDIA_AUDIO (or use the photo picker or MediaStore) on API 33 and later, and keep this request "
          + "under an API-level check for older versions. [storage-request-always-denied]",
        "    1. app/src/main/java/com/ex/PermissionHelper.java:10:24: ActivityCompat.requestPermissions() asks for storage",
        "    2. app/src/main/java/com/ex/PermissionHelper.java:6:27: in PermissionHelper.checkStoragePermissions",
      ])
  }
}
