@_spi(Testing) import PermlintKit
import Testing

/// storage-request-always-denied on a request after a guard that calls a method of the app's
/// own code answering on the API level first thing (found judging TeamNewPipe/NewPipe,
/// 79767f95f: `if (NewPipeSettings.useStorageAccessFramework(activity)) return true;`, whose
/// method returns `true` when `SDK_INT >= Q`). The call reads as that test and its other answers.
@Suite("storage-request-always-denied: guard methods that answer on the API level")
struct StorageRequestGuardMethodTests {
  static let gradle = "android {\n    defaultConfig {\n        minSdk = 21\n        targetSdk = 35\n    }\n}\n"
  static let manifest =
    "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\">\n"
    + "    <uses-permission android:name=\"android.permission.WRITE_EXTERNAL_STORAGE\" "
    + "android:maxSdkVersion=\"28\" />\n</manifest>\n"

  /// A Java app whose request (line 8, column 28) follows `guardLine` (line 7).
  static func javaApp(_ guardLine: String) -> [(String, String)] {
    [
      ("app/build.gradle.kts", gradle),
      ("app/src/main/AndroidManifest.xml", manifest),
      (
        "app/src/main/java/com/ex/PermissionHelper.java",
        """
        package com.ex;
        import android.Manifest;
        import android.app.Activity;
        import androidx.core.app.ActivityCompat;
        public final class PermissionHelper {
            public static boolean checkStoragePermissions(final Activity activity, final Settings settings, final int rc) {
                \(guardLine)
                    ActivityCompat.requestPermissions(activity, new String[]{Manifest.permission.WRITE_EXTERNAL_STORAGE}, rc);
                return false;
            }
            private static boolean useOwnSaf(final Activity activity) {
                if (android.os.Build.VERSION.SDK_INT > 28) return true;
                return activity == null;
            }
            private static boolean granted(final Activity activity) {
                return activity.checkSelfPermission(Manifest.permission.WRITE_EXTERNAL_STORAGE) == 0;
            }
        }

        """
      ),
      (
        "app/src/main/java/com/ex/Settings.java",
        """
        package com.ex;
        import android.content.Context;
        import android.os.Build;
        public final class Settings {
            public static boolean useSaf(final Context context) {
                if (Build.VERSION.SDK_INT >= Build.VERSION_CODES.Q) {
                    return true;
                }
                return context.getSharedPreferences("p", 0).getBoolean("saf", true);
            }
            public static boolean needsStorage(final Context context) {
                if (Build.VERSION.SDK_INT >= Build.VERSION_CODES.Q) return false;
                return !useSaf(context);
            }
            public boolean pick(final Context context) {
                return Build.VERSION.SDK_INT >= Build.VERSION_CODES.Q || context == null;
            }
            public static boolean newer(final int level) {
                if (level >= Build.VERSION_CODES.Q) return true;
                return false;
            }
        }

        """
      ),
      (
        "app/src/main/java/com/ex/Other.java",
        """
        package com.ex;
        import android.content.Context;
        public final class Other {
            public static boolean useSaf(final Context context) {
                return context.getSharedPreferences("p", 0).getBoolean("saf", true);
            }
            public boolean pick(final Context context) {
                return context != null;
            }
        }

        """
      ),
    ]
  }

  static func lint(_ files: [(String, String)]) async -> [String] {
    await PurposeStringPrecisionTests.lint([.storageRequestAlwaysDenied], files)
  }

  /// The finding at the Java app's request.
  static let javaFinding =
    "app/src/main/java/com/ex/PermissionHelper.java:8:28 storage-request-always-denied: "
    + "ActivityCompat.requestPermissions() asks for external storage here (WRITE_EXTERNAL_STORAGE), and the app "
    + "targets API 35 (targetSdk 35 at app/build.gradle.kts:4:9): Android 13 (API 33) and later deny "
    + "READ_EXTERNAL_STORAGE and WRITE_EXTERNAL_STORAGE to such an app at once, without a prompt, so on those "
    + "devices this request always fails and what needs its grant never gets it. Ask for READ_MEDIA_IMAGES, "
    + "READ_MEDIA_VIDEO or READ_MEDIA_AUDIO (or use the photo picker or MediaStore) on API 33 and later, and keep "
    + "this request under an API-level check for older versions."

  @Test(
    "the request runs only where the guard method's API-level answer did not come: no finding",
    arguments: [
      // NewPipe's shape: true first thing on SDK_INT >= Q, in another class.
      "if (Settings.useSaf(activity)) return true;",
      "if (com.ex.Settings.useSaf(activity)) { return true; }",
      // False first thing on SDK_INT >= Q: the request runs where it said true.
      "if (!Settings.needsStorage(activity)) return true;",
      "if (Settings.needsStorage(activity))",
      // An operand of `||`, and a method of the same class.
      "if (Settings.useSaf(activity) || granted(activity)) return true;",
      "if (useOwnSaf(activity)) return true;",
    ])
  func guarded(_ guardLine: String) async {
    let findings = await Self.lint(Self.javaApp(guardLine))
    #expect(findings == [])
  }

  /// Found reviewing the change: the guard's other answer says nothing of the API level, a
  /// receiver names a class whose method has no such answer, two methods of one name answer
  /// differently, and a method's test reads its parameter, which the caller decides.
  @Test(
    "the request may run on API 33 and later: the finding stays",
    arguments: [
      "if (!Settings.useSaf(activity)) return true;",
      "if (Settings.useSaf(activity))",
      "if (Settings.needsStorage(activity)) return true;",
      "if (Other.useSaf(activity)) return true;",
      "if (settings.pick(activity)) return true;",
      "if (Settings.newer(rc)) return true;",
    ])
  func notGuarded(_ guardLine: String) async {
    let findings = await Self.lint(Self.javaApp(guardLine))
    #expect(findings == [Self.javaFinding])
  }

  @Test("Kotlin: a companion object's function and a top-level function of another file, called as the guard")
  func kotlinGuards() async {
    for guardCall in ["StorageSettings.useSaf(activity)", "usesSaf(activity)"] {
      let files = [
        ("app/build.gradle.kts", Self.gradle),
        ("app/src/main/AndroidManifest.xml", Self.manifest),
        (
          "app/src/main/java/com/ex/PermissionHelper.kt",
          """
          package com.ex
          object PermissionHelper {
              fun check(activity: Activity, rc: Int): Boolean {
                  if (\(guardCall)) return true
                  ActivityCompat.requestPermissions(activity, arrayOf(Manifest.permission.WRITE_EXTERNAL_STORAGE), rc)
                  return false
              }
          }

          """
        ),
        (
          "app/src/main/java/com/ex/StorageSettings.kt",
          """
          package com.ex
          class StorageSettings {
              companion object {
                  fun useSaf(context: Context): Boolean {
                      if (Build.VERSION.SDK_INT >= Build.VERSION_CODES.Q) return true
                      return context.getSharedPreferences("p", 0).getBoolean("saf", true)
                  }
              }
          }
          fun usesSaf(context: Context): Boolean {
              if (Build.VERSION.SDK_INT >= Build.VERSION_CODES.Q) {
                  return true
              }
              return false
          }

          """
        ),
      ]
      let findings = await Self.lint(files)
      #expect(findings == [], "\(guardCall)")
    }
  }
}
