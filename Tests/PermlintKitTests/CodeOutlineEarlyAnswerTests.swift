@_spi(Testing) import PermlintKit
import Testing

/// The reader's `Function.earlyAnswer`: what a function returns whenever a test holds, before
/// anything else (found judging TeamNewPipe/NewPipe, 79767f95f: `useStorageAccessFramework`
/// returns `true` first thing when `SDK_INT >= Q`).
@Suite("Code outline reader: early answers of functions")
struct CodeOutlineEarlyAnswerTests {
  /// `name: value when test` for each function with an early answer.
  static func answers(_ path: String, _ text: String) -> [String] {
    CodeOutlineReaderTests.outline(path, text).functions.compactMap { function in
      function.earlyAnswer.map { "\(function.name ?? "?"): \($0.value) when \(CodeOutline.text($0.words))" }
    }
  }

  @Test("Java: a first `if` that returns a literal, with a block or not and whatever `else` follows; one returned test")
  func java() {
    let answers = Self.answers(
      "app/Settings.java",
      """
      class Settings {
          static boolean useSaf(Context context) {
              if (Build.VERSION.SDK_INT >= Build.VERSION_CODES.Q) {
                  return true;
              } else if (isTv()) {
                  return false;
              }
              return prefs(context).getBoolean("saf", true);
          }
          static boolean needsStorage() {
              if (Build.VERSION.SDK_INT > 28) return false;
              return true;
          }
          boolean pick(Context context) {
              return Build.VERSION.SDK_INT >= 29 || context == null;
          }
          boolean later(Context context) {
              log(context);
              if (Build.VERSION.SDK_INT >= 29) return true;
              return false;
          }
          boolean other(Context context) {
              if (Build.VERSION.SDK_INT >= 29) return context != null;
              return false;
          }
          int level() {
              return Build.VERSION.SDK_INT;
          }
      }
      """)
    #expect(
      answers == [
        "useSaf: true when Build.VERSION.SDK_INT>=Build.VERSION_CODES.Q",
        "needsStorage: false when Build.VERSION.SDK_INT>28",
        "pick: true when Build.VERSION.SDK_INT>=29||context==null",
      ])
  }

  @Test("Kotlin and Dart: expression bodies on the next line, a first `if` without braces; not closures")
  func kotlinAndDart() {
    let kotlin = Self.answers(
      "app/StorageSettings.kt",
      """
      object StorageSettings {
          fun useSaf(context: Context): Boolean =
              Build.VERSION.SDK_INT >= Build.VERSION_CODES.Q ||
                  context.getSharedPreferences("p", 0).getBoolean("saf", true)
          fun legacy(context: Context): Boolean {
              if (Build.VERSION.SDK_INT < 29) return true
              return false
          }
          val check = { if (Build.VERSION.SDK_INT >= 29) true else false }
      }
      """)
    #expect(
      kotlin == [
        "useSaf: true when Build.VERSION.SDK_INT>=Build.VERSION_CODES.Q||context.getSharedPreferences('p',0)"
          + ".getBoolean('saf',true)",
        "legacy: true when Build.VERSION.SDK_INT<29",
      ])
    let dart = Self.answers("lib/storage.dart", "bool useSaf(int sdkInt) => sdkInt >= 29 || kIsWeb;\n")
    #expect(dart == ["useSaf: true when sdkInt>=29||kIsWeb"])
  }
}
