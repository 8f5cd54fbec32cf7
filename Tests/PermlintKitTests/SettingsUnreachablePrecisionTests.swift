@_spi(Testing) import PermlintKit
import Testing

/// settings-unreachable-in-code on React Native code whose way to Settings the call graph
/// cannot see, or that other languages' names hid (found judging BlueWallet, 7dc4fc5).
@Suite("settings-unreachable-in-code: screens, other languages, signatures")
struct SettingsUnreachablePrecisionTests {
  static let package = (
    "package.json",
    "{ \"name\": \"rider\", \"dependencies\": { \"react-native\": \"0.76.0\", \"react-native-permissions\": \"5.6.0\" } }\n"
  )
  static let plist = (
    "ios/App/Info.plist",
    PurposeStringPrecisionTests.plist([("NSCameraUsageDescription", "The camera scans the QR code you pay to.")])
  )

  static func advice(_ permission: String) -> String {
    "After a permanent denial the user has no way back to the \(permission) feature. Where a permanent denial of "
      + "\(permission) is handled, offer a button that opens the app's settings."
  }

  /// The request, then a navigation by route to `screen`; `screen` opens Settings through a
  /// helper.
  static func navigating(to screen: String) -> [(String, String)] {
    [
      package, plist,
      (
        "src/scan.ts",
        """
        import { request, PERMISSIONS } from 'react-native-permissions';
        export const scanHelper = async () => {
          await request(PERMISSIONS.IOS.CAMERA);
          navigationRef.navigate('ScanScreen');
        };

        """
      ),
      (
        "src/Home.tsx",
        "import { scanHelper } from './scan';\nexport const Home = () => <Button onPress={() => scanHelper()} />;\n"
      ),
      (
        "src/settingsLink.ts",
        "import { openSettings } from 'react-native-permissions';\n"
          + "export const openAppSettings = () => {\n  openSettings();\n};\n"
      ),
      ("src/ScanScreen.tsx", screen),
    ]
  }

  /// A screen that reads a permission's status with `check` and, when it is off, offers an
  /// "Open Settings" button through the helper.
  static func scanScreen(check: String) -> String {
    """
    import { openAppSettings } from './settingsLink';
    const ScanScreen = () => {
      const [granted, setGranted] = useState(undefined);
      useEffect(() => {
        \(check).then(s => setGranted(s === RESULTS.GRANTED));
      }, []);
      return granted === false ? <Button title="Open Settings" onPress={openAppSettings} /> : null;
    };
    export default ScanScreen;

    """
  }

  @Test("a request that navigates to a screen whose own camera check offers Settings: no finding")
  func screenNavigatedTo() async {
    let screen = Self.scanScreen(check: "check(PERMISSIONS.IOS.CAMERA)")
    #expect(await PurposeStringPrecisionTests.lint([.settingsUnreachableInCode], Self.navigating(to: screen)) == [])
  }

  @Test("a screen that checks only notifications is no way back for the camera")
  func screenOfAnotherPermission() async {
    let screen = Self.scanScreen(check: "checkNotifications()")
    let findings = await PurposeStringPrecisionTests.lint([.settingsUnreachableInCode], Self.navigating(to: screen))
    #expect(
      findings == [
        "src/scan.ts:3:9 settings-unreachable-in-code: the code asks for camera here (1 request) but nothing that "
          + "handles the answer leads to the app's settings: the code opens Settings (openSettings()) only on other "
          + "paths. " + Self.advice("camera")
      ])
  }

  /// A React Native app with an Android folder whose Kotlin declares `openSettings`, a
  /// notification request whose denial opens Settings when `opens`, and `Linking.openSettings()`
  /// on another path.
  static func crossLanguage(opens: Bool, extra: [(String, String)] = []) -> [(String, String)] {
    let denial = opens ? "openSettings('notifications')" : "console.log('later')"
    return [
      package,
      (
        "android/app/src/main/AndroidManifest.xml",
        "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\">\n"
          + "  <uses-permission android:name=\"android.permission.POST_NOTIFICATIONS\" />\n</manifest>\n"
      ),
      (
        "android/app/src/main/java/com/rider/SettingsModule.kt",
        "class SettingsModule {\n  fun openSettings(): Boolean {\n    return true\n  }\n}\n"
      ),
      (
        "src/notify.ts",
        """
        import { requestNotifications } from 'react-native-permissions';
        export const askForNotifications = async (): Promise<boolean> => {
          const { status } = await requestNotifications(['alert']);
          return status === 'granted';
        };

        """
      ),
      (
        "src/Reminders.tsx",
        """
        import { openSettings } from 'react-native-permissions';
        import { askForNotifications } from './notify';
        export const onToggle = async () => {
          if (!(await askForNotifications())) {
            Alert.alert('Notifications are off', '', [{ text: 'Settings', onPress: () => \(denial) }]);
          }
        };

        """
      ),
      (
        "src/Help.tsx",
        "export const openHelp = () => {\n  Linking.openSettings();\n};\nexport const Help = () => openHelp();\n"
      ),
    ] + extra
  }

  static let notificationFinding =
    "src/notify.ts:3:28 settings-unreachable-in-code: the code asks for notifications here (1 request) but nothing "
    + "that handles the answer leads to the app's settings: the code opens Settings (Linking.openSettings()) only "
    + "on other paths. " + advice("notifications")

  @Test("JavaScript's openSettings() is react-native-permissions' even where the app's Kotlin declares openSettings")
  func otherLanguageDeclaration() async {
    #expect(await PurposeStringPrecisionTests.lint([.settingsUnreachableInCode], Self.crossLanguage(opens: true)) == [])
    #expect(
      await PurposeStringPrecisionTests.lint([.settingsUnreachableInCode], Self.crossLanguage(opens: false))
        == [Self.notificationFinding])
  }

  @Test("a TypeScript interface's openSettings(): Promise<boolean> is no opener that would hide every finding")
  func interfaceSignature() async {
    let spec = (
      "src/SettingsSpec.ts",
      "export interface Spec {\n  getDeviceUID(): Promise<string>;\n  openSettings(): Promise<boolean>;\n}\n"
    )
    #expect(
      await PurposeStringPrecisionTests.lint(
        [.settingsUnreachableInCode], Self.crossLanguage(opens: false, extra: [spec])) == [Self.notificationFinding])
  }

  /// react-native-permissions 5's `openSettings('notifications')` opens the notification
  /// settings page: no way back for the camera (`openSettings()` opens the app's page).
  @Test(
    "openSettings('notifications') serves notifications only; openSettings() every permission",
    arguments: [
      (
        "openSettings('notifications')",
        [
          "src/scan.ts:3:9 settings-unreachable-in-code: the code asks for camera here (1 request) but nothing that "
            + "handles the answer leads to the app's settings: the code opens only the notifications settings page "
            + "(openSettings()). " + advice("camera")
        ]
      ),
      ("openSettings()", []),
    ])
  func notificationPage(_ opener: String, _ expected: [String]) async {
    let files =
      Array(Self.navigating(to: "export default function Empty() { return null; }\n").dropLast(2)) + [
        (
          "src/NotificationSettings.tsx",
          """
          import { openSettings } from 'react-native-permissions';
          const NotificationSettings = () => {
            const onSystemSettings = useCallback(() => {
              \(opener);
            }, []);
            return <Button title="Settings" onPress={onSystemSettings} />;
          };
          export default NotificationSettings;

          """
        )
      ]
    #expect(await PurposeStringPrecisionTests.lint([.settingsUnreachableInCode], files) == expected)
  }

  /// Found reviewing the change: an app root that checks the camera for a badge and lists
  /// every screen reached each screen's opener, so any opener was the camera's way back.
  @Test("an app root that checks the camera and lists the screens is no camera screen")
  func appRootListsScreens() async {
    let files: [(String, String)] = [
      Self.package, Self.plist,
      (
        "src/App.tsx",
        """
        export default function App() {
          useEffect(() => {
            check(PERMISSIONS.IOS.CAMERA).then((status) => setHasCamera(status === RESULTS.GRANTED));
          }, []);
          return (
            <Stack.Navigator>
              <Stack.Screen name="Home" component={HomeScreen} />
              <Stack.Screen name="Language" component={LanguageScreen} />
            </Stack.Navigator>
          );
        }

        """
      ),
      ("src/HomeScreen.tsx", "export function HomeScreen() {\n  return <ScanButton />;\n}\n"),
      (
        "src/LanguageScreen.tsx",
        "export function LanguageScreen() {\n  return <Button onPress={() => Linking.openSettings()} />;\n}\n"
      ),
      (
        "src/scan.ts",
        """
        export async function scan() {
          const status = await request(PERMISSIONS.IOS.CAMERA);
          if (status === RESULTS.GRANTED) startScanner();
        }

        export function ScanButton() {
          return <Button title="Scan" onPress={() => scan()} />;
        }

        """
      ),
    ]
    let findings = await PurposeStringPrecisionTests.lint([.settingsUnreachableInCode], files)
    #expect(findings.map { String($0.prefix(while: { $0 != " " })) } == ["src/scan.ts:2:24"])
  }
}

/// settings-unreachable-in-code when the Dart code declares a function of an opener's name
/// (found judging ImranR98/Obtainium, dc92ac7: its `openAppSettings(String appId)` opens
/// another installed app's page, and its declaration was taken for a call of
/// permission_handler's `openAppSettings()`).
@Suite("settings-unreachable-in-code: a declaration is no call")
struct OpenerDeclarationTests {
  static func files(_ helper: String) -> [(String, String)] {
    [
      ("pubspec.yaml", "name: store\ndependencies:\n  permission_handler: ^12.0.0\n"),
      (
        "android/app/src/main/AndroidManifest.xml",
        "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\">\n"
          + "  <uses-permission android:name=\"android.permission.POST_NOTIFICATIONS\" />\n</manifest>\n"
      ),
      (
        "lib/main.dart",
        """
        import 'package:permission_handler/permission_handler.dart';
        Future<void> enableAlerts() async {
          await Permission.notification.request();
        }
        \(helper)

        """
      ),
    ]
  }

  @Test(
    "an own function named openAppSettings, declared with its return type, opens nothing here",
    arguments: [
      "Future<void> openAppSettings(String otherPackage) async {\n  await launchDetails(otherPackage);\n}",
      "class AppsProvider {\n  void openAppSettings(String appId) {\n    launchDetails(appId);\n  }\n}",
    ])
  func declaration(_ helper: String) async {
    let findings = await PurposeStringPrecisionTests.lint([.settingsUnreachableInCode], Self.files(helper))
    #expect(findings.map { String($0.prefix(while: { $0 != " " })) } == ["lib/main.dart:3:9"])
  }

  @Test("a call of permission_handler's openAppSettings after a denial is the way back")
  func call() async {
    let findings = await PurposeStringPrecisionTests.lint(
      [.settingsUnreachableInCode],
      Self.files("void onDenied() => openAppSettings();").map {
        $0.0 == "lib/main.dart"
          ? (
            $0.0,
            $0.1.replacing(
              "await Permission.notification.request();",
              with: "if (await Permission.notification.request().isPermanentlyDenied) onDenied();")
          )
          : $0
      })
    #expect(findings == [])
  }
}
