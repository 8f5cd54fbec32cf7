import Testing

@_spi(Testing) @testable import PermlintKit

/// The native gates keep only needles that contain no shorter one; the byte search that does
/// it at start-up must keep exactly what comparing the strings pairwise keeps.
@Suite("Minimal needles")
struct MinimalNeedlesTests {
  /// The pairwise `String.contains` reduction the byte search replaced. That was the standard
  /// library's `contains`, which is `firstRange(of:) != nil` and finds the empty string in
  /// every string; Foundation's, which this file also sees, does not.
  static func reference(_ needles: Set<String>) -> [[UInt8]] {
    let sorted = needles.sorted { ($0.count, $0) < ($1.count, $1) }
    var kept: [String] = []
    for needle in sorted where !kept.contains(where: { needle.firstRange(of: $0) != nil }) { kept.append(needle) }
    return kept.map { Array($0.utf8) }
  }

  @Test("the built-in catalog's Apple and Android names reduce as the pairwise search reduces them")
  func builtInNames() {
    let native = PermissionCatalog.builtIn.nativeAPIs
    var apple: Set<String> = ["app-settings:"]
    apple.formUnion(native.appleCalls.map(\.symbol))
    apple.formUnion(native.locationServices.map(\.call.symbol))
    apple.formUnion(native.appleSettings)
    apple.formUnion(native.appleUses.keys)
    var android: Set<String> = ["Manifest", "android.permission.", "APPLICATION_DETAILS_SETTINGS"]
    android.formUnion(native.androidPhotoPicker)
    android.formUnion(native.androidLocationServices.map(\.call.symbol))
    #expect(apple.count > 50)
    #expect(NativePermissionCatalog.minimal(apple) == Self.reference(apple))
    #expect(NativePermissionCatalog.minimal(android) == Self.reference(android))
  }

  @Test("overlapping, repeated, prefix and suffix names, single bytes and the empty name")
  func edgeCases() {
    let sets: [Set<String>] = [
      ["Manifest", "android.Manifest", "ManifestCompat", "fest", "x", "box", "xx"],
      ["aa", "aaa", "baa", "ab", "ba"],
      ["requestAccess", "requestAccessForMediaType", "AVCaptureDevice", "Device"],
      ["", "a", "b"],
      [],
    ]
    for needles in sets {
      #expect(NativePermissionCatalog.minimal(needles) == Self.reference(needles), "\(needles)")
    }
  }

  @Test("every set of names over a small alphabet, where containment is frequent")
  func smallAlphabet() {
    // Deterministic: a linear congruential sequence picks 300 sets of up to 30 names.
    var state: UInt64 = 23
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(state >> 33) % bound
    }
    for _ in 0..<300 {
      let needles = Set((0...next(30)).map { _ in String((0...next(6)).map { _ in Array("abc")[next(3)] }) })
      #expect(NativePermissionCatalog.minimal(needles) == Self.reference(needles), "\(needles)")
    }
  }
}
