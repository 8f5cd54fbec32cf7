/// Completes an app's code model where its permission flows lead, and indexes it.
///
/// At parse time only the files that name a seed word of the flow vocabulary (a request, an
/// opener, a resume hook) have their structure read; the others wait as paths. Here the
/// index of the read files says which names it cannot settle (`unsettledNames`), the waiting
/// files that mention one are read, and so on until nothing new is needed. The index the
/// rules see is therefore the one the whole code would give for the flows they check, at the
/// cost of reading the few files those flows touch: an app that asks for nothing reads none.
enum CodeFlowClosure {
  /// Reads a file of the app's code by its path, `nil` when it cannot be read.
  typealias Reader = @Sendable (String) -> SourceFile?

  /// How many rounds of reading at most: each follows the flows one file further (three
  /// levels of callers and the calls below them are reached in fewer).
  static let maximumRounds = 8

  /// The app with the code its flows lead to added to `codeOutlines`, and the index of its
  /// code.
  static func complete(
    _ app: AppModel, vocabulary: CodeFlowVocabulary, read: Reader?
  ) -> (app: AppModel, index: CodeFlowIndex) {
    var app = app
    var outlines = app.allCodeOutlines
    var index = CodeFlowIndex(outlines, vocabulary: vocabulary)
    guard let read else { return (app, index) }
    var waiting = app.allDeferredCode
    var settled: Set<String> = []
    for _ in 0..<maximumRounds where !waiting.isEmpty {
      let wanted = index.unsettledNames().subtracting(settled)
      guard !wanted.isEmpty else { break }
      settled.formUnion(wanted)
      let search = IdentifierSet(wanted)
      var found: [CodeOutline] = []
      var left: [DeferredCode] = []
      for code in waiting {
        // The fingerprint answers for most files; the few it lets through are read.
        guard search.mayOccur(in: code.fingerprint), let file = read(code.path), search.occurs(in: file.bytes) else {
          left.append(code)
          continue
        }
        if let outline = CodeOutline.read(file) { found.append(outline) }
      }
      waiting = left
      guard !found.isEmpty else { break }
      app.codeOutlines += found
      outlines = (outlines + found).sorted { $0.path < $1.path }
      index = CodeFlowIndex(outlines, vocabulary: vocabulary)
    }
    return (app, index)
  }
}
