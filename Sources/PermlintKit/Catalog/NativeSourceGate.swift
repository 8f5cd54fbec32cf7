/// The byte gates of a native source, searched in one pass: whether it names a permission
/// API (`NativePermissionCatalog`'s needles), a required-reason API or a read of the
/// advertising identifier (`PrivacyCatalog`'s). Each gate decides whether the file is
/// tokenized for that question; they were three passes over every Swift file, two over
/// every Kotlin or Java file, which cost as much as the rest of reading it.
struct NativeSourceGate: Sendable {
  /// What the gate found in one file.
  struct Found: Sendable {
    var permissionAPI: Bool
    var requiredReasonAPI: Bool
    var advertisingID: Bool
  }

  private let apple: NeedleSet
  private let android: NeedleSet

  /// The gates of both platforms, from the catalogs the file's readers use.
  init(native: NativePermissionCatalog, privacy: PrivacyCatalog) {
    apple = NeedleSet(merging: [native.appleNeedles, privacy.apiNeedles, privacy.appleAdvertisingIDNeedles])
    android = NeedleSet(merging: [native.androidNeedles, NeedleSet([]), privacy.androidAdvertisingIDNeedles])
  }

  /// An empty gate, for a catalog without native APIs.
  init() {
    apple = NeedleSet([])
    android = NeedleSet([])
  }

  /// Which needles of the platform's gates `file` holds: Apple's (Swift, Objective-C) or
  /// Android's (Kotlin, Java). Only Apple's sources are asked about required-reason APIs.
  func search(_ file: SourceFile, apple isApple: Bool) -> Found {
    let groups = (isApple ? apple : android).groups(in: file.bytes)
    return Found(
      permissionAPI: groups & 1 != 0, requiredReasonAPI: groups & 2 != 0, advertisingID: groups & 4 != 0)
  }
}
