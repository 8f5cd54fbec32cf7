/// Whether a Flutter app's photo-library purpose string is ever shown: image_picker picks
/// photos without asking for the library when a call passes `requestFullMetadata: false`
/// (image_picker 0.8.6 and later on iOS: PHPicker, or UIImagePickerController, runs out of the
/// app's process; https://pub.dev/packages/image_picker/changelog, 0.8.6). An app whose only
/// known way into the photo library is such calls never shows NSPhotoLibraryUsageDescription,
/// so what its text says in each locale is moot (lichess-org/mobile: 53 locales "missing" a
/// prompt nobody sees).
///
/// Positive evidence only: a Flutter app that depends on image_picker, calls it, and passes
/// `requestFullMetadata: false` in every call the code outlines show; permission_handler's
/// photo permissions, a code flow that asks for photos, a dependency known to read the
/// library, native code that names the photo library, a video pick or a call whose argument
/// is not the literal `false` all mean the prompt may show.
enum PhotoPickerPrompt {
  /// The key whose prompt image_picker alone never shows this way.
  static let key = "NSPhotoLibraryUsageDescription"

  /// image_picker's calls that take `requestFullMetadata`.
  static let pickCalls: Set<String> = ["pickImage", "pickMultiImage", "pickMedia", "pickMultipleMedia"]
  /// Its calls that do not (videos), and the deprecated ones.
  static let otherCalls: Set<String> = ["pickVideo", "getImage", "getMultiImage", "getVideo", "getLostData"]
  /// Packages that read the photo library themselves, whatever image_picker does.
  static let libraryReaders: Set<String> = [
    "photo_manager", "wechat_assets_picker", "wechat_camera_picker", "gallery_saver", "gallery_saver_plus",
    "image_gallery_saver", "image_gallery_saver_plus", "saver_gallery", "photo_gallery", "multi_image_picker",
    "multi_image_picker_plus", "images_picker", "insta_assets_picker", "photo_view_gallery", "gal",
  ]

  /// Whether the app never shows the photo-library prompt (see the type's comment).
  static func neverShown(in context: RuleContext) -> Bool {
    let app = context.app
    guard app.codeDependencies.contains("image_picker"),
      app.codeDependencies.isDisjoint(with: libraryReaders)
    else { return false }
    // Another library the catalog knows to ask for the photo library.
    for name in app.codeDependencies where name != "image_picker" {
      if context.catalog.libraryPermissionUses.uses(of: [name]).iosKeys.contains(key) { return false }
    }
    // permission_handler's photos, or any flow of the code that asks for the library.
    let handler = context.catalog.permissionHandler
    for use in app.flutter?.uses ?? [] {
      for macro in handler.permissions[use.name] ?? [] where handler.macroKeys[macro]?.contains(key) == true {
        return false
      }
    }
    for site in context.code.requests {
      for id in site.permissions where context.catalog.permissions[id]?.iosKeys.contains(key) == true { return false }
    }
    // Native code of the app's own that names the photo library.
    if app.nativeCode.appleSources.contains(where: { $0.usedPermissions.contains(key) || !$0.requests.isEmpty }) {
      return false
    }
    var outlines = app.codeOutlines.filter { $0.language == .dart }
    let named = IdentifierSet(Array(pickCalls.union(otherCalls)))
    for code in app.deferredCode where code.path.hasSuffix(".dart") && named.mayOccur(in: code.fingerprint) {
      // A file that may call the picker and cannot be read again: the prompt may show.
      guard let outline = context.unreadCode.outline(of: code.path) else { return false }
      outlines.append(outline)
    }
    var calls = 0
    for outline in outlines {
      for call in outline.calls {
        if otherCalls.contains(call.name) { return false }
        guard pickCalls.contains(call.name) else { continue }
        guard passesFalse(call.argumentWords) else { return false }
        calls += 1
      }
    }
    return calls > 0
  }

  /// Whether the arguments say `requestFullMetadata: false`, literally (the words of the
  /// arguments hold their punctuation: `requestFullMetadata`, `:`, `false`).
  private static func passesFalse(_ words: [CodeOutline.Word]) -> Bool {
    guard let at = words.firstIndex(where: { !$0.isString && $0.text == "requestFullMetadata" }),
      at + 2 < words.count, words[at + 1].text == ":"
    else { return false }
    let value = words[at + 2]
    // `false` alone as the argument: `false || x` is no literal.
    let next = at + 3 < words.count ? words[at + 3].text : ","
    return !value.isString && value.text == "false" && (next == "," || next == ")")
  }
}
