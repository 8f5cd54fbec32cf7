#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Suggests the closest known word for a misspelt one.
enum DidYouMean {
  /// The candidate within a small edit distance of `word`, preferring the closest.
  static func closest(to word: String, in candidates: [String]) -> String? {
    let limit = max(1, min(3, word.count / 3))
    var best: (word: String, distance: Int)?
    for candidate in candidates.sorted() {
      let distance = editDistance(Array(word.lowercased()), Array(candidate.lowercased()))
      if distance <= limit, distance < (best?.distance ?? Int.max) {
        best = (candidate, distance)
      }
    }
    return best?.word
  }

  /// Edit distance in which swapping two neighbouring letters (`flwo` for `flow`) is one
  /// edit, the commonest typing slip (optimal string alignment distance).
  static func editDistance(_ lhs: [Character], _ rhs: [Character]) -> Int {
    if lhs.isEmpty { return rhs.count }
    if rhs.isEmpty { return lhs.count }
    var beforePrevious = [Int](repeating: 0, count: rhs.count + 1)
    var previous = Array(0...rhs.count)
    var current = [Int](repeating: 0, count: rhs.count + 1)
    for i in 1...lhs.count {
      current[0] = i
      for j in 1...rhs.count {
        let cost = lhs[i - 1] == rhs[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, lhs[i - 1] == rhs[j - 2], lhs[i - 2] == rhs[j - 1] {
          current[j] = min(current[j], beforePrevious[j - 2] + 1)
        }
      }
      (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[rhs.count]
  }
}
