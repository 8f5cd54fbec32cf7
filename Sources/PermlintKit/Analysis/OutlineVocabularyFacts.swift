/// What one outline says in the vocabulary's words, apart from anything other outlines
/// declare: the permissions its functions and calls name, its constants' permissions, and
/// which of its calls and names are requests, openers and resume hooks. `CodeFlowClosure`
/// indexes the same outlines at every round and for every app that shares them (a React
/// Native project's screens, once per native folder); these are read once per outline and
/// the index adds only what depends on the other outlines (constants, the app's own function
/// names).
struct OutlineVocabularyFacts: Sendable {
  /// The permissions each function's references name by the vocabulary alone, by function.
  var functionMentions: [Set<String>]
  /// The permissions each call names by the vocabulary alone, with its function, in call order
  /// (only calls inside a function that name one).
  var callMentions: [(function: Int, permissions: Set<String>)]
  /// Every name a function of the outline refers to.
  var referenceNames: Set<String>
  /// The constants whose words name a permission by the vocabulary alone, in order.
  var constants: [(name: String, permissions: Set<String>)]
  /// The calls the vocabulary has request entries for, in order.
  var requestCalls: [Int]
  /// The references that are a bare opener's name and not lower-case (`openSettings` as a
  /// value, `"app-settings:`), in order: function, offset in its references, the opener.
  var openerReferences: [(function: Int, offset: Int, opener: CodeFlowVocabulary.SettingsOpener)]
  /// The calls the vocabulary has opener entries for, in order.
  var openerCalls: [Int]
  /// The functions whose name (a closure's label) is a resume function or `onShow`.
  var resumeFunctions: [Int]
  /// The calls the vocabulary has resume entries for, in order.
  var resumeCalls: [Int]
  /// The names each function refers to or calls, by their number in the run's
  /// `CodeNameTable`, with whether each looks in its own file first (a reference, a call
  /// without a receiver other than `this`, `self`, `widget` or `super`, or a `_private` name):
  /// what the index resolves against the app's functions (order and repeats do not matter,
  /// the edges are sorted and made unique).
  var edgeIDs: [(function: Int32, name: Int32, ownFileFirst: Bool)] = []
  /// Each function's name by its number, -1 for a function without a name.
  var functionNameIDs: [Int32] = []
  /// Each closure or nested function, with the function around it.
  var parentLinks: [(function: Int32, parent: Int32)] = []
  /// The functions that call something that redraws from new state.
  var redrawingFunctions: [Int32] = []
  /// The calls of a name that begins with a capital (a constructor, perhaps).
  var constructions: [(function: Int32, name: String)] = []
  /// The lifecycle methods the outline's types declare, with their type.
  var lifecycleMethods: [(function: Int32, owner: String)] = []
}

extension CodeFlowClosure.Cache {
  /// The facts of `outline`, read once per path for the run's vocabulary.
  func facts(of outline: CodeOutline, _ read: () -> OutlineVocabularyFacts) -> OutlineVocabularyFacts {
    if let known = knownFacts(of: outline.path) { return known }
    let facts = read()
    store(facts, for: outline.path)
    return facts
  }
}
