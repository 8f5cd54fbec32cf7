#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The words of a starter feature map's screens, in the languages `permlint init` can write.
/// Other development languages get the English copy under their own locale, marked for
/// translation, rather than a guess.
struct StarterCopy {
  /// Message of the blocked screen; in English `%@` is the permission's title (titles are
  /// catalog data in English, so other languages name no permission).
  var blocked: String
  var openSettings: String
  var notNow: String
  /// Message of the background-location disclosure shown before the Always request.
  var disclosure: String
  var continueLabel: String
  /// Whether this is the English fallback for a language without copy here.
  var isFallback = false

  static func forLanguage(_ locale: String) -> StarterCopy {
    let language = String(LocaleName.normalize(locale).split(separator: "-").first ?? "en")
    if let copy = table[language] { return copy }
    var english = table["en"]!
    english.isFallback = true
    return english
  }

  private static let table: [String: StarterCopy] = [
    "en": StarterCopy(
      blocked: "This feature needs access to: %@. It is turned off; allow it in Settings.",
      openSettings: "Open Settings",
      notNow: "Not now",
      disclosure:
        "This app uses your location while it is closed or not in use. On the next screen, choose Allow all the time.",
      continueLabel: "Continue"),
    "de": StarterCopy(
      blocked: "Diese Funktion braucht eine Berechtigung, die ausgeschaltet ist. Erlaube sie in den Einstellungen.",
      openSettings: "Einstellungen öffnen", notNow: "Nicht jetzt",
      disclosure:
        "Diese App verwendet deinen Standort, auch wenn sie geschlossen ist oder nicht verwendet wird. Wähle im nächsten Schritt „Immer erlauben“.",
      continueLabel: "Weiter"),
    "fr": StarterCopy(
      blocked: "Cette fonction a besoin d’une autorisation qui est désactivée. Autorisez-la dans les Réglages.",
      openSettings: "Ouvrir les Réglages", notNow: "Plus tard",
      disclosure:
        "Cette app utilise votre position même lorsqu’elle est fermée ou inutilisée. À l’écran suivant, choisissez Toujours autoriser.",
      continueLabel: "Continuer"),
    "es": StarterCopy(
      blocked: "Esta función necesita un permiso que está desactivado. Permítelo en Ajustes.",
      openSettings: "Abrir Ajustes", notNow: "Ahora no",
      disclosure:
        "Esta app usa tu ubicación incluso cuando está cerrada o no está en uso. En la siguiente pantalla, elige Permitir siempre.",
      continueLabel: "Continuar"),
    "vi": StarterCopy(
      blocked: "Tính năng này cần một quyền đang bị tắt. Hãy bật quyền đó trong Cài đặt.",
      openSettings: "Mở Cài đặt", notNow: "Để sau",
      disclosure:
        "Ứng dụng dùng vị trí của bạn cả khi đã đóng hoặc không dùng đến. Ở màn hình tiếp theo, hãy chọn Luôn cho phép.",
      continueLabel: "Tiếp tục"),
  ]
}
