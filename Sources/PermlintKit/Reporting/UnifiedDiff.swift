/// A unified diff of one file (`--- a/path`, `+++ b/path`, hunks with three lines of
/// context), as `git diff` and `patch -p1` read it: what `permlint --diff` prints.
///
/// Lines keep their own line endings, so a CR LF file shows as one; the lines between the
/// common start and end are compared by longest common subsequence, which is small for the
/// local edits fixes make.
enum UnifiedDiff {
  /// The diff from `old` to `new` of `path`; empty when they are equal.
  static func render(path: String, old: [UInt8], new: [UInt8], context: Int = 3) -> String {
    guard old != new else { return "" }
    let a = lines(old)
    let b = lines(new)
    var prefix = 0
    while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
      suffix += 1
    }
    let middle = script(Array(a[prefix..<(a.count - suffix)]), Array(b[prefix..<(b.count - suffix)]))
    // The whole file as operations: the common start, the middle, the common end.
    var operations: [(kind: Character, text: String)] = a[..<prefix].map { (" ", $0) }
    operations += middle
    operations += a[(a.count - suffix)...].map { (" ", $0) }
    var output = "--- a/\(path)\n+++ b/\(path)\n"
    var index = 0
    var oldLine = 1
    var newLine = 1
    while index < operations.count {
      guard operations[index].kind != " " else {
        index += 1
        oldLine += 1
        newLine += 1
        continue
      }
      // A hunk: from `context` lines before this change to `context` after the last change
      // that is at most 2 × context lines from the next.
      let start = max(0, index - context)
      var end = index
      var cursor = index
      while cursor < operations.count {
        if operations[cursor].kind != " " {
          end = cursor
          cursor += 1
          continue
        }
        var run = cursor
        while run < operations.count, operations[run].kind == " " { run += 1 }
        if run < operations.count, run - cursor <= 2 * context {
          cursor = run
        } else {
          break
        }
      }
      let stop = min(operations.count, end + 1 + context)
      let lead = index - start
      let hunkOldStart = oldLine - lead
      let hunkNewStart = newLine - lead
      var oldCount = 0
      var newCount = 0
      var body = ""
      for operation in operations[start..<stop] {
        if operation.kind != "+" { oldCount += 1 }
        if operation.kind != "-" { newCount += 1 }
        body += String(operation.kind) + operation.text
        // By the last scalar: "\r\n" is one Character, which `hasSuffix("\n")` does not match.
        if operation.text.unicodeScalars.last != "\n" { body += "\n\\ No newline at end of file\n" }
      }
      output += "@@ -\(range(hunkOldStart, oldCount)) +\(range(hunkNewStart, newCount)) @@\n" + body
      for operation in operations[index..<stop] {
        if operation.kind != "+" { oldLine += 1 }
        if operation.kind != "-" { newLine += 1 }
      }
      index = stop
    }
    return output
  }

  /// `start,count` as unified diffs write it (an empty side starts one line earlier).
  private static func range(_ start: Int, _ count: Int) -> String {
    count == 0 ? "\(start - 1),0" : count == 1 ? "\(start)" : "\(start),\(count)"
  }

  /// The file's lines, each with its line ending (the last may have none).
  static func lines(_ bytes: [UInt8]) -> [String] {
    var result: [String] = []
    var start = 0
    var index = 0
    while index < bytes.count {
      if bytes[index] == 0x0A {
        result.append(String(decoding: bytes[start...index], as: UTF8.self))
        start = index + 1
      }
      index += 1
    }
    if start < bytes.count { result.append(String(decoding: bytes[start...], as: UTF8.self)) }
    return result
  }

  /// The edit script from `a` to `b` by longest common subsequence: deletions before
  /// insertions within a change.
  private static func script(_ a: [String], _ b: [String]) -> [(kind: Character, text: String)] {
    let n = a.count
    let m = b.count
    var lengths = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
    for i in stride(from: n - 1, through: 0, by: -1) {
      for j in stride(from: m - 1, through: 0, by: -1) {
        lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
      }
    }
    var result: [(Character, String)] = []
    var i = 0
    var j = 0
    while i < n || j < m {
      if i < n, j < m, a[i] == b[j] {
        result.append((" ", a[i]))
        i += 1
        j += 1
      } else if i < n, j == m || lengths[i + 1][j] >= lengths[i][j + 1] {
        result.append(("-", a[i]))
        i += 1
      } else {
        result.append(("+", b[j]))
        j += 1
      }
    }
    return result
  }
}
