/// The parts of a Swift or Objective-C file that no build App Store Connect receives holds:
/// those compiled only for the Simulator (`#if targetEnvironment(simulator)` in Swift,
/// `#if TARGET_OS_SIMULATOR` in C) and those compiled only for debugging (`#if DEBUG`,
/// `#ifdef DEBUG`), each up to its `#else`, `#elseif` or `#endif`, and the `#else` of their
/// negations. No build of them reaches a device or the store, so what they call ships in no
/// binary (DuckDuckGo reads the active keyboards only under the Simulator, for its UI tests;
/// Ice Cubes registers defaults in a `#if DEBUG` block of its app delegate).
///
/// `DEBUG` is the condition Xcode's project templates set for the Debug configuration alone
/// (`SWIFT_ACTIVE_COMPILATION_CONDITIONS`, `GCC_PREPROCESSOR_DEFINITIONS = DEBUG=1`); an
/// archive is built with Release. Only these exact conditions are read:
/// `#ifdef TARGET_OS_SIMULATOR` and `defined(TARGET_IPHONE_SIMULATOR)` are true on every build
/// (TargetConditionals defines both as 0 or 1), and a condition that joins one of them with
/// anything else is not known to exclude a shipped build.
struct UnshippedCode {
  /// The byte ranges compiled only for the Simulator or for debugging, in order.
  private(set) var ranges: [Range<Int>] = []

  /// The unshipped parts of `bytes`; reads directive lines only (a `#` first on its line).
  init(_ bytes: [UInt8]) {
    // `#if`, `#elseif`/`#elif`, `#else`, `#endif` as they nest: whether the branch being read
    // is unshipped, and whether an earlier condition of its chain was a negation (every later
    // branch then is unshipped).
    struct Branch {
      var unshipped: Bool
      var afterNegation: Bool
    }
    var stack: [Branch] = []
    var start: Int?
    func inside() -> Bool { stack.contains(where: \.unshipped) }
    var lineStart = 0
    while lineStart < bytes.count {
      var lineEnd = lineStart
      while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
      var index = lineStart
      while index < lineEnd, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
      if index < lineEnd, bytes[index] == UInt8(ascii: "#") {
        let was = inside()
        let (directive, condition) = Self.directive(bytes, index + 1..<lineEnd)
        switch directive {
        case "if", "ifdef", "ifndef":
          let meaning = Self.meaning(of: condition, directive: directive)
          stack.append(Branch(unshipped: meaning == .unshipped, afterNegation: meaning == .shipped))
        case "elseif", "elif":
          if var branch = stack.popLast() {
            let meaning = Self.meaning(of: condition, directive: "if")
            branch.unshipped = branch.afterNegation || meaning == .unshipped
            branch.afterNegation = branch.afterNegation || meaning == .shipped
            stack.append(branch)
          }
        case "else":
          if var branch = stack.popLast() {
            branch.unshipped = branch.afterNegation
            stack.append(branch)
          }
        case "endif":
          _ = stack.popLast()
        default:
          break
        }
        let now = inside()
        if !was, now { start = lineEnd }
        if was, !now, let begin = start {
          ranges.append(begin..<lineStart)
          start = nil
        }
      }
      lineStart = lineEnd + 1
    }
    if let start, start < bytes.count { ranges.append(start..<bytes.count) }
  }

  /// Whether the byte at `offset` is compiled only for the Simulator or for debugging.
  func contains(_ offset: Int) -> Bool {
    // Few ranges per file: a binary search would cost more than it saves.
    ranges.contains { $0.contains(offset) }
  }

  /// Whether `bytes` may hold a Simulator or debug condition at all: most files have none,
  /// and are not read line by line.
  static func mayHold(_ bytes: [UInt8]) -> Bool {
    ByteSearch.contains(bytes, simulatorNeedle) || ByteSearch.contains(bytes, upperNeedle)
      || ByteSearch.contains(bytes, debugNeedle)
  }

  private static let simulatorNeedle = Array("simulator".utf8)
  private static let upperNeedle = Array("SIMULATOR".utf8)
  private static let debugNeedle = Array("DEBUG".utf8)

  private enum Meaning {
    /// True in no shipped build: on the Simulator alone, or in debug builds alone.
    case unshipped
    /// True in every shipped build (the negation).
    case shipped
    case other
  }

  /// The directive's name and its condition without spaces, a trailing comment cut off.
  private static func directive(_ bytes: [UInt8], _ range: Range<Int>) -> (String, String) {
    var index = range.lowerBound
    while index < range.upperBound, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
    let nameStart = index
    while index < range.upperBound, bytes[index] >= UInt8(ascii: "a"), bytes[index] <= UInt8(ascii: "z") { index += 1 }
    let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
    var condition: [UInt8] = []
    while index < range.upperBound {
      let byte = bytes[index]
      if byte == UInt8(ascii: "/"), index + 1 < range.upperBound,
        bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*")
      {
        break
      }
      if byte != 0x20, byte != 0x09, byte != 0x0D { condition.append(byte) }
      index += 1
    }
    return (name, String(decoding: condition, as: UTF8.self))
  }

  /// What the condition of `#if`, `#ifdef` or `#ifndef` says of shipped builds.
  private static func meaning(of condition: String, directive: String) -> Meaning {
    // `#ifdef DEBUG` is true in debug builds alone; `#ifdef TARGET_OS_SIMULATOR` on every build.
    if directive == "ifdef" { return condition == "DEBUG" ? .unshipped : .other }
    if directive == "ifndef" { return condition == "DEBUG" ? .shipped : .other }
    var condition = Substring(condition)
    let negated = condition.hasPrefix("!")
    if negated { condition = condition.dropFirst() }
    // `#if (TARGET_OS_SIMULATOR)`, `#if !(targetEnvironment(simulator))`: one pair of
    // parentheses around the whole.
    if !unshippedConditions.contains(String(condition)), condition.hasPrefix("("), condition.hasSuffix(")") {
      condition = condition.dropFirst().dropLast()
    }
    guard unshippedConditions.contains(String(condition)) else { return .other }
    return negated ? .shipped : .unshipped
  }

  private static let unshippedConditions: Set<String> = [
    "targetEnvironment(simulator)", "TARGET_OS_SIMULATOR", "TARGET_IPHONE_SIMULATOR", "TARGET_OS_SIMULATOR==1",
    "TARGET_IPHONE_SIMULATOR==1", "DEBUG", "DEBUG==1", "defined(DEBUG)",
  ]
}
