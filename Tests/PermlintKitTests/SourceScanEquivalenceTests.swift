import Testing

@_spi(Testing) @testable import PermlintKit

// The byte scanners of the source stage were made faster (one pass for the fingerprint and
// the seed words, several needle groups at once, memchr, masks for identifier bytes). Each
// must answer exactly as the code it replaced, or findings change: these tests compare them
// with that code, kept here as the reference, on tricky inputs and on generated ones.

/// A small deterministic generator (xorshift), so a failure can be reproduced.
struct ScanInputGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed | 1 }

  mutating func next() -> UInt64 {
    state ^= state << 13
    state ^= state >> 7
    state ^= state << 17
    return state
  }

  mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

  /// Source-like text: code, comments, strings of every kind, unterminated ones, Unicode
  /// identifiers, digits glued to names, and the API words the gates look for.
  mutating func source(pieces: Int) -> [UInt8] {
    let fragments = [
      "//", "/*", "*/", "/**", "\"", "'", "`", "r'", "r\"", "'''", "\"\"\"", "\\", "\\\"", "\n", "\r\n", " ", "\t",
      "(", ")", "{", "}", "[", "]", ";", ",", ".", "=", "==", "=>", "->", ":", "<", ">", "*", "-", "@", "#",
      "func", "fun", "function", "class", "const", "let", "val", "var", "final", "return", "await", "new", "if",
      "async", "request", "requestPermission", "openAppSettings", "openSettings", "Permission", "PERMISSIONS",
      "IOS", "camera", "showHint", "build", "x", "a1", "1request", "0x1F", "$scope", "_private", "é", "名前",
      "naïve", "Straße", "app-settings:", "android.permission.CAMERA", "Manifest", "permission", "UserDefaults",
      "stat", "requestAccess", "AVCaptureDevice", "advertisingIdentifier", "permlint-disable", "\u{0}",
    ]
    var bytes: [UInt8] = []
    for _ in 0..<pieces { bytes += Array(fragments[below(fragments.count)].utf8) }
    return bytes
  }
}

/// The tricky inputs every scanner is tried on first.
let trickyScanInputs: [String] = [
  "",
  "x",
  "// openAppSettings\nx.showHint();\n",
  "/* openAppSettings /* nested */ still */ request()",
  "/* unterminated openAppSettings",
  "\"unterminated string openAppSettings\nnext()",
  "'app-settings:' + \"app-settings:\"",
  "r'raw \\' openAppSettings' request",
  "'''triple ' openAppSettings ''' request",
  "`template ${openAppSettings()} `",
  "é名前 = () => {}; naïve(a) {",
  "1request 0x1Frequest request1",
  "func showHint(_ a: Int) -> Bool { true }\n",
  "- (void)showHint:(id)sender {\n}\n",
  "export const showHint = async () => {};\n",
  "class A extends B {\n  showHint() {\n    this.x();\n  }\n}\n",
  // Strings and comments longer than the sixteen bytes skipped at once, with what ends or
  // escapes them at every offset.
  "\"0123456789abcdef\\\"0123456789abcdef\" openAppSettings",
  "'0123456789abcdefghij\nrequest() '0123456789abcdef0123456789abcdef\\' x' y",
  "'''line one of more than sixteen bytes\nline two ' '' ''' openAppSettings()",
  "r'0123456789abcdef\\' request() r\"0123456789abcdefgh\\\" z",
  "/* 0123456789abcdef /* nested 0123456789abcdef */ still 0123456789abcdef */ openAppSettings",
  "/* 0123456789abcdef*0123456789abcdef/0123456789abcdef**/ request()",
  "`0123456789abcdef\n0123456789abcdef ${openAppSettings()} 0123456789abcdef` v",
  "\"0123456789abcdef0123456789abcdef",
  "val p = \"android.permission.CAMERA\" // Manifest.permission.CAMERA",
  "\\",
  "'",
  "/",
  "/*",
  "a\u{0}b permlint-disable",
]

@Suite("Source scanners answer as the code they replaced")
struct SourceScanEquivalenceTests {
  static let words = ["openAppSettings", "request", "\"app-settings:", "Permission", "名前", "x"]
  static let seeds = IdentifierSet(words)
  /// The words as `IdentifierSet` keeps them: their longest identifier run.
  static let runs = [
    Array("openAppSettings".utf8), Array("request".utf8), Array("settings".utf8),
    Array("Permission".utf8), Array("名前".utf8), Array("x".utf8),
  ]

  static var inputs: [[UInt8]] {
    var generator = ScanInputGenerator(seed: 0x5EED_0025)
    return trickyScanInputs.map { Array($0.utf8) }
      + (0..<300).map { _ in generator.source(pieces: 1 + generator.below(80)) }
  }

  @Test("the one-pass fingerprint has the bits of the old two-pass one, and the same seed answer")
  func fingerprints() {
    for bytes in Self.inputs {
      let scanned = Self.seeds.scanTables().scan(bytes, reading: .raw)
      let reference = ReferenceScan.fingerprint(bytes)
      var same = true
      for bit in 0..<4096 {
        let probe = UInt64(bit) | UInt64(bit) << 32
        same = same && scanned.fingerprint.mayUse(probe) == reference.uses[bit]
        same = same && scanned.fingerprint.mayDeclare(probe) == reference.declarations[bit]
      }
      #expect(same, "\(String(decoding: bytes, as: UTF8.self))")
      #expect(IdentifierSet.fingerprint(of: bytes).mayUse(0) == scanned.fingerprint.mayUse(0))
      #expect((scanned.found != 0) == ReferenceScan.occurs(Self.runs, in: bytes))
      #expect(Self.seeds.occurs(in: bytes) == ReferenceScan.occurs(Self.runs, in: bytes))
    }
  }

  @Test("a token is a seed word exactly when the old test said so")
  func words() {
    for bytes in Self.inputs {
      SourceTokenizer(bytes: bytes, style: .slashes).forEachToken { token in
        let text = Array(bytes[token.range])
        #expect(Self.seeds.isWord(bytes, token.range) == Self.runs.contains(text))
      }
    }
  }

  @Test("the seed check asked with the fingerprint's hashes answers as the check that reads tokens")
  func seedsFromHashes() {
    let vocabulary = PermissionCatalog.builtIn.codeFlows
    var found = 0
    for bytes in Self.inputs {
      let tokenizer = SourceTokenizer(bytes: bytes, style: .slashes)
      let reading = SeedWordCheck(vocabulary)
      tokenizer.forEachToken { reading.read($0, in: bytes) }
      let hashed = SeedWordCheck(vocabulary)
      _ = TokenFingerprint.build(bytes, seeds: hashed) { builder in tokenizer.forEachToken { builder.read($0) } }
      #expect(hashed.found == reading.found, "\(String(decoding: bytes, as: UTF8.self))")
      if reading.found { found += 1 }
    }
    // Both answers occur among the inputs.
    #expect(found > 10 && found < Self.inputs.count - 10)
  }

  /// Whether the Swift readers would read `bytes` closely: a code identifier among `words`,
  /// a string literal that starts with `app-settings:`, or a seed word in the code.
  static func readsClosely(_ bytes: [UInt8], words: Set<String>, vocabulary: CodeFlowVocabulary) -> Bool {
    let tokenizer = SourceTokenizer(bytes: bytes, style: .slashes)
    let seeds = SeedWordCheck(vocabulary)
    var named = false
    tokenizer.forEachToken { token in
      seeds.read(token, in: bytes)
      if token.kind == .identifier, words.contains(tokenizer.text(token)) { named = true }
      if tokenizer.string(token, startsWith: "app-settings:") { named = true }
    }
    return named || seeds.found
  }

  @Test("the C token scan makes TokenFingerprint's bits and decides as the Swift readers' tokens")
  func tokenScan() {
    let catalog = PermissionCatalog.builtIn
    let vocabulary = catalog.codeFlows
    let openers = catalog.permissionHandler.settingsOpeners.flatMap { $0.split(separator: ".").map(String.init) }
    let gates: [(SourceScanTables, Set<String>)] = [
      (catalog.codeReaderGates.dart, Set(["Permission"] + openers)),
      (
        catalog.codeReaderGates.javaScript,
        ["PERMISSIONS", "openSettings", "requestNotifications", "checkNotifications"]
      ),
    ]
    var closely = 0
    let extra = [
      "// Permission.camera\nfinal x = 'Permission.microphone';\n", "Permission.camera.request()",
      "x = r'app-settings:'; y", "/* PERMISSIONS.IOS.CAMERA */ z", "openSettings ( )", "'a' PERMISSIONS",
    ].map { Array($0.utf8) }
    for bytes in Self.inputs + extra {
      let tokenizer = SourceTokenizer(bytes: bytes, style: .slashes)
      let reference = TokenFingerprint.build(bytes) { builder in tokenizer.forEachToken { builder.read($0) } }
      for (gate, words) in gates {
        let scanned = gate.scan(bytes, reading: .tokens)
        var same = true
        for bit in 0..<4096 {
          let probe = UInt64(bit) | UInt64(bit) << 32
          same = same && scanned.fingerprint.mayUse(probe) == reference.mayUse(probe)
          same = same && scanned.fingerprint.mayDeclare(probe) == reference.mayDeclare(probe)
        }
        #expect(same, "\(String(decoding: bytes, as: UTF8.self))")
        let expected = Self.readsClosely(bytes, words: words, vocabulary: vocabulary)
        #expect((scanned.found != 0) == expected, "\(String(decoding: bytes, as: UTF8.self))")
        if expected { closely += 1 }
      }
    }
    // Both answers occur among the inputs.
    #expect(closely > 10 && closely < 2 * (Self.inputs.count + extra.count) - 10)
  }

  /// Whether the code of `bytes`, read as tokens, names a seed word.
  static func seedInCode(_ bytes: [UInt8]) -> Bool {
    let check = SeedWordCheck(PermissionCatalog.builtIn.codeFlows)
    SourceTokenizer(bytes: bytes, style: .slashes).forEachToken { check.read($0, in: bytes) }
    return check.found
  }

  @Test("a Dart or JavaScript file read through its gate gives what its reader gave without one")
  func gatedReaders() {
    let catalog = PermissionCatalog.builtIn
    for bytes in Self.inputs {
      let file = SourceFile(path: "lib/a.dart", bytes: bytes)
      let openers = catalog.permissionHandler.settingsOpeners
      let plain = DartPermissionUses(file: file, settingsOpeners: openers, seeds: SeedWordCheck(catalog.codeFlows))
      let gated = DartPermissionUses(
        file: file, settingsOpeners: openers, seeds: SeedWordCheck(catalog.codeFlows),
        gate: catalog.codeReaderGates.dart)
      #expect(gated.uses.map(\.location) == plain.uses.map(\.location))
      #expect(gated.uses.map(\.isRequest) == plain.uses.map(\.isRequest))
      #expect(gated.settingsCalls == plain.settingsCalls)
      // Whether the code names a seed word is read from the tokens either way (the plain
      // reader leaves a file without its words to a raw byte scan, where `1request` is one
      // run, not the seed `request`; as tokens it is `1` and `request`).
      #expect(gated.tokenized?.seedInCode == Self.seedInCode(bytes))
      let script = SourceFile(path: "src/a.ts", bytes: bytes)
      let plainScript = JavaScriptPermissionUses(file: script, seeds: SeedWordCheck(catalog.codeFlows))
      let gatedScript = JavaScriptPermissionUses(
        file: script, seeds: SeedWordCheck(catalog.codeFlows), gate: catalog.codeReaderGates.javaScript)
      #expect(gatedScript.uses.map(\.location) == plainScript.uses.map(\.location))
      #expect(gatedScript.androidUses.map(\.location) == plainScript.androidUses.map(\.location))
      #expect(gatedScript.settingsCalls == plainScript.settingsCalls)
      #expect(gatedScript.tokenized?.seedInCode == Self.seedInCode(bytes))
    }
  }

  @Test("the tokenizer yields the old tokens")
  func tokens() {
    for bytes in Self.inputs {
      for style in [SourceTokenizer.CommentStyle.slashes, .hash] {
        let tokens = SourceTokenizer(bytes: bytes, style: style).tokens()
        let reference = ReferenceTokenizer.tokens(bytes, hashComments: style == .hash)
        #expect(tokens.map(\.range) == reference.map(\.range), "\(String(decoding: bytes, as: UTF8.self))")
        #expect(tokens.map(\.kind) == reference.map(\.kind))
      }
    }
  }

  @Test("ByteSearch finds a needle exactly where a byte-by-byte search does")
  func byteSearch() {
    var generator = ScanInputGenerator(seed: 7)
    let needles = ["permlint-disable", "Permission", "app-settings:", "aa", "a", "-", "__", "ab-", "\u{0}"]
    for bytes in Self.inputs {
      for needle in needles.map({ Array($0.utf8) }) {
        #expect(ByteSearch.contains(bytes, needle) == ReferenceScan.contains(bytes, needle))
      }
      #expect(ByteSearch.contains(bytes, byte: 0) == bytes.contains(0))
    }
    let alphabet = Array("ab-_".utf8)
    for _ in 0..<2000 {
      let bytes = (0..<generator.below(40)).map { _ in alphabet[generator.below(4)] }
      let needle = (0..<(1 + generator.below(4))).map { _ in alphabet[generator.below(4)] }
      #expect(ByteSearch.contains(bytes, needle) == ReferenceScan.contains(bytes, needle), "\(bytes) \(needle)")
    }
    #expect(ByteSearch.mayContain("a/node_modules/b", "node_modules/"))
    #expect(!ByteSearch.mayContain("a/node_module/b", "node_modules/"))
  }

  @Test("NeedleSet answers each group as its own search does, one pass for all")
  func needleGroups() {
    var generator = ScanInputGenerator(seed: 11)
    let alphabet = Array("abc.-".utf8)
    for _ in 0..<400 {
      let groups = (0..<(1 + generator.below(3))).map { _ in
        (0..<generator.below(4)).map { _ in (0..<(1 + generator.below(6))).map { _ in alphabet[generator.below(5)] } }
      }
      let set = NeedleSet(groups: groups)
      let merged = NeedleSet(merging: groups.map { NeedleSet($0) })
      for _ in 0..<10 {
        let bytes = (0..<generator.below(30)).map { _ in alphabet[generator.below(5)] }
        var expected: UInt32 = 0
        for (index, group) in groups.enumerated() where group.contains(where: { ReferenceScan.contains(bytes, $0) }) {
          expected |= 1 << UInt32(index)
        }
        #expect(set.groups(in: bytes) == expected, "\(groups) \(bytes)")
        #expect(merged.groups(in: bytes) == expected)
        #expect(NeedleSet(Array(groups.joined())).occurs(in: bytes) == (expected != 0))
      }
    }
  }

  /// Native sources with the names the gates look for in every place: calls, members,
  /// strings, comments, glued to digits or inside longer names.
  static let nativeInputs = [
    "[[NSUserDefaults standardUserDefaults] advertisingIdentifier]",
    "let d = UserDefaults.standard\nstat(path, &buffer)\n", "1stat(path, &b)", "x.requestAccess(for: .video) { _ in }",
    "let s = state; static var status = 0", "UIApplication.shared.open(URL(string: \"app-settings:\")!)",
    "Intent(Settings.ACTION_APPLICATION_DETAILS_SETTINGS)", "Intent(\"android.settings.APPLICATION_DETAILS_SETTINGS\")",
    "import android.Manifest.permission.CAMERA\nrequestPermissions(arrayOf(CAMERA), 1)",
    "ActivityCompat.requestPermissions(a, arrayOf(Manifest.permission.CAMERA), 1)",
    "val p = \"android.permission.CAMERA\"", "// CLLocationManager().requestWhenInUseAuthorization()",
    "let m = CLLocationManager(); m.requestWhenInUseAuthorization()", "AdvertisingIdClient.getAdvertisingIdInfo(c)",
    "ProcessInfo.processInfo.systemUptime", "myrequestAccess(); requestAccessLater()",
    // Health Connect: the platform's constants, Jetpack's calls and constants, a record held in a variable.
    "arrayOf(HealthPermissions.READ_HEART_RATE)", "HealthPermission.getReadPermission(HeartRateRecord::class)",
    "HealthPermission.PERMISSION_READ_HEALTH_DATA_IN_BACKGROUND", "getWritePermission<StepsRecord>()",
    "val m = mapOf(1 to StepsRecord::class)\nfun p(r: KClass<Record>) = HealthPermission.getReadPermission(r)",
    "val s = \"android.permission.health.READ_HEART_RATE\"",
  ].map { Array($0.utf8) }

  @Test("the native gate holds every file whose readers find something, in one pass with the fingerprint")
  func nativeGate() {
    let catalog = PermissionCatalog.builtIn
    var said = (permission: 0, requiredReason: 0, advertising: 0)
    for bytes in Self.inputs + Self.nativeInputs {
      for (path, platform) in [("A.swift", NativePermissionUses.Platform.apple), ("A.kt", .android)] {
        let file = SourceFile(path: path, bytes: bytes)
        let scan = catalog.nativeSourceGate.scan(file, apple: platform == .apple)
        // The readers searching every needle anywhere in the bytes, as before the gate.
        let read = NativePermissionUses(
          file: file, platform: platform, catalog: catalog.nativeAPIs, privacy: catalog.privacy)
        let text = String(decoding: bytes, as: UTF8.self)
        if !scan.found.permissionAPI {
          #expect(read.requests.isEmpty && read.usedPermissions.isEmpty && read.settingsCalls.isEmpty, "\(text)")
          #expect(read.locationServices.isEmpty && read.notificationSettingsCalls.isEmpty, "\(text)")
          #expect(read.photoPickerUses.isEmpty, "\(text)")
        } else {
          said.permission += 1
        }
        if !scan.found.requiredReasonAPI {
          #expect(read.requiredReasonUses.isEmpty, "\(text)")
        } else {
          said.requiredReason += 1
        }
        if !scan.found.advertisingID {
          #expect(read.advertisingIDReads.isEmpty, "\(text)")
        } else {
          said.advertising += 1
        }
        // The seed answer is `SeedWordCheck`'s over the tokens, the fingerprint
        // `TokenFingerprint`'s: what `SourceKinds.outline` asked of a tokenizer before.
        #expect(scan.seedInCode == Self.seedInCode(bytes), "\(text)")
        let tokenizer = SourceTokenizer(bytes: bytes, style: .slashes)
        let reference = TokenFingerprint.build(bytes) { builder in tokenizer.forEachToken { builder.read($0) } }
        #expect(
          (0..<4096).allSatisfy { bit in
            let probe = UInt64(bit) | UInt64(bit) << 32
            return scan.fingerprint.mayUse(probe) == reference.mayUse(probe)
              && scan.fingerprint.mayDeclare(probe) == reference.mayDeclare(probe)
          }, "\(text)")
      }
    }
    #expect(said.permission > 10 && said.requiredReason > 10 && said.advertising > 2)
    // A name inside a longer one is no use of it: `state` and `static` name no `stat`.
    let state = SourceFile(path: "A.swift", bytes: Array("let s = state; static var status = 0".utf8))
    #expect(!catalog.nativeSourceGate.scan(state, apple: true).found.requiredReasonAPI)
    let glued = SourceFile(path: "A.swift", bytes: Array("1stat(path, &b)".utf8))
    #expect(catalog.nativeSourceGate.scan(glued, apple: true).found.requiredReasonAPI)
    // Names in comments hold no file: its readers skip comments (issue 23).
    let commented = SourceFile(
      path: "A.kt",
      bytes: Array("// ActivityCompat.requestPermissions(a, arrayOf(Manifest.permission.CAMERA), 1)\n".utf8))
    let scan = catalog.nativeSourceGate.scan(commented, apple: false)
    #expect(!scan.found.permissionAPI && !scan.seedInCode)
    #expect(!scan.fingerprint.mayUse(IdentifierSet.hash(of: "requestPermissions")))
    // Every string the Android reader looks for starts with `android.`.
    #expect(NativeSourceGate.stringPrefix(NativePermissionCatalog.androidStringPrefixes) == "android.")
    #expect(NativeSourceGate.stringPrefix(["app-settings:"]) == "app-settings:")
  }

  @Test(
    "a path's folders and prefix are read as the character-based code read them",
    arguments: [
      "a/b/c.dart", "test/a.dart", "a/test/b.dart", "a//test//b.dart", "test", "a/test/", "/test/a", "é/test/a",
      "a/te\u{301}st/b", "a/test\u{301}/b", "OWNER__REPO__app.json", "a___b", "__", "a__", "x/é__app.json",
      "a__\u{301}b", "a/b/c.test.ts", "c.spec.js", "c.test", "tests.", "a.b.c",
    ])
  func paths(_ path: String) {
    let input = InputPath(path)
    let isTest = { (folder: Substring) in ExampleApps.testFolders.contains(String(folder)) }
    #expect(input.containsFolder(where: isTest) == input.folders.contains(where: isTest))
    #expect(input.containsFolder { $0.hasSuffix("b") } == input.folders.contains { $0.hasSuffix("b") })
    let name = input.name
    #expect(input.unprefixedName == (name.ranges(of: "__").last.map { String(name[$0.upperBound...]) } ?? name))
    #expect(SourceKinds.isTestName(name) == [".test.", ".spec."].contains(where: { name.contains($0) }))
  }
}

/// The scanners as they were before the source stage was made faster.
enum ReferenceScan {
  static func isIdentifierByte(_ byte: UInt8) -> Bool {
    (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
      || byte == UInt8(ascii: "$") || byte >= 0x80
  }

  /// The identifier hash, a byte at a time: the length, then each little-endian word of up to
  /// eight bytes (the last, of 1 to 8, padded with zeros) folded in by a 128-bit product
  /// whose halves are xored; the multiplier of the last word differs.
  static func hash(_ bytes: ArraySlice<UInt8>) -> UInt64 {
    func fold(_ value: UInt64, _ multiplier: UInt64) -> UInt64 {
      let (high, low) = value.multipliedFullWidth(by: multiplier)
      return high ^ low
    }
    var words: [UInt64] = []
    var word: UInt64 = 0
    var filled: UInt64 = 0
    for byte in bytes {
      word |= UInt64(byte) << (8 * filled)
      filled += 1
      if filled == 8 {
        words.append(word)
        word = 0
        filled = 0
      }
    }
    if filled > 0 || words.isEmpty { words.append(word) }
    var hash = UInt64(bytes.count) ^ 0x9E37_79B9_7F4A_7C15
    for (index, word) in words.enumerated() {
      hash = fold(hash ^ word, index == words.count - 1 ? 0xFF51_AFD7_ED55_8CCD : 0x87C3_7B91_1142_53D5)
    }
    return hash
  }

  /// The bits of the old fingerprint, as booleans.
  static func fingerprint(_ bytes: [UInt8]) -> (uses: [Bool], declarations: [Bool]) {
    var uses = [Bool](repeating: false, count: 4096)
    var declarations = [Bool](repeating: false, count: 4096)
    func insert(_ hash: UInt64, _ bits: inout [Bool]) {
      bits[Int(truncatingIfNeeded: hash) & 4095] = true
      bits[Int(truncatingIfNeeded: hash >> 32) & 4095] = true
    }
    bytes.withUnsafeBufferPointer { buffer in
      var reader = ReferenceDeclarationReader(buffer: buffer)
      var index = 0
      while index < buffer.count {
        guard isIdentifierByte(buffer[index]) else {
          reader.pass(buffer[index])
          index += 1
          continue
        }
        let start = index
        while index < buffer.count, isIdentifierByte(buffer[index]) { index += 1 }
        let hash = hash(bytes[start..<index])
        insert(hash, &uses)
        if reader.declares(hash, endingAt: index) { insert(hash, &declarations) }
      }
    }
    return (uses, declarations)
  }

  /// Whether a whole identifier run of `bytes` is one of `words`.
  static func occurs(_ words: [[UInt8]], in bytes: [UInt8]) -> Bool {
    var index = 0
    while index < bytes.count {
      guard isIdentifierByte(bytes[index]) else {
        index += 1
        continue
      }
      let start = index
      while index < bytes.count, isIdentifierByte(bytes[index]) { index += 1 }
      if words.contains(Array(bytes[start..<index])) { return true }
    }
    return false
  }

  static func contains(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool {
    guard !needle.isEmpty, bytes.count >= needle.count else { return false }
    return (0...(bytes.count - needle.count)).contains { Array(bytes[$0..<$0 + needle.count]) == needle }
  }
}

/// The tokenizer as it was: comments skipped byte by byte, identifier bytes by comparisons.
enum ReferenceTokenizer {
  static func tokens(_ bytes: [UInt8], hashComments: Bool) -> [SourceTokenizer.Token] {
    func isStart(_ byte: UInt8) -> Bool {
      (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
        || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
        || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
    }
    func isByte(_ byte: UInt8) -> Bool { isStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) }
    func skipString(_ start: Int, raw: Bool) -> Int {
      let count = bytes.count
      let quote = bytes[start]
      let isTriple = start + 2 < count && bytes[start + 1] == quote && bytes[start + 2] == quote
      var index = start + (isTriple ? 3 : 1)
      while index < count {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\\"), !raw {
          index = min(index + 2, count)
          continue
        }
        if byte == quote {
          if !isTriple { return index + 1 }
          if index + 2 < count, bytes[index + 1] == quote, bytes[index + 2] == quote { return index + 3 }
        }
        if byte == 0x0A, !isTriple, quote != UInt8(ascii: "`") { return index }
        index += 1
      }
      return count
    }
    func skipBlockComment(_ start: Int) -> Int {
      var depth = 0
      var index = start
      while index + 1 < bytes.count {
        if bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "*") {
          depth += 1
          index += 2
        } else if bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") {
          depth -= 1
          index += 2
          if depth == 0 { return index }
        } else {
          index += 1
        }
      }
      return bytes.count
    }
    var result: [SourceTokenizer.Token] = []
    var index = 0
    let count = bytes.count
    while index < count {
      let byte = bytes[index]
      if byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D {
        index += 1
      } else if isStart(byte) {
        let start = index
        index += 1
        while index < count, isByte(bytes[index]) { index += 1 }
        if index - start == 1, byte == UInt8(ascii: "r"), index < count,
          bytes[index] == UInt8(ascii: "'") || bytes[index] == UInt8(ascii: "\"")
        {
          let end = skipString(index, raw: true)
          result.append(.init(kind: .string, range: index..<end))
          index = end
          continue
        }
        result.append(.init(kind: .identifier, range: start..<index))
      } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || byte == UInt8(ascii: "`") {
        let end = skipString(index, raw: false)
        result.append(.init(kind: .string, range: index..<end))
        index = end
      } else if !hashComments, byte == UInt8(ascii: "/"), index + 1 < count, bytes[index + 1] == UInt8(ascii: "/") {
        while index < count, bytes[index] != 0x0A { index += 1 }
      } else if !hashComments, byte == UInt8(ascii: "/"), index + 1 < count, bytes[index + 1] == UInt8(ascii: "*") {
        index = skipBlockComment(index)
      } else if hashComments, byte == UInt8(ascii: "#") {
        while index < count, bytes[index] != 0x0A { index += 1 }
      } else {
        result.append(.init(kind: .punctuation(byte), range: index..<index + 1))
        index += 1
      }
    }
    return result
  }
}

/// The declaration reader as it was (the one-pass fingerprint answers most identifiers
/// inline now).
struct ReferenceDeclarationReader {
  let buffer: UnsafeBufferPointer<UInt8>
  /// The hash of the identifier just before, when only spaces came since.
  private var previous: UInt64?
  /// The last byte before this identifier that is neither a space nor part of an
  /// identifier (`{` at the start of the file), 0 when an identifier came last.
  private var lastByte = UInt8(ascii: "{")

  init(buffer: UnsafeBufferPointer<UInt8>) { self.buffer = buffer }

  /// Notes a byte that is not part of an identifier.
  mutating func pass(_ byte: UInt8) {
    if byte != 0x20, byte != 0x0A, byte != 0x09, byte != 0x0D {
      previous = nil
      lastByte = byte
    }
  }

  /// Whether the identifier with `hash` that ends at `end` is declared there.
  mutating func declares(_ hash: UInt64, endingAt end: Int) -> Bool {
    defer {
      previous = hash
      lastByte = 0
    }
    if let previous, Self.declaring.contains(previous) { return true }
    let next = skipSpaces(end)
    guard next < buffer.count else { return false }
    switch buffer[next] {
    case UInt8(ascii: "("):
      // `a.b(`, `= b(`, `(b(`, `, b(`: an expression, where a name is called, not declared.
      // A declaration starts a statement or a member (after `{`, `}`, `;`, an annotation's
      // `)`, a type's `>` or `]`) or follows its type's name.
      if previous == nil, !Self.beginsMember(lastByte) { return false }
      if Self.notFunctions.contains(hash) { return false }
      if let previous, Self.beforeCalls.contains(previous) { return false }
      guard let close = matchingParenthesis(next) else { return false }
      let after = skipSpaces(close + 1)
      guard after < buffer.count else { return false }
      let byte = buffer[after]
      return byte == UInt8(ascii: "{") || byte == UInt8(ascii: ":") || isArrow(after)
        || (byte == UInt8(ascii: "-") && after + 1 < buffer.count && buffer[after + 1] == UInt8(ascii: ">"))
        || Self.isLetter(byte)
    case UInt8(ascii: "{"), UInt8(ascii: ";"):
      // Objective-C: `- (void)viewDidLoad {`, `- (void)refresh;`.
      return lastByte == UInt8(ascii: ")")
    case UInt8(ascii: "="), UInt8(ascii: ":"):
      // Objective-C: `- (void)open:(id)sender {`.
      if buffer[next] == UInt8(ascii: ":"), lastByte == UInt8(ascii: ")") { return true }
      if buffer[next] == UInt8(ascii: "="), next + 1 < buffer.count,
        buffer[next + 1] == UInt8(ascii: "=") || buffer[next + 1] == UInt8(ascii: ">")
      {
        return false
      }
      if let previous, Self.binding.contains(previous) { return true }
      let value = skipSpaces(next + 1)
      guard value < buffer.count else { return false }
      return buffer[value] == UInt8(ascii: "(") || startsWith("async", at: value) || startsWith("function", at: value)
    default:
      return false
    }
  }

  private func skipSpaces(_ start: Int) -> Int {
    var index = start
    while index < buffer.count {
      let byte = buffer[index]
      guard byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D else { break }
      index += 1
    }
    return index
  }

  /// The `)` that closes the `(` at `open`, looked for within 4 KB.
  private func matchingParenthesis(_ open: Int) -> Int? {
    var depth = 0
    var index = open
    let limit = min(buffer.count, open + 4096)
    while index < limit {
      let byte = buffer[index]
      if byte == UInt8(ascii: "(") {
        depth += 1
      } else if byte == UInt8(ascii: ")") {
        depth -= 1
        if depth == 0 { return index }
      }
      index += 1
    }
    return nil
  }

  private func isArrow(_ index: Int) -> Bool {
    buffer[index] == UInt8(ascii: "=") && index + 1 < buffer.count && buffer[index + 1] == UInt8(ascii: ">")
  }

  private func startsWith(_ word: StaticString, at index: Int) -> Bool {
    word.withUTF8Buffer { word in
      guard index + word.count <= buffer.count else { return false }
      for offset in 0..<word.count where buffer[index + offset] != word[offset] { return false }
      return true
    }
  }

  private static func beginsMember(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: ";")
      || byte == UInt8(ascii: ")") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "]")
      || byte == UInt8(ascii: "*")
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || byte == UInt8(ascii: "_")
  }

  private static func hashes(_ words: [String]) -> SmallHashSet { SmallHashSet(words.map(IdentifierSet.hash(of:))) }

  /// A few hashes, tested first against a mask of their low bits: most identifiers are no
  /// keyword, and are turned away by one AND.
  struct SmallHashSet {
    private let mask: UInt64
    private let hashes: [UInt64]

    init(_ hashes: [UInt64]) {
      self.hashes = hashes
      mask = hashes.reduce(0) { $0 | (1 << ($1 & 63)) }
    }

    func contains(_ hash: UInt64) -> Bool {
      mask & (1 << (hash & 63)) != 0 && hashes.contains(hash)
    }
  }

  /// Words after which a name is declared.
  private static let declaring = hashes([
    "function", "func", "fun", "def", "class", "struct", "interface", "object", "enum", "extension", "protocol",
    "typealias", "mixin", "type", "get", "set", "const", "let", "var", "val", "final", "late",
  ])
  /// Words after which `name =` declares it.
  private static let binding = hashes(["const", "let", "var", "val", "final", "late"])
  /// Words before a parenthesis that are no function's name.
  private static let notFunctions = hashes([
    "if", "while", "for", "switch", "catch", "when", "return", "typeof", "sizeof", "super", "this", "function",
    "guard", "synchronized", "assert", "await",
  ])
  /// Words before a name that make `name(` a call.
  private static let beforeCalls = hashes([
    "return", "await", "new", "throw", "yield", "case", "else", "in", "is", "as", "typeof", "not", "delete", "try",
  ])
}
