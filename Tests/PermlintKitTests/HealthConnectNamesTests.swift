import Testing

@_spi(Testing) @testable import PermlintKit

/// Health Connect names its permissions without `Manifest.permission` (Home Assistant's
/// `HealthPermissions.READ_HEART_RATE`, `HealthPermission.getReadPermission(recordClass)` and
/// `HealthPermission.PERMISSION_READ_HEALTH_DATA_IN_BACKGROUND`): each form is a use, and the
/// platform's constants are requests where the file asks for permissions.
@Suite("Health Connect permission names in Kotlin and Java")
struct HealthConnectNamesTests {
  private let catalog = PermissionCatalog.builtIn.nativeAPIs

  private func read(_ text: String, path: String = "app/src/main/java/a/Health.kt") -> NativePermissionUses {
    NativePermissionUses(
      file: SourceFile(path: path, text: text), platform: SourceKinds.nativePlatform(path) ?? .android,
      catalog: catalog)
  }

  @Test("the catalog maps the common record types and the constants (rules/native-permission-apis.yml)")
  func catalogTable() {
    let health = catalog.healthConnect
    #expect(health.records.count >= 20)
    #expect(health.permission(of: "HeartRateRecord", write: false) == "health.READ_HEART_RATE")
    #expect(health.permission(of: "HeartRateRecord", write: true) == "health.WRITE_HEART_RATE")
    #expect(health.permission(of: "StepsRecord", write: false) == "health.READ_STEPS")
    #expect(health.permission(of: "ExerciseSessionRecord", write: false) == "health.READ_EXERCISE")
    #expect(health.permission(of: "SleepSessionRecord", write: false) == "health.READ_SLEEP")
    #expect(health.permission(of: "DistanceRecord", write: false) == "health.READ_DISTANCE")
    #expect(health.constants["PERMISSION_READ_HEALTH_DATA_HISTORY"] == "health.READ_HEALTH_DATA_HISTORY")
    #expect(health.constants["PERMISSION_WRITE_EXERCISE_ROUTE"] == "health.WRITE_EXERCISE_ROUTE")
  }

  @Test(
    "the platform's constants and permission strings are named like Manifest.permission's: requests where the file asks"
  )
  func platformConstants() {
    let uses = read(
      """
      import android.health.connect.HealthPermissions
      fun ask(activity: Activity) {
          ActivityCompat.requestPermissions(
              activity, arrayOf(HealthPermissions.READ_HEART_RATE, "android.permission.health.READ_HEALTH_DATA_IN_BACKGROUND"), 1)
      }
      """)
    #expect(
      uses.requests.map { "\($0.permission) \($0.symbol) \($0.location.position)" } == [
        "health.READ_HEART_RATE HealthPermissions.READ_HEART_RATE 4:27",
        "health.READ_HEALTH_DATA_IN_BACKGROUND \"android.permission.health.READ_HEALTH_DATA_IN_BACKGROUND\" 4:62",
      ])
    #expect(uses.usedPermissions == ["health.READ_HEART_RATE", "health.READ_HEALTH_DATA_IN_BACKGROUND"])
  }

  /// Found reviewing the change: the platform class also holds system-only constants.
  @Test("the platform class's system-only constants name no health permission")
  func systemConstants() {
    let uses = read(
      """
      fun manage(activity: Activity) {
          ActivityCompat.requestPermissions(activity, arrayOf(HealthPermissions.MANAGE_HEALTH_PERMISSIONS), 1)
          val group = HealthPermissions.HEALTH_PERMISSION_GROUP
      }
      """)
    #expect(uses.requests.map(\.permission) == [])
    #expect(uses.usedPermissions == [])
  }

  @Test("Jetpack's calls and constants are uses, never requests: Health Connect's own contract asks")
  func jetpack() {
    let uses = read(
      """
      import androidx.health.connect.client.permission.HealthPermission
      import androidx.health.connect.client.permission.HealthPermission.Companion.PERMISSION_READ_HEALTH_DATA_HISTORY
      val wanted = setOf(
          HealthPermission.getReadPermission(HeartRateRecord::class),
          HealthPermission.getWritePermission(StepsRecord::class),
          HealthPermission.getReadPermission<SleepSessionRecord>(),
          HealthPermission.PERMISSION_READ_HEALTH_DATA_IN_BACKGROUND,
          HealthPermission.Companion.PERMISSION_WRITE_EXERCISE_ROUTE,
      )
      fun check(context: Context) = ContextCompat.checkSelfPermission(context, "x")
      """)
    #expect(uses.requests.isEmpty)
    #expect(
      uses.usedPermissions == [
        "health.READ_HEART_RATE", "health.WRITE_STEPS", "health.READ_SLEEP", "health.READ_HEALTH_DATA_IN_BACKGROUND",
        "health.WRITE_EXERCISE_ROUTE",
      ])
  }

  @Test("a record class held in a variable: every record class the file names is a use of its permission")
  func recordInVariable() {
    let uses = read(
      """
      val sensors = mapOf("heart" to HeartRateRecord::class, "steps" to StepsRecord::class)
      fun permissions(id: String) = sensors[id]?.let { HealthPermission.getReadPermission(it) }
      """)
    #expect(uses.usedPermissions == ["health.READ_HEART_RATE", "health.READ_STEPS"])
  }

  @Test("Java: getKotlinClass(StepsRecord.class)")
  func java() {
    let uses = read(
      """
      String p = HealthPermission.getReadPermission(JvmClassMappingKt.getKotlinClass(StepsRecord.class));
      """, path: "app/src/main/java/a/Health.java")
    #expect(uses.usedPermissions == ["health.READ_STEPS"])
  }

  @Test("other classes' calls, imports, comments and record classes without a call name no permission")
  func nonUses() {
    let uses = read(
      """
      import android.health.connect.HealthPermissions.READ_HEART_RATE
      // HealthPermission.getReadPermission(HeartRateRecord::class)
      val x = Settings.getReadPermission(StepsRecord::class)
      val y = HealthPermission.ALL_PERMISSIONS
      val z = listOf(DistanceRecord::class)
      """)
    #expect(uses.usedPermissions.isEmpty)
    #expect(uses.requests.isEmpty)
  }
}
