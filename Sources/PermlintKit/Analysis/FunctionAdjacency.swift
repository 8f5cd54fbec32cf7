/// A call graph's lists by function id, all in one array (each function's run of it, by
/// offsets): building it writes two flat arrays in order instead of appending to a small
/// array per function, which on an app of tens of thousands of functions was a cache miss and
/// often a reallocation per edge.
struct FunctionAdjacency: Sendable {
  /// Where each function's run starts in `targets`; one more entry than functions.
  private var starts: [Int] = [0]
  private var targets: [Int32] = []

  /// No function.
  init() {}

  /// The lists of `count` functions from pairs (`sources[i]` lists `destinations[i]`): each
  /// list ascending, without repeats and without its own function.
  init(count: Int, sources: [Int32], destinations: [Int32]) {
    // A counting sort by source: every pair lands in its source's run.
    var starts = [Int](repeating: 0, count: count + 1)
    for source in sources { starts[Int(source) + 1] += 1 }
    for index in 0..<count { starts[index + 1] += starts[index] }
    var placed = [Int32](repeating: 0, count: sources.count)
    var next = starts
    for (source, destination) in zip(sources, destinations) {
      placed[next[Int(source)]] = destination
      next[Int(source)] += 1
    }
    // Each run sorted, then copied down without repeats.
    var kept = 0
    for function in 0..<count {
      let run = starts[function]..<starts[function + 1]
      starts[function] = kept
      placed[run].sort()
      var last: Int32 = -1
      for index in run where placed[index] != last {
        last = placed[index]
        if last != Int32(function) {
          placed[kept] = last
          kept += 1
        }
      }
    }
    starts[count] = kept
    placed.removeLast(placed.count - kept)
    self.starts = starts
    self.targets = placed
  }

  /// The same graph with every edge turned around (each list ascending).
  func reversed() -> FunctionAdjacency {
    let count = starts.count - 1
    var sources: [Int32] = []
    sources.reserveCapacity(targets.count)
    for function in 0..<count {
      for _ in starts[function]..<starts[function + 1] { sources.append(Int32(function)) }
    }
    return FunctionAdjacency(count: count, sources: targets, destinations: sources)
  }

  /// The functions `function` lists.
  subscript(function: Int) -> ArraySlice<Int32> { targets[starts[function]..<starts[function + 1]] }
}
