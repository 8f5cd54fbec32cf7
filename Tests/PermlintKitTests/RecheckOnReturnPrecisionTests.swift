@_spi(Testing) import PermlintKit
import Testing

/// recheck-on-return-in-code where the code keeps nothing of a denial on screen: a busy flag
/// set and reset around the request is no kept answer (found judging openreads, 74b613b).
@Suite("recheck-on-return-in-code: busy flags are not kept answers")
struct RecheckOnReturnPrecisionTests {
  static let pubspec = ("pubspec.yaml", "name: covers\ndependencies:\n  permission_handler: ^11.3.1\n")
  static let plist = (
    "ios/Runner/Info.plist",
    PurposeStringPrecisionTests.plist([("NSCameraUsageDescription", "The camera scans book covers.")])
  )

  /// A helper that asks for the camera on every call and offers Settings after a denial.
  static let access = (
    "lib/camera_access.dart",
    """
    import 'package:permission_handler/permission_handler.dart';
    class CameraAccess {
      static Future<bool> ask(BuildContext context) async {
        if (await Permission.camera.request().isGranted) {
          return true;
        }
        showSettingsLink(context, onPressed: () => openAppSettings());
        return false;
      }
    }

    """
  )

  /// A button whose tap runs `body` (the text of `_startScan`) in a State.
  static func button(_ body: String) -> [(String, String)] {
    [
      pubspec, plist, access,
      (
        "lib/scan_button.dart",
        """
        class _ScanButtonState extends State<ScanButton> {
          bool _busy = false;
          bool _granted = false;
          _startScan(context) async {
        \(body)
          }
          Widget build(BuildContext context) => TextButton(onPressed: () => _startScan(context));
        }

        """
      ),
    ]
  }

  static let finding =
    "lib/camera_access.dart:7:48 recheck-on-return-in-code: openAppSettings() sends the user to the app's settings "
    + "for camera here, but nothing in the code runs when the app returns to the foreground: a user who allows it "
    + "in Settings comes back to a screen that still treats it as denied. Check camera again when the app resumes "
    + "(didChangeAppLifecycleState, AppState 'change', onResume, scenePhase)."

  @Test("a flag set before the request and reset after it keeps nothing of the answer")
  func busyFlag() async {
    let files = Self.button(
      """
          setState(() => _busy = true);
          if (await CameraAccess.ask(context)) {
            Navigator.of(context).pushNamed('/scan');
          }
          setState(() { _busy = false; });
      """)
    #expect(await PurposeStringPrecisionTests.lint([.recheckOnReturnInCode], files) == [])
  }

  @Test("state set from the answer is kept, with or without a busy flag beside it")
  func keptAnswer() async {
    let kept = Self.button(
      """
          setState(() => _busy = true);
          final granted = await CameraAccess.ask(context);
          setState(() { _busy = false; _granted = granted; });
      """)
    #expect(await PurposeStringPrecisionTests.lint([.recheckOnReturnInCode], kept) == [Self.finding])
    let branches = Self.button(
      """
          if (await CameraAccess.ask(context)) {
            setState(() => _granted = true);
          } else {
            setState(() => _granted = false);
          }
      """)
    #expect(await PurposeStringPrecisionTests.lint([.recheckOnReturnInCode], branches) == [Self.finding])
    let once = Self.button(
      """
          if (!await CameraAccess.ask(context)) return;
          setState(() => _granted = true);
      """)
    #expect(await PurposeStringPrecisionTests.lint([.recheckOnReturnInCode], once) == [Self.finding])
  }

  /// A screen whose button asks in its `onPressed` closure, beside a switch whose
  /// `onChanged` sets unrelated state, and keeps the answer when `keeps` (found judging
  /// invoiceninja's admin-portal, 8062696).
  static func page(keeps: Bool) -> [(String, String)] {
    let denied = keeps ? "setState(() => _denied = true);" : "openAppSettings();"
    return [
      pubspec, plist,
      (
        "lib/attach_page.dart",
        """
        import 'package:permission_handler/permission_handler.dart';
        class _AttachPageState extends State<AttachPage> {
          bool _private = false;
          bool _denied = false;
          Widget build(BuildContext context) => Column(children: [
            Switch(value: _private, onChanged: (v) => setState(() => _private = v)),
            ElevatedButton(onPressed: () async {
              final status = await Permission.camera.request();
              if (status.isGranted) {
                takePhoto();
              } else {
                \(denied)
              }
            }),
            if (_denied) TextButton(onPressed: () => openAppSettings()),
          ]);
        }

        """
      ),
    ]
  }

  @Test("a sibling handler's setState is not where a request's answer goes")
  func siblingHandler() async {
    #expect(await PurposeStringPrecisionTests.lint([.recheckOnReturnInCode], Self.page(keeps: false)) == [])
    let kept = await PurposeStringPrecisionTests.lint([.recheckOnReturnInCode], Self.page(keeps: true))
    #expect(kept.map { String($0.prefix(while: { $0 != " " })) } == ["lib/attach_page.dart:15:46"])
  }

  @Test("a caller closure's sibling handler in the same build is not where the answer goes either")
  func callerSibling() async {
    let files = [
      Self.pubspec, Self.plist, Self.access,
      (
        "lib/scan_page.dart",
        """
        class _ScanPageState extends State<ScanPage> {
          bool _private = false;
          Widget build(BuildContext context) => Column(children: [
            Switch(value: _private, onChanged: (v) => setState(() => _private = v)),
            ElevatedButton(onPressed: () async {
              if (await CameraAccess.ask(context)) Navigator.of(context).pushNamed('/scan');
            }),
          ]);
        }

        """
      ),
    ]
    #expect(await PurposeStringPrecisionTests.lint([.recheckOnReturnInCode], files) == [])
  }

  /// Found reviewing the busy-flag rule: a reset and a set around an early return, the answer
  /// stored in a field between the busy setters, a `.then` beside the request's closure.
  @Test(
    "answers kept around a busy flag or a reset: the finding stays",
    arguments: [
      "    setState(() => _granted = false);\n    if (!await CameraAccess.ask(context)) return;\n    setState(() => _granted = true);",
      "    setState(() => _busy = true);\n    _granted = await CameraAccess.ask(context);\n    setState(() => _busy = false);",
      "    Future(() => CameraAccess.ask(context)).then((ok) {\n      setState(() => _granted = ok);\n    });",
    ])
  func keptAroundFlags(_ body: String) async {
    #expect(await PurposeStringPrecisionTests.lint([.recheckOnReturnInCode], Self.button(body)) == [Self.finding])
  }

  /// A React Native screen whose tap runs `body` after its own request.
  static func screen(_ body: String) -> [(String, String)] {
    [
      ("ios/App/Info.plist", plist.1),
      (
        "package.json",
        "{ \"name\": \"covers\", \"dependencies\": { \"react-native\": \"0.76.0\", \"react-native-permissions\": \"5.6.0\" } }\n"
      ),
      (
        "src/Scan.tsx",
        """
        import { request, openSettings, PERMISSIONS, RESULTS } from 'react-native-permissions';
        export const Scan = () => {
          const [loading, setLoading] = useState(false);
          const [status, setStatus] = useState(undefined);
          const onScan = async () => {
        \(body)
          };
          return <Button onPress={onScan} />;
        };

        """
      ),
    ]
  }

  @Test("React's setLoading(true) … setLoading(false) is a busy flag; setStatus(result) keeps the answer")
  func reactSetters() async {
    let flag = Self.screen(
      """
            setLoading(true);
            const result = await request(PERMISSIONS.IOS.CAMERA);
            if (result === RESULTS.BLOCKED) { openSettings(); }
            setLoading(false);
      """)
    #expect(await PurposeStringPrecisionTests.lint([.recheckOnReturnInCode], flag) == [])
    let kept = Self.screen(
      """
            setLoading(true);
            const result = await request(PERMISSIONS.IOS.CAMERA);
            if (result === RESULTS.BLOCKED) { openSettings(); }
            setStatus(result);
            setLoading(false);
      """)
    #expect(
      await PurposeStringPrecisionTests.lint([.recheckOnReturnInCode], kept) == [
        "src/Scan.tsx:8:41 recheck-on-return-in-code: openSettings() sends the user to the app's settings for camera "
          + "here, but nothing in the code runs when the app returns to the foreground: a user who allows it in "
          + "Settings comes back to a screen that still treats it as denied. Check camera again when the app resumes "
          + "(didChangeAppLifecycleState, AppState 'change', onResume, scenePhase)."
      ])
  }
}
