import Testing

@_spi(Testing) @testable import PermlintKit

/// The native call matcher, on the constructs real apps write: Swift members and trailing
/// closures, Objective-C messages, Kotlin imports; and what is not a request.
@Suite("Native permission requests")
struct NativePermissionUsesTests {
  private let catalog = PermissionCatalog.builtIn.nativeAPIs

  /// `permission@line:column` of every request in one file.
  private func requests(_ path: String, _ text: String) -> [String] {
    let platform = SourceKinds.nativePlatform(path) ?? .apple
    let uses = NativePermissionUses(file: SourceFile(path: path, text: text), platform: platform, catalog: catalog)
    return uses.requests.map { "\($0.permission)@\($0.location.position.line):\($0.location.position.column)" }
  }

  @Test("Swift: receivers, argument labels and values decide the permission")
  func swift() {
    let text = """
      PHPhotoLibrary.requestAuthorization(for: .addOnly) { _ in }
      PHPhotoLibrary.requestAuthorization(for: .readWrite) { _ in }
      PHPhotoLibrary.requestAuthorization { _ in }
      healthStore.requestAuthorization(toShare: types, read: types) { _, _ in }
      UNUserNotificationCenter.current().requestAuthorization(options: [.alert]) { _, _ in }
      SFSpeechRecognizer.requestAuthorization { _ in }
      let central = CBCentralManager(delegate: self, queue: nil)
      context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Unlock") { _, _ in }
      await AVCaptureDevice.requestAccess(for: .audio)
      store.requestAccess(to: .event) { _, _ in }
      try await store.requestFullAccessToEvents()
      """
    #expect(
      requests("App/A.swift", text) == [
        "photos-add@1:16", "photos@2:16", "photos@3:16", "health@4:13", "notifications@5:36", "speech@6:20",
        "bluetooth@7:15", "face-id@8:9", "microphone@9:23", "calendars@10:7", "calendars-full@11:17",
      ])
  }

  @Test("Swift: declarations, comments, strings, status checks and unknown arguments are not requests")
  func swiftNonRequests() {
    let text = """
      func requestWhenInUseAuthorization() {}
      // manager.requestAlwaysAuthorization()
      let s = "AVCaptureDevice.requestAccess(for: .video)"
      let status = CBCentralManager.authorization
      let analyzer = ImageAnalyzer()
      AVCaptureDevice.requestAccess(for: mediaType) { _ in }
      context.evaluatePolicy(.deviceOwnerAuthenticationWithWatch, localizedReason: "Unlock") { _, _ in }
      """
    #expect(requests("App/B.swift", text).isEmpty)
  }

  @Test("an enum case or a variable named like an API value is not a request")
  func wrappersAreNotRequests() {
    let text = """
      enum PermissionStep { case requestWhenInUseAuthorization }
      analytics.requestAccess(for: event) { _ in }
      paywall.requestAccess(for: video)
      AVCaptureDevice.requestAccess(for: AVMediaType.video) { _ in }
      """
    #expect(requests("App/Steps.swift", text) == ["camera@4:17"])
  }

  @Test("Kotlin: a file that only checks marks its names as checks; one that requests does not")
  func checkOnly() {
    let check = NativePermissionUses(
      file: SourceFile(
        path: "app/src/main/java/Phone.kt",
        text: "val ok = ContextCompat.checkSelfPermission(ctx, Manifest.permission.READ_PHONE_STATE) == GRANTED"),
      platform: .android, catalog: catalog)
    #expect(check.requests.map { "\($0.permission) \($0.isCheckOnly)" } == ["READ_PHONE_STATE true"])
    let ask = NativePermissionUses(
      file: SourceFile(
        path: "app/src/main/java/Cam.kt",
        text:
          "if (checkSelfPermission(Manifest.permission.CAMERA) != GRANTED) requestPermissions(arrayOf(Manifest.permission.CAMERA), 1)"
      ),
      platform: .android, catalog: catalog)
    #expect(ask.requests.map { "\($0.permission) \($0.isCheckOnly)" } == ["CAMERA false", "CAMERA false"])
  }

  @Test("Objective-C messages, with class methods that only check")
  func objectiveC() {
    let text = """
      - (void)requestAlwaysAuthorization { }
      - (void)start {
          self.activity = [[CMMotionActivityManager alloc] init];
          BOOL ok = [CMPedometer isStepCountingAvailable];
          [self.manager requestWhenInUseAuthorization];
          [AVCaptureDevice requestAccessForMediaType:AVMediaTypeVideo completionHandler:^(BOOL granted) {}];
          [PHPhotoLibrary requestAuthorizationForAccessLevel:PHAccessLevelAddOnly handler:^(PHAuthorizationStatus s) {}];
          NSLog(@"[self.manager requestAlwaysAuthorization]");
      }
      """
    #expect(
      requests("App/C.m", text) == ["motion@3:23", "location-when-in-use@5:19", "camera@6:22", "photos-add@7:21"])
  }

  @Test("Kotlin and Java: constants, imports and strings in a file that requests; none in a file that does not")
  func android() {
    let kotlin = """
      import android.Manifest.permission.POST_NOTIFICATIONS
      // Manifest.permission.READ_CONTACTS
      fun ask() {
        launcher.launch(POST_NOTIFICATIONS)
        ActivityCompat.requestPermissions(a, arrayOf(android.Manifest.permission.CAMERA, "android.permission.RECORD_AUDIO"), 1)
      }
      """
    #expect(
      requests("app/src/main/java/A.kt", kotlin) == [
        "POST_NOTIFICATIONS@4:19", "CAMERA@5:56", "RECORD_AUDIO@5:84",
      ])
    let constants = "object Needed { val all = arrayOf(Manifest.permission.CAMERA) }\n"
    #expect(requests("app/src/main/java/B.kt", constants).isEmpty)
  }

  @Test("a file that names no API of the table is not tokenized and uses nothing")
  func prefilter() {
    let uses = NativePermissionUses(
      file: SourceFile(path: "App/D.swift", text: "struct Row { let title: String }\n"), platform: .apple,
      catalog: catalog)
    #expect(uses.requests.isEmpty && uses.usedPermissions.isEmpty && uses.settingsCalls.isEmpty)
  }
}
