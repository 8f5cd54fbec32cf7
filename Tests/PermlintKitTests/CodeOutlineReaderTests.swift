import Foundation
@_spi(Testing) import PermlintKit
import Testing

/// The structural reader: functions, closures, calls and branches with their places.
@Suite("Code outline reader")
struct CodeOutlineReaderTests {
  static func outline(_ path: String, _ text: String) -> CodeOutline {
    CodeOutline.read(SourceFile(path: path, text: text))!
  }

  /// `name@line:col` of each function, `<closure:passedTo/label>` for closures.
  static func functions(_ outline: CodeOutline) -> [String] {
    outline.functions.map { function in
      let name = function.name ?? "<\(function.passedTo ?? "")\(function.label.map { "/" + $0 } ?? "")>"
      return "\(function.owner.map { $0 + "." } ?? "")\(name)@\(function.position.line):\(function.position.column)"
    }
  }

  static func calls(_ outline: CodeOutline) -> [String] {
    outline.calls.map { call in
      let inside =
        call.function.map { outline.functions[$0].name ?? "<\(outline.functions[$0].passedTo ?? "")>" } ?? "-"
      return
        "\((call.receivers + [call.name]).joined(separator: "."))@\(call.position.line):\(call.position.column) in \(inside)"
    }
  }

  static func branches(_ outline: CodeOutline) -> [String] {
    outline.branches.map { "\($0.whenTrue ? "if" : "else") \(CodeOutline.text($0.words))\($0.exits ? " exits" : "")" }
  }

  @Test("Dart: methods, closures by their argument label, calls with receivers, if/else and early exits")
  func dart() {
    let outline = Self.outline(
      "lib/a.dart",
      """
      class Gate {
        Future<bool> run() async {
          var status = await Permission.camera.status;
          if (status.isPermanentlyDenied) return false;
          status = await Permission.camera.request();
          return status.isGranted;
        }

        Widget build(BuildContext context) => FilledButton(onPressed: () => openAppSettings(), child: Text('x'));
      }
      """)
    #expect(Self.functions(outline) == ["Gate.build@9:10", "Gate.<FilledButton/onPressed>@9:65", "Gate.run@2:16"])
    #expect(
      Self.calls(outline) == [
        "Permission.camera.request@5:38 in run", "FilledButton@9:41 in build", "openAppSettings@9:71 in <FilledButton>",
        "Text@9:97 in build",
      ])
    #expect(Self.branches(outline) == ["if status.isPermanentlyDenied exits"])
    // The request runs only where the early exit did not: its condition fails there.
    let request = outline.calls[0]
    let conditions = outline.conditions(at: request.token, within: request.function)
    #expect(
      conditions.map { "\($0.holds) \(CodeOutline.text($0.branch.words))" } == ["false status.isPermanentlyDenied"])
  }

  @Test("TypeScript: arrow functions named by their constant, closures passed to calls, strings in conditions")
  func typeScript() {
    let outline = Self.outline(
      "src/a.tsx",
      """
      const LOCATION = Platform.select({ ios: PERMISSIONS.IOS.LOCATION_WHEN_IN_USE });
      export const ask = async () => {
        const sub = AppState.addEventListener('change', (state) => {
          if (state !== 'active') return;
          check(LOCATION);
        });
      };
      """)
    #expect(Self.functions(outline) == ["ask@2:26", "<addEventListener>@3:51"])
    #expect(
      Self.calls(outline) == [
        "Platform.select@1:27 in -", "AppState.addEventListener@3:24 in ask", "check@5:5 in <addEventListener>",
      ])
    #expect(Self.branches(outline) == ["if state!=='active' exits"])
    #expect(outline.constants.map(\.name) == ["LOCATION", "ask"])
  }

  @Test("Swift: func, init, trailing closures, guard and switch cases")
  func swift() {
    let outline = Self.outline(
      "App/a.swift",
      """
      final class Camera {
        init() {}
        func open() {
          guard ready else { return }
          switch AVCaptureDevice.authorizationStatus(for: .video) {
          case .denied, .restricted:
            show()
          case .notDetermined:
            AVCaptureDevice.requestAccess(for: .video) { granted in start(granted) }
          default: break
          }
        }
      }
      """)
    #expect(Self.functions(outline) == ["Camera.init@2:3", "Camera.open@3:8", "Camera.<requestAccess>@9:50"])
    #expect(
      Self.branches(outline) == ["else ready exits", "if .denied,.restricted", "if .notDetermined"])
    #expect(Self.calls(outline).contains("AVCaptureDevice.requestAccess@9:23 in open"))
  }

  @Test("Kotlin, Java and Objective-C: declarations, lambdas and messages")
  func nativeLanguages() {
    let kotlin = Self.outline(
      "app/A.kt",
      """
      class Scan : ComponentActivity() {
        private val launcher = registerForActivityResult(RequestPermission()) { granted -> if (granted) start() }
        fun onTap() { launcher.launch(Manifest.permission.CAMERA) }
      }
      """)
    #expect(Self.functions(kotlin) == ["Scan.launcher@2:73", "Scan.onTap@3:7"])
    #expect(Self.calls(kotlin).contains("launcher.launch@3:26 in onTap"))
    let java = Self.outline(
      "app/A.java",
      """
      class Scan extends Activity {
        void onTap() { button.setOnClickListener(v -> { requestPermissions(new String[] { CAMERA }, 1); }); }
      }
      """)
    #expect(Self.functions(java) == ["Scan.<setOnClickListener>@2:44", "Scan.onTap@2:8"])
    #expect(Self.calls(java).contains("requestPermissions@2:51 in <setOnClickListener>"))
    let objectiveC = Self.outline(
      "App/A.m",
      """
      @implementation Tracker
      - (void)start:(BOOL)always {
        [self.manager requestWhenInUseAuthorization];
      }
      @end
      """)
    #expect(Self.functions(objectiveC) == ["Tracker.start@2:9"])
    #expect(Self.calls(objectiveC) == ["manager.requestWhenInUseAuthorization@3:17 in start"])
  }

  /// Found judging kiwix/kiwix-android (31bf1e8): a check in `fun has…(): Boolean = …` was
  /// in no function.
  @Test("Kotlin: functions with an expression body, on one line or the next, with receivers and type parameters")
  func kotlinExpressionBodies() {
    let kotlin = Self.outline(
      "core/Checker.kt",
      """
      class Checker(private val c: Context) {
        fun hasCamera(): Boolean =
          ContextCompat.checkSelfPermission(c, CAMERA) == GRANTED
        fun Context.hasWifi() = checkSelfPermission(NEARBY_WIFI_DEVICES)
            .let { it == GRANTED }
        fun <T> first(items: List<T>): T? = items.firstOrNull()
        fun equal(a: Int, b: Int): Boolean { return a == b }
        val size = count()
      }
      """)
    #expect(
      Self.functions(kotlin) == [
        "Checker.hasCamera@2:7", "Checker.hasWifi@4:15", "Checker.first@6:11", "Checker.<>@5:12", "Checker.equal@7:7",
      ])
    #expect(
      Self.calls(kotlin) == [
        "Checker@1:7 in -", "ContextCompat.checkSelfPermission@3:19 in hasCamera",
        "checkSelfPermission@4:27 in hasWifi", "items.firstOrNull@6:45 in first",
        "count@8:14 in -",
      ])
  }

  /// Found reviewing the change: a body that ends in a type's `>`, and an abstract function
  /// whose return type ends its line, each swallowed the declaration after it.
  @Test("Kotlin: an expression body ends at its line's type arguments; an abstract function has no body")
  func kotlinExpressionBodyEnds() {
    let kotlin = Self.outline(
      "app/Main.kt",
      """
      abstract class Main : Activity() {
        abstract fun title(): String
        val granted = check(CAMERA)
        fun names() = intent.extras as List<String>
        fun askStorage() { requestPermissions(arrayOf(WRITE_EXTERNAL_STORAGE), 1) }
      }
      """)
    #expect(Self.functions(kotlin) == ["Main.names@4:7", "Main.askStorage@5:7"])
    #expect(Self.calls(kotlin).contains("requestPermissions@5:22 in askStorage"))
    #expect(Self.calls(kotlin).contains("check@3:17 in -"))
  }

  @Test("unbalanced brackets and stray quotes end at the file's end, never trap")
  func hostile() {
    for text in [
      "{{{(((", ")))}}}", "if (a { b ) }", "f(() => {", "'unterminated\n(x) => ", "case -> ->", "guard else {",
    ] {
      for path in ["a.dart", "a.ts", "a.swift", "a.m", "a.kt", "a.java"] {
        _ = Self.outline(path, text)
      }
    }
  }

  /// Found by fuzzing: a branch whose one-statement body opens a bracket that never closes ran
  /// its body past the last token, and reading whether it exits trapped.
  @Test(
    "an if whose body leaves a bracket open at the end of the file",
    arguments: [
      ("lib/a.dart", "void f() { if (x) foo("), ("src/a.ts", "function f() { if (x) foo(["),
      ("App/a.swift", "func f() { if x { g() } else if y h("), ("app/a.kt", "fun f() { if (x) g({"),
    ])
  func unclosedBracketInBranch(_ path: String, _ text: String) {
    let outline = Self.outline(path, text)
    #expect(outline.branches.allSatisfy { $0.body.upperBound <= outline.tokenCount })
  }

  /// Found on action-without-grant-in-code's examples: `record` declares a type in Java only;
  /// a Dart method named `record` was read as a type body, so its calls had no function.
  @Test("a type word of one language is a plain name in the others")
  func typeWordsPerLanguage() {
    let dart = Self.outline(
      "lib/a.dart", "class CheckIn {\n  Future<void> record() async {\n    await recorder.record();\n  }\n}\n")
    #expect(Self.functions(dart) == ["CheckIn.record@2:16"])
    #expect(Self.calls(dart) == ["recorder.record@3:20 in record"])
    let java = Self.outline("app/A.java", "record Point(int x, int y) {\n  int sum() { return x + y; }\n}\n")
    #expect(java.types.map(\.name) == ["Point"])
    #expect(Self.functions(java) == ["Point.sum@2:7"])
    let swift = Self.outline("App/A.swift", "actor Store {\n  func object() { record() }\n}\n")
    #expect(Self.functions(swift) == ["Store.object@2:8"])
    #expect(Self.calls(swift) == ["record@2:19 in object"])
  }

  /// Found judging BlueWallet: the method signatures of a TypeScript interface were read as
  /// calls outside any function, and `openSettings(): Promise<boolean>;` became a way to
  /// Settings on every path.
  @Test("TypeScript method signatures are no calls; a call before a ternary's or an object's colon is")
  func methodSignatures() {
    let outline = Self.outline(
      "src/a.ts",
      """
      export interface Spec extends TurboModule {
        getDeviceUID(): Promise<string | null>;
        openSettings(): Promise<boolean>
        addListener(eventName: string): void,
      }
      type Link = { open(): void; close(): void };
      function f(ok: boolean) {
        const done = ok ? openSettings() : close();
        const value = { key: open(), other: ok ? a() : b() };
        open();
      }
      """)
    #expect(
      Self.calls(outline) == [
        "openSettings@8:21 in f", "close@8:38 in f", "open@9:24 in f", "a@9:44 in f", "b@9:50 in f", "open@10:3 in f",
      ])
  }
}
