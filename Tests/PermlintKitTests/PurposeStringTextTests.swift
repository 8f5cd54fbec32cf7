import Testing

@_spi(Testing) @testable import PermlintKit

@Suite("Purpose-string text measures")
struct PurposeStringTextTests {
  @Test(
    "word equivalents are fair across scripts",
    arguments: [
      ("Camera access", 2.0),
      ("Take a photo of the parcel.", 6.0),
      ("$(PRODUCT_NAME) scans receipts.", 3.0),
      ("Don't share set-up codes", 4.0),
      // Chinese and Japanese: two characters a word.
      ("拍照", 1.0),
      ("投稿用の写真撮影に使用します", 7.0),
      // Thai: three grapheme clusters a word (a consonant with its marks is one).
      ("ถ่ายรูป", 5.0 / 3),
      // A German compound of 26 letters counts as several words.
      ("Kamerazugriffsberechtigung", 26.0 / 6),
      // Vietnamese separates syllables with spaces, like any spaced script.
      ("Chụp ảnh kiện hàng", 4.0),
      // Korean separates words with spaces.
      ("사진을 찍어 배송을 확인합니다", 4.0),
    ])
  func wordEquivalents(_ text: String, _ expected: Double) {
    #expect(abs(PurposeStringText.wordEquivalents(text) - expected) < 0.01, "\(text)")
  }

  @Test("normalized text: Unicode case and whitespace, with ASCII and non-ASCII alike")
  func normalized() {
    #expect(PurposeStringText.normalized("  Scan\tTHE  Code ") == "scan the code")
    #expect(PurposeStringText.normalized("Ảnh\u{00A0} CHỤP\u{2003}Kiện ") == "ảnh chụp kiện")
    #expect(PurposeStringText.normalized("ÜBER Straße") == "über straße")
    #expect(PurposeStringText.normalized(" \n ") == "")
  }

  @Test("words keep combining marks with their letters and apostrophes and hyphens inside")
  func words() {
    // Decomposed Vietnamese: the marks are separate scalars but belong to the word.
    #expect(PurposeStringText.words("Chu\u{0323}p a\u{0309}nh!") == ["chu\u{0323}p", "a\u{0309}nh"])
    #expect(PurposeStringText.words("Don't -set-up $(PRODUCT_NAME)x") == ["don't", "set-up", "x"])
    #expect(PurposeStringText.words("拍照 OK") == ["拍照", "ok"])
  }

  @Test("build variables are found in both spellings and with modifiers")
  func variables() {
    #expect(
      PurposeStringText.variables(in: "$(PRODUCT_NAME) and ${TARGET_NAME:rfc1034identifier}") == [
        "PRODUCT_NAME", "TARGET_NAME",
      ])
    #expect(PurposeStringText.isOnlyVariables("$(PRODUCT_NAME)."))
    #expect(PurposeStringText.isOnlyVariables(" ${CAMERA_REASON} "))
    #expect(!PurposeStringText.isOnlyVariables("$(PRODUCT_NAME) scans receipts"))
    #expect(!PurposeStringText.isOnlyVariables("Costs $5"))
    #expect(!PurposeStringText.isOnlyVariables(""))
  }

  @Test("placeholders match whole texts, phrases and case-sensitive markers only")
  func placeholders() {
    let matcher = PlaceholderMatcher(PermissionCatalog.builtIn.purposeStringQuality)
    #expect(matcher.match("TODO") != nil)
    #expect(matcher.match("n/a") != nil)
    #expect(matcher.match("Lorem ipsum dolor sit amet") != nil)
    #expect(matcher.match("Privacy - Camera Usage Description") != nil)
    #expect(matcher.match("FIXME: explain why") != nil)
    #expect(matcher.match("Usamos la cámara para todo el recibo") == nil)
    #expect(matcher.match("Run a speed test on your network") == nil)
    #expect(matcher.match("TODOS los recibos") == nil)
    // A combining mark continues the word, so this is not the marker.
    #expect(matcher.match("TODO\u{0301} es nuestro") == nil)
    #expect(matcher.match("Fotos – TODO") != nil)
  }

  @Test("vague templates match English requests without a reason, and nothing else")
  func vague() {
    let vague = VagueText(PermissionCatalog.builtIn.purposeStringQuality.vague)
    #expect(vague.match("Allow $(PRODUCT_NAME) to access your camera.") == "to access")
    #expect(vague.match("App needs microphone access") == "access")
    #expect(vague.match("Camera access required.") == "access required")
    #expect(vague.match("We need access to your photo library.") != nil)
    #expect(vague.match("Allow access to your camera to scan QR codes.") == nil)
    #expect(vague.match("To scan receipts, we need access to your camera.") == nil)
    #expect(vague.match("Cho phép truy cập máy ảnh") == nil)
    // A text that names the feature it unlocks is not vague (home-assistant/iOS, firefox-ios).
    #expect(vague.match("Authenticate to access kiosk mode settings.") == nil)
    #expect(vague.match("Firefox requires Face ID to access your saved logins.") == nil)
    #expect(vague.match("App needs access to your camera.") == "needs access to")
    #expect(vague.match("Zugriff auf die Kamera erlauben") == nil)
  }

  @Test("locale names: legacy names, separators, fallbacks")
  func locales() {
    #expect(LocaleName.normalize("English") == "en")
    #expect(LocaleName.normalize("zh_Hans") == "zh-hans")
    #expect(LocaleName.serves("de-DE", "de"))
    #expect(LocaleName.serves("pt", "pt-BR"))
    #expect(!LocaleName.serves("pt-BR", "es"))
  }
}
