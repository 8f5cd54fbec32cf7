/// The permission flows of one app's code, read through `rules/code-flows.yml`: where the code
/// asks for each permission, where it opens Settings and for which permissions, what runs
/// when the app returns to the foreground, and a call graph by name over the app's own
/// functions. Built once per app and shared by the flow rules.
///
/// Calls resolve by name, generously: a call reaches every function of that name (those of
/// the same file first for a call without a receiver), and a function reaches the closures it
/// holds and the functions it names without calling (`onPressed: _openSettings`). A rule
/// that reports what the code does *not* reach is therefore told the most the code could
/// reach, never less.
@_spi(RuleAuthoring) @_spi(Testing) public struct CodeFlowIndex: Sendable {
  /// A function of one of the outlines.
  @_spi(RuleAuthoring) @_spi(Testing) public struct Ref: Hashable, Sendable, Comparable {
    public var file: Int
    public var function: Int
    public static func < (lhs: Ref, rhs: Ref) -> Bool { (lhs.file, lhs.function) < (rhs.file, rhs.function) }
  }

  /// A call that can show the system prompt.
  @_spi(RuleAuthoring) @_spi(Testing) public struct RequestSite: Sendable {
    public var ref: Ref?
    public var file: Int
    /// The index of the call in its outline.
    public var call: Int
    public var permissions: Set<String>
    /// The vocabulary's names that say which permission (`Permission.storage`), in the call
    /// or, when it names none, in the function around it.
    public var names: Set<String> = []
    public var location: FileLocation
    /// The call as written, `Permission.camera.request`.
    public var text: String
  }

  /// A way to the app's settings.
  @_spi(RuleAuthoring) @_spi(Testing) public struct Opener: Sendable {
    public var ref: Ref?
    public var location: FileLocation
    /// The permissions whose page it opens; every permission when empty.
    public var permissions: Set<String>
    public var text: String

    /// Whether it leads to `permission`'s switch.
    public func serves(_ permission: String) -> Bool { permissions.isEmpty || permissions.contains(permission) }
  }

  public let outlines: [CodeOutline]
  let vocabulary: CodeFlowVocabulary
  /// Declared and assigned names -> the functions.
  private(set) var byName: [String: [Ref]] = [:]
  /// The names of the types the app's code declares.
  private(set) var appTypes: Set<String> = []
  /// The id of a function is `base[file] + function`: the graph is arrays by id, so that
  /// following it hashes nothing.
  private var base: [Int] = []
  /// Id -> the function.
  private var refs: [Ref] = []
  /// Each function's edges by id: the functions it calls or names, and the closures it holds.
  private var edges: [[Int32]] = []
  private var callerIDs: [[Int32]] = []
  /// Each function's permissions by id, named directly or through a constant.
  private var mentions: [Set<String>] = []
  /// Whether each function, by id, redraws from new state (`setState`).
  private var redrawing: [Bool] = []
  public private(set) var requests: [RequestSite] = []
  public private(set) var openers: [Opener] = []
  /// Functions that run when the app returns to the foreground.
  public private(set) var resumeRoots: [Ref] = []
  /// Where each resume root is hooked up (for messages).
  public private(set) var resumeLocations: [Ref: FileLocation] = [:]
  /// Filters of the vocabulary's words, asked before its dictionaries (`NameFilter`).
  private var words = VocabularyWords()
  /// `byName`'s names, asked before it for every name a function uses or calls.
  private var functionNames = NameFilter([String]())
  /// Each outline's facts in the vocabulary's words, by file.
  private var facts: [OutlineVocabularyFacts] = []
  /// How many names the run's `CodeNameTable` had numbered when the index was made.
  private var nameCount = 0

  /// The empty index.
  init() {
    outlines = []
    vocabulary = CodeFlowVocabulary()
  }

  /// Indexes `outlines` with `vocabulary`.
  public init(_ outlines: [CodeOutline], vocabulary: CodeFlowVocabulary) {
    self.init(outlines, vocabulary: vocabulary, facts: nil, names: CodeNameTable())
  }

  /// Remembers each outline's `OutlineVocabularyFacts` across indexes made with one
  /// vocabulary: handed the outline and how to read them.
  typealias FactsMemo = (CodeOutline, () -> OutlineVocabularyFacts) -> OutlineVocabularyFacts

  /// Indexes `outlines` with `vocabulary`, each outline's facts taken from `facts` when given
  /// (which must remember them for this vocabulary and `names` only).
  init(_ outlines: [CodeOutline], vocabulary: CodeFlowVocabulary, facts memo: FactsMemo?, names: CodeNameTable) {
    self.outlines = outlines
    self.vocabulary = vocabulary
    guard !outlines.isEmpty else { return }
    words = VocabularyWords(vocabulary)
    for (file, outline) in outlines.enumerated() {
      base.append(refs.count)
      for index in outline.functions.indices { refs.append(Ref(file: file, function: index)) }
    }
    mentions = Array(repeating: [], count: refs.count)
    let index = self
    facts = outlines.map { outline in
      memo.map { $0(outline) { index.readFacts(of: outline, names: names) } }
        ?? index.readFacts(of: outline, names: names)
    }
    // Every number the facts hold is below the table's count now.
    nameCount = names.count
    indexNames()
    let constants = constantPermissions()
    indexMentions(constants)
    indexEdges()
    indexRequests(constants)
    indexOpeners()
    indexResume()
  }

  public func function(_ ref: Ref) -> CodeOutline.Function { outlines[ref.file].functions[ref.function] }

  private func id(_ ref: Ref) -> Int { base[ref.file] + ref.function }

  /// The functions that call or name `ref`.
  public func callers(of ref: Ref) -> [Ref] {
    guard !refs.isEmpty else { return [] }
    return callerIDs[id(ref)].map { refs[Int($0)] }
  }

  /// An empty set of this index's functions.
  public func emptySet() -> RefSet { RefSet(base: base, count: refs.count) }

  public func location(_ ref: Ref) -> FileLocation {
    FileLocation(path: outlines[ref.file].path, position: function(ref).position)
  }

  /// A readable name: `LocationGuidance.run`, `a closure in gate`.
  public func describe(_ ref: Ref) -> String {
    let function = function(ref)
    if let name = function.name { return function.owner.map { "\($0).\(name)" } ?? name }
    var parent = function.parent
    while let index = parent {
      let outer = outlines[ref.file].functions[index]
      if let name = outer.name { return "a closure in \(name)" }
      parent = outer.parent
    }
    return "a closure"
  }

  // MARK: Names

  private mutating func indexNames() {
    for outline in outlines { appTypes.formUnion(outline.types.map(\.name)) }
    for (file, outline) in outlines.enumerated() {
      for index in outline.functions.indices {
        guard let name = outline.functions[index].name else { continue }
        byName[name, default: []].append(Ref(file: file, function: index))
      }
    }
    functionNames = .wide(byName.keys)
  }

  /// The permissions a list of words names: `A.b` pairs, names, strings.
  func permissions(in words: [CodeOutline.Word], constants: [String: Set<String>]) -> Set<String> {
    named(in: words, constants: constants).permissions
  }

  /// The vocabulary's names among `words` (`Permission.camera`, `"android.permission.CAMERA`)
  /// and the permissions they and the constants named mean.
  func named(in words: [CodeOutline.Word], constants: [String: Set<String>]) -> (
    names: Set<String>, permissions: Set<String>
  ) {
    var names: Set<String> = []
    var result: Set<String> = []
    func add(_ name: String) {
      guard let permissions = vocabulary.permissionsByName[name] else { return }
      names.insert(name)
      result.formUnion(permissions)
    }
    let filters = self.words
    let hasConstants = !constants.isEmpty
    for (index, word) in words.enumerated() {
      if word.isString {
        if filters.permissions.mayContain(UInt8(ascii: "\""), then: word.text) { add("\"" + word.text) }
        continue
      }
      if filters.permissions.mayContain(word.text) { add(word.text) }
      if hasConstants { result.formUnion(constants[word.text] ?? []) }
      if index >= 2, words[index - 1].text == ".", !words[index - 1].isString {
        guard filters.members.mayContain(word.text), vocabulary.memberNames.contains(word.text) else { continue }
        if !words[index - 2].isString, words[index - 2].text.first?.isLetter == true {
          add(words[index - 2].text + "." + word.text)
        } else {
          // Swift's implicit member: `.video` in `requestAccess(for: .video)`.
          add("AVMediaType." + word.text)
        }
      } else if index == 1, words[0].text == ".", filters.members.mayContain(word.text),
        vocabulary.memberNames.contains(word.text)
      {
        add("AVMediaType." + word.text)
      }
    }
    return (names, result)
  }

  /// Constants whose value names a permission (`const GPS = Platform.select({ ios: PERMISSIONS.IOS.… })`).
  private func constantPermissions() -> [String: Set<String>] {
    var result: [String: Set<String>] = [:]
    for facts in facts {
      for constant in facts.constants { result[constant.name, default: []].formUnion(constant.permissions) }
    }
    return result
  }

  private mutating func indexMentions(_ constants: [String: Set<String>]) {
    let hasConstants = !constants.isEmpty
    for (file, outline) in outlines.enumerated() {
      let facts = facts[file]
      // A constant declared anywhere counts where it is used; most outlines use none.
      let usesConstants = hasConstants && constants.keys.contains(where: facts.referenceNames.contains)
      for index in outline.functions.indices {
        var named = facts.functionMentions[index]
        if usesConstants {
          for reference in outline.functions[index].references { named.formUnion(constants[reference] ?? []) }
        }
        if !named.isEmpty { mentions[base[file] + index] = named }
      }
      for call in facts.callMentions { mentions[base[file] + call.function].formUnion(call.permissions) }
    }
  }

  /// What `outline` says in the vocabulary's words alone (`OutlineVocabularyFacts`).
  fileprivate func readFacts(of outline: CodeOutline, names: CodeNameTable) -> OutlineVocabularyFacts {
    var functionMentions = [Set<String>](repeating: [], count: outline.functions.count)
    var referenceNames: Set<String> = []
    var openerReferences: [(function: Int, offset: Int, opener: CodeFlowVocabulary.SettingsOpener)] = []
    var resumeFunctions: [Int] = []
    for index in outline.functions.indices {
      let function = outline.functions[index]
      for (offset, reference) in function.references.enumerated() {
        referenceNames.insert(reference)
        if words.permissions.mayContain(reference) {
          functionMentions[index].formUnion(vocabulary.permissionsByName[reference] ?? [])
        }
        // A function-like name that is not called may be anything of that name (a local
        // `final openSettings = await showDialog(…)`, the app's own settings screen); Apple's
        // URL constants (`UIApplication.openSettingsURLString`) are only ever read, never called.
        if words.bareOpeners.mayContain(reference), let opener = words.bareOpenersByName[reference],
          reference.first?.isLowercase != true || reference.hasSuffix("URLString")
        {
          openerReferences.append((index, offset, opener))
        }
      }
      let name = function.isClosure ? function.label : function.name
      if let name, name == "onShow" || (words.calls.mayContain(name) && vocabulary.resumeFunctions.contains(name)) {
        resumeFunctions.append(index)
      }
    }
    var callMentions: [(function: Int, permissions: Set<String>)] = []
    var requestCalls: [Int] = []
    var openerCalls: [Int] = []
    var resumeCalls: [Int] = []
    for callIndex in outline.calls.indices {
      let call = outline.calls[callIndex]
      let name = call.name
      if let function = call.function {
        var named = words.permissions.mayContain(name) ? vocabulary.permissionsByName[name] ?? [] : []
        if let last = call.receivers.last, words.members.mayContain(name), vocabulary.memberNames.contains(name) {
          named.formUnion(vocabulary.permissionsByName[last + "." + name] ?? [])
        }
        if !named.isEmpty { callMentions.append((function, named)) }
      }
      guard words.calls.mayContain(name) else { continue }
      if vocabulary.requests[name] != nil { requestCalls.append(callIndex) }
      if vocabulary.settingsByName[name] != nil { openerCalls.append(callIndex) }
      if vocabulary.resumeCalls[name] != nil { resumeCalls.append(callIndex) }
    }
    var constants: [(name: String, permissions: Set<String>)] = []
    for constant in outline.constants {
      let named = permissions(in: constant.words, constants: [:])
      if !named.isEmpty { constants.append((constant.name, named)) }
    }
    var facts = OutlineVocabularyFacts(
      functionMentions: functionMentions, callMentions: callMentions, referenceNames: referenceNames,
      constants: constants, requestCalls: requestCalls, openerReferences: openerReferences, openerCalls: openerCalls,
      resumeFunctions: resumeFunctions, resumeCalls: resumeCalls)
    let edgeNames = readGraphFacts(of: outline, into: &facts)
    let ids = names.ids(of: edgeNames.map(\.name) + outline.functions.compactMap(\.name))
    facts.edgeIDs = edgeNames.indices.map { offset in
      let edge = edgeNames[offset]
      return (edge.function, ids[offset], !edge.hasReceiver || edge.name.hasPrefix("_"))
    }
    var next = edgeNames.count
    facts.functionNameIDs = outline.functions.map { function in
      guard function.name != nil else { return -1 }
      defer { next += 1 }
      return ids[next]
    }
    return facts
  }

  /// The outline's part of the call graph that needs no other outline (`indexEdges`), and the
  /// names its functions refer to and call, for `edgeIDs`.
  private func readGraphFacts(
    of outline: CodeOutline, into facts: inout OutlineVocabularyFacts
  ) -> [(function: Int32, name: String, hasReceiver: Bool)] {
    var edgeNames: [(function: Int32, name: String, hasReceiver: Bool)] = []
    for (index, function) in outline.functions.enumerated() {
      if let parent = function.parent { facts.parentLinks.append((Int32(index), Int32(parent))) }
      if let owner = function.owner, let name = function.name, Self.lifecycle.contains(name) {
        facts.lifecycleMethods.append((Int32(index), owner))
      }
      // A function's references are distinct already.
      for reference in function.references { edgeNames.append((Int32(index), reference, false)) }
    }
    // A name called twice from one function is resolved twice: the edges are made unique
    // after (hashing every call to drop repeats cost more than resolving them by number).
    for call in outline.calls {
      guard let function = call.function.map(Int32.init) else { continue }
      let receiver = call.receivers.last
      let hasReceiver = receiver != nil && !["this", "self", "widget", "super"].contains(receiver!)
      edgeNames.append((function, call.name, hasReceiver))
      if Self.redraws(call.name), facts.redrawingFunctions.last != function {
        facts.redrawingFunctions.append(function)
      }
      // A constructor call reaches the type's methods that run when it is made and shown.
      if CodeName.startsUppercase(call.name) { facts.constructions.append((function, call.name)) }
    }
    return edgeNames
  }

  // MARK: Graph

  /// The functions a call or a name made in `file` reaches, by id.
  private func resolve(_ name: String, in file: Int, hasReceiver: Bool, into targets: inout [Int32]) {
    guard functionNames.mayContain(name), let candidates = byName[name] else { return }
    if !hasReceiver || name.hasPrefix("_") {
      let before = targets.count
      for candidate in candidates where candidate.file == file { targets.append(Int32(id(candidate))) }
      if targets.count > before { return }
    }
    for candidate in candidates { targets.append(Int32(id(candidate))) }
  }

  /// `resolve(_:in:hasReceiver:into:)` with the name's functions found already, by id in file
  /// and function order.
  private func resolve(_ candidates: [Int32], in file: Int, ownFileFirst: Bool, into targets: inout [Int32]) {
    if ownFileFirst {
      // Ids ascend with their file, so the file's own functions are one run of the list,
      // found by two binary searches instead of a pass over every function of the name.
      let own = Self.run(
        of: candidates, from: Int32(base[file]), to: Int32(file + 1 < base.count ? base[file + 1] : refs.count))
      if !own.isEmpty {
        targets += candidates[own]
        return
      }
    }
    targets += candidates
  }

  /// The indices of the ids of `ascending` in `lower..<upper`.
  private static func run(of ascending: [Int32], from lower: Int32, to upper: Int32) -> Range<Int> {
    func firstIndex(atLeast bound: Int32, from start: Int) -> Int {
      var low = start
      var high = ascending.count
      while low < high {
        let middle = (low + high) / 2
        if ascending[middle] < bound { low = middle + 1 } else { high = middle }
      }
      return low
    }
    let start = firstIndex(atLeast: lower, from: 0)
    return start..<firstIndex(atLeast: upper, from: start)
  }

  /// `resolve` as functions, for the resume hooks' named callbacks.
  private func resolve(_ name: String, in file: Int, hasReceiver: Bool) -> [Ref] {
    var targets: [Int32] = []
    resolve(name, in: file, hasReceiver: hasReceiver, into: &targets)
    return targets.map { refs[Int($0)] }
  }

  private mutating func indexEdges() {
    redrawing = [Bool](repeating: false, count: refs.count)
    var result = [[Int32]](repeating: [], count: refs.count)
    // The functions of each name, by the name's number: `byName` without hashing a string.
    var candidatesByName = [Int32](repeating: -1, count: nameCount)
    var candidates: [[Int32]] = []
    for file in outlines.indices {
      for (function, name) in facts[file].functionNameIDs.enumerated() where name >= 0 {
        if candidatesByName[Int(name)] < 0 {
          candidatesByName[Int(name)] = Int32(candidates.count)
          candidates.append([])
        }
        candidates[Int(candidatesByName[Int(name)])].append(Int32(base[file] + function))
      }
    }
    // Lifecycle methods by the type that declares them.
    var lifecycleByOwner: [String: [Int32]] = [:]
    for file in outlines.indices {
      for method in facts[file].lifecycleMethods {
        lifecycleByOwner[method.owner, default: []].append(Int32(base[file]) + method.function)
      }
    }
    // The function each name was last resolved for, by its slot and whether its own file
    // comes first: a function that calls a name again (`setState` five times, `render` of
    // every child) would append the same candidates again, each to be sorted out after.
    // Calls come in source order, so a function's repeats mostly follow each other.
    var resolvedFor = [Int32](repeating: -1, count: candidates.count * 2)
    for file in outlines.indices {
      let base = self.base[file]
      let facts = facts[file]
      for link in facts.parentLinks { result[base + Int(link.parent)].append(Int32(base) + link.function) }
      for edge in facts.edgeIDs {
        let slot = Int(edge.name) < candidatesByName.count ? candidatesByName[Int(edge.name)] : -1
        guard slot >= 0 else { continue }
        let from = Int32(base) + edge.function
        let mark = Int(slot) &* 2 &+ (edge.ownFileFirst ? 1 : 0)
        guard resolvedFor[mark] != from else { continue }
        resolvedFor[mark] = from
        resolve(candidates[Int(slot)], in: file, ownFileFirst: edge.ownFileFirst, into: &result[Int(from)])
      }
      for function in facts.redrawingFunctions { redrawing[base + Int(function)] = true }
      if !lifecycleByOwner.isEmpty {
        for construction in facts.constructions {
          if let targets = lifecycleByOwner[construction.name] { result[base + Int(construction.function)] += targets }
        }
      }
    }
    var callers = [[Int32]](repeating: [], count: refs.count)
    for from in result.indices {
      var targets = result[from]
      targets.sort()
      var unique: [Int32] = []
      unique.reserveCapacity(targets.count)
      for target in targets where target != Int32(from) && unique.last != target { unique.append(target) }
      result[from] = unique
      for target in unique { callers[Int(target)].append(Int32(from)) }
    }
    edges = result
    callerIDs = callers
  }

  /// Calls that redraw a screen from new state.
  static func redraws(_ name: String) -> Bool {
    // Every name below begins with one of these bytes; most of an app's calls do not.
    guard let first = name.utf8.first,
      first == UInt8(ascii: "s") || first == UInt8(ascii: "f") || first == UInt8(ascii: "n")
        || first == UInt8(ascii: "i") || first == UInt8(ascii: "r")
    else { return false }
    if ["setState", "forceUpdate", "notifyListeners", "invalidate", "refresh", "refetch", "invalidateSelf"].contains(
      name)
    {
      return true
    }
    // React's state setters: `setStatus(…)`.
    let utf8 = name.utf8
    guard utf8.count > 3, first == UInt8(ascii: "s"), utf8.starts(with: "set".utf8) else { return false }
    // An ASCII fourth byte that an ASCII byte or nothing follows is the fourth character;
    // otherwise a mark may join the `t` or the fourth byte.
    let fourthIndex = utf8.index(utf8.startIndex, offsetBy: 3)
    let fourth = utf8[fourthIndex]
    let fifthIndex = utf8.index(after: fourthIndex)
    if fourth < 0x80, fifthIndex == utf8.endIndex || utf8[fifthIndex] < 0x80 { return fourth &- 0x41 < 26 }
    return name.count > 3 && name.hasPrefix("set") && name.dropFirst(3).first?.isUppercase == true
  }

  /// Whether `ref` calls something that redraws from new state.
  public func setsState(_ ref: Ref) -> Bool { !refs.isEmpty && redrawing[id(ref)] }

  /// Methods that run when a type is created or shown: its constructor and lifecycle.
  static let lifecycle: Set<String> = [
    "init", "constructor", "createState", "initState", "build", "render", "componentDidMount", "viewDidLoad",
    "viewWillAppear", "viewDidAppear", "onCreate", "onStart", "onResume", "onViewCreated", "body",
  ]

  /// The methods the system calls with a request's answer (`onRequestPermissionsResult`).
  public var answerCallbacks: [Ref] {
    vocabulary.answers.sorted().flatMap { byName[$0] ?? [] }
  }

  /// Where the answer of the request in `ref` may be handled: the request's function and
  /// `depth` levels of its callers, the system's answer callbacks, and all they call.
  public func handlingReach(of ref: Ref, depth: Int) -> RefSet {
    reachable(from: Array(callerRegion(of: ref, depth: depth)) + answerCallbacks)
  }

  /// Every function reachable from `roots` (the roots included).
  public func reachable(from roots: some Sequence<Ref>) -> RefSet {
    var seen = emptySet()
    guard !refs.isEmpty else { return seen }
    var queue: [Int32] = []
    for root in roots where seen.insert(id: id(root)) { queue.append(Int32(id(root))) }
    while let next = queue.popLast() {
      for target in edges[Int(next)] where seen.insert(id: Int(target)) { queue.append(target) }
    }
    seen.refs = seen.ids.map { refs[Int($0)] }
    return seen
  }

  /// `ref` and the functions that call it, up to `depth` levels up.
  public func callerRegion(of ref: Ref, depth: Int) -> RefSet {
    var seen = emptySet()
    guard !refs.isEmpty else { return seen }
    _ = seen.insert(id: id(ref))
    var frontier = [ref]
    for _ in 0..<depth {
      var next: [Ref] = []
      for item in frontier {
        for caller in callerIDs[id(item)] where seen.insert(id: Int(caller)) { next.append(refs[Int(caller)]) }
        // A closure runs as part of the function around it.
        if let parent = function(item).parent {
          let outer = Ref(file: item.file, function: parent)
          if seen.insert(id: id(outer)) { next.append(outer) }
        }
      }
      frontier = next
    }
    seen.refs = seen.ids.map { refs[Int($0)] }
    return seen
  }

  /// Whether the code around `ref` is entered from where the call graph cannot see (a
  /// handler the framework or a layout calls): its outermost function has no caller by name
  /// and neither it nor what it holds names a permission.
  public func isUnfollowed(_ ref: Ref) -> Bool {
    let outer = outermost(ref)
    guard callerIDs[id(outer)].isEmpty else { return false }
    return heldPermissions(outer).isEmpty
  }

  /// What the code that names `permission` and is entered from where the call graph cannot
  /// see reaches: every outermost function with no caller by name that (or whose closures)
  /// names the permission, as a screen a navigator shows by its route does, and all it calls.
  public func unseenReach(naming permission: String) -> RefSet {
    var seen = emptySet()
    guard !refs.isEmpty else { return seen }
    var queue: [(id: Int32, calls: Int)] = []
    for id in mentions.indices where mentions[id].contains(permission) {
      let outer = outermost(refs[id])
      if callerIDs[self.id(outer)].isEmpty, seen.insert(id: self.id(outer)) { queue.append((Int32(self.id(outer)), 0)) }
    }
    // The screen's own code (its closures) and the helpers it calls, two calls deep; not
    // another screen or type it shows (a name that begins with a capital, a lifecycle method
    // of another type): an app's root that checks a permission for a badge and lists every
    // screen is not each screen's way back.
    while let (next, depth) = queue.popLast() {
      let from = refs[Int(next)]
      for target in edges[Int(next)] {
        let ref = refs[Int(target)]
        let callee = function(ref)
        let isOwnClosure = ref.file == from.file && callee.parent == from.function
        if !isOwnClosure {
          guard depth < 2, let name = callee.name, name.first?.isUppercase == false,
            !Self.lifecycle.contains(name)
          else { continue }
        }
        if seen.insert(id: Int(target)) { queue.append((target, isOwnClosure ? depth : depth + 1)) }
      }
    }
    seen.refs = seen.ids.map { refs[Int($0)] }
    return seen
  }

  /// The permissions a function and the closures it holds name.
  public func heldPermissions(_ outer: Ref) -> Set<String> {
    var result: Set<String> = []
    for index in outlines[outer.file].functions.indices {
      var parent: Int? = index
      while let current = parent, current != outer.function { parent = outlines[outer.file].functions[current].parent }
      if parent == outer.function { result.formUnion(mentions[base[outer.file] + index]) }
    }
    return result
  }

  /// Whether the outermost function around `ref` has no caller by name and is no lifecycle
  /// method: the code that calls it, and handles what it returns, is not in the graph.
  public func isEnteredUnseen(_ ref: Ref) -> Bool {
    let outer = outermost(ref)
    guard callerIDs[id(outer)].isEmpty else { return false }
    let name = function(outer).name ?? ""
    return !Self.lifecycle.contains(name) && !vocabulary.resumeFunctions.contains(name)
  }

  /// The permissions `ref` names.
  public func permissions(of ref: Ref) -> Set<String> { refs.isEmpty ? [] : mentions[id(ref)] }

  // MARK: Requests

  private mutating func indexRequests(_ constants: [String: Set<String>]) {
    for (file, outline) in outlines.enumerated() {
      for index in facts[file].requestCalls {
        let call = outline.calls[index]
        guard let entries = vocabulary.requests[call.name] else { continue }
        let ref = call.function.map { Ref(file: file, function: $0) }
        for entry in entries {
          if !entry.languages.isEmpty, !entry.languages.contains(outline.language.rawValue) { continue }
          if !entry.receivers.isEmpty, !call.receivers.contains(where: entry.receivers.contains) { continue }
          // A call of the app's own function of that name is not the library's.
          if entry.receivers.isEmpty, isOwnFunction(call, in: file) { continue }
          var named: Set<String> = []
          var names: Set<String> = []
          if let permission = entry.permission {
            named = [permission]
          } else {
            let receiverWords = call.receivers.flatMap {
              [CodeOutline.Word(text: $0, isString: false), .init(text: ".", isString: false)]
            }
            // The arguments' names, when they name any: a launcher's receiver is a constant
            // whose value holds its result callback, which may name permissions the call does
            // not ask for (`launcher.launch(arrayOf(CAMERA))`, whose callback reads RECORD_AUDIO).
            (names, named) = self.named(in: call.argumentWords, constants: constants)
            if named.isEmpty {
              (names, named) = self.named(in: receiverWords + call.argumentWords, constants: constants)
            }
            if named.isEmpty, entry.argumentsNameIt { continue }
            // `Permission.audio.request()` names its permission itself: one the vocabulary
            // does not group is still not the others its function names.
            let namesItself = call.receivers.count >= 2 && call.receivers[call.receivers.count - 2] == "Permission"
            if named.isEmpty, entry.namedByFunction, !namesItself, let ref, Self.isPlainArgument(call.argumentWords) {
              named = mentions[id(ref)]
              names = Set(function(ref).references.filter { vocabulary.permissionsByName[$0] != nil })
            }
          }
          guard !named.isEmpty else { continue }
          requests.append(
            RequestSite(
              ref: ref, file: file, call: index, permissions: named, names: names,
              location: FileLocation(path: outline.path, position: call.position),
              text: (call.receivers + [call.name]).joined(separator: ".")))
          break
        }
      }
    }
  }

  /// Arguments that can hold a permission: names and member accesses, not strings or literals.
  private static func isPlainArgument(_ words: [CodeOutline.Word]) -> Bool {
    words.count <= 8
      && words.allSatisfy {
        !$0.isString && ($0.text.first?.isLetter == true || [".", "_", ",", "[", "]"].contains($0.text))
      }
  }

  // MARK: Settings

  private mutating func indexOpeners() {
    for (file, outline) in outlines.enumerated() {
      // The bare names as values, read with the outline (`readFacts`).
      for (index, offset, opener) in facts[file].openerReferences {
        let reference = outline.functions[index].references[offset]
        // A name of the app's own function is followed as a call, not taken for the library's.
        if byName[reference] != nil { continue }
        openers.append(
          Opener(
            ref: Ref(file: file, function: index),
            location: FileLocation(path: outline.path, position: outline.functions[index].referencePositions[offset]),
            permissions: opener.permissions,
            text: reference.hasPrefix("\"") ? "'\(reference.dropFirst())'" : reference))
      }
      for callIndex in facts[file].openerCalls {
        let ref = outline.calls[callIndex].function.map { Ref(file: file, function: $0) }
        let name = outline.calls[callIndex].name
        for opener in vocabulary.settingsByName[name] ?? [] {
          if !opener.receivers.isEmpty, !outline.calls[callIndex].receivers.contains(where: opener.receivers.contains) {
            continue
          }
          if opener.receivers.isEmpty, isOwnFunction(outline.calls[callIndex], in: file) { continue }
          if let argument = opener.argument {
            let first = outline.calls[callIndex].argumentWords.first
            guard first?.isString == true, first?.text == argument else { continue }
          }
          openers.append(
            Opener(
              ref: ref, location: FileLocation(path: outline.path, position: outline.calls[callIndex].position),
              permissions: opener.permissions,
              text: (outline.calls[callIndex].receivers + [outline.calls[callIndex].name]).joined(separator: ".") + "()"
            ))
          break
        }
        // An opener named in a call's arguments: `AppSettings.openAppSettings(type: AppSettingsType.notification)`
        // narrows the call's page.
      }
    }
    // One opener per place: a call and its own name as a reference are the same place.
    var seen: Set<FileLocation> = []
    openers = openers.sorted { $0.location < $1.location }.filter { seen.insert($0.location).inserted }
    narrowNotificationPages()
  }

  /// `openAppSettings(type: AppSettingsType.notification)`: a page name in the arguments of an
  /// opener call narrows it to that page's permissions.
  private mutating func narrowNotificationPages() {
    let narrowing = vocabulary.settings.filter { !$0.permissions.isEmpty && $0.name.contains(".") }
    guard !narrowing.isEmpty else { return }
    for (offset, opener) in openers.enumerated() where opener.permissions.isEmpty {
      guard
        let outline = outlines.first(where: { $0.path == opener.location.path }),
        let call = outline.calls.first(where: { $0.position == opener.location.position })
      else { continue }
      let words = call.argumentWords
      for page in narrowing {
        let parts = page.name.split(separator: ".").map(String.init)
        guard parts.count == 2 else { continue }
        if words.indices.contains(where: { $0 >= 2 && words[$0].text == parts[1] && words[$0 - 2].text == parts[0] }) {
          openers[offset].permissions = page.permissions
        }
      }
    }
  }

  /// The names passed as whole arguments (`this.onChange`, `handler`, `#selector(refresh)`),
  /// not the names used inside a closure argument.
  static func callbackNames(_ words: [CodeOutline.Word]) -> [String] {
    var result: [String] = []
    var depth = 0
    for (index, word) in words.enumerated() {
      if word.isString { continue }
      if ["(", "[", "{"].contains(word.text) { depth += 1 }
      if [")", "]", "}"].contains(word.text) { depth -= 1 }
      guard word.text.first?.isLetter == true || word.text.first == "_" else { continue }
      let previous = index > 0 ? words[index - 1].text : ","
      let next = index + 1 < words.count ? words[index + 1].text : ","
      let isSelector = index >= 2 && words[index - 2].text == "selector" && previous == "(" && next == ")"
      if isSelector || (depth == 0 && [",", ".", ":"].contains(previous) && [",", ")"].contains(next)) {
        result.append(word.text)
      }
    }
    return result
  }

  /// Whether a call in `file` calls one of the app's functions: code of a language the file
  /// can call by name declares the name, and the call has no receiver, an instance as
  /// receiver, or one of the app's types. A React Native app's Kotlin or Swift module that
  /// declares `openSettings` does not make JavaScript's `openSettings('notifications')`
  /// (react-native-permissions') the app's own: JavaScript reaches native methods only
  /// through a module object.
  func isOwnFunction(_ call: CodeOutline.Call, in file: Int) -> Bool {
    guard let candidates = byName[call.name] else { return false }
    let family = Self.callFamily(outlines[file].language)
    guard candidates.contains(where: { Self.callFamily(outlines[$0.file].language) == family }) else { return false }
    guard let receiver = call.receivers.last else { return true }
    return !Self.isTypeReceiver(receiver) || appTypes.contains(receiver)
  }

  /// The languages whose code calls each other's functions by name: Swift and Objective-C,
  /// Kotlin and Java; Dart and JavaScript each alone.
  private static func callFamily(_ language: CodeOutline.Language) -> CodeOutline.Language {
    switch language {
    case .objectiveC: .swift
    case .java: .kotlin
    default: language
    }
  }

  /// Whether a call's receiver is a type or module (`Linking.openSettings`), whose method is
  /// not one of the app's functions of the same name.
  static func isTypeReceiver(_ receiver: String?) -> Bool {
    guard let receiver, let first = receiver.first else { return false }
    return first.isUppercase && !["Self"].contains(receiver)
  }

  // MARK: Resume

  private mutating func indexResume() {
    var roots: [Ref: FileLocation] = [:]
    for (file, outline) in outlines.enumerated() {
      for index in facts[file].resumeFunctions {
        roots[Ref(file: file, function: index)] = FileLocation(
          path: outline.path, position: outline.functions[index].position)
      }
      for callIndex in facts[file].resumeCalls {
        guard let entries = vocabulary.resumeCalls[outline.calls[callIndex].name] else { continue }
        // The closures passed to the call (in its parentheses or trailing it).
        let closures = outline.functions.indices.filter { index in
          outline.functions[index].isClosure && outline.functions[index].passedTo == outline.calls[callIndex].name
            && outline.functions[index].body.lowerBound > outline.calls[callIndex].token
            && outline.functions[index].body.lowerBound <= outline.calls[callIndex].arguments.upperBound + 3
        }
        for entry in entries {
          if !entry.receivers.isEmpty, !outline.calls[callIndex].receivers.contains(where: entry.receivers.contains) {
            continue
          }
          if !entry.arguments.isEmpty {
            let words = Set(outline.calls[callIndex].argumentWords.map(\.text))
              .union(closures.flatMap { outline.functions[$0].references })
            guard !entry.arguments.isDisjoint(with: words) else { continue }
          }
          let location = FileLocation(path: outline.path, position: outline.calls[callIndex].position)
          for closure in closures { roots[Ref(file: file, function: closure)] = location }
          // Callbacks by name: `AppState.addEventListener('change', this.onChange)`, `#selector(refresh)`.
          for name in Self.callbackNames(outline.calls[callIndex].argumentWords) {
            for target in resolve(name, in: file, hasReceiver: false) { roots[target] = location }
          }
          break
        }
      }
    }
    resumeRoots = roots.keys.sorted()
    resumeLocations = roots
  }
}

extension CodeFlowIndex {
  /// The names the flows of the loaded code lead to that it does not settle: `callers`, the
  /// names of the functions around a request, an opener or a resume hook and up to three
  /// levels of their callers (whose callers may be in a file not read yet); `callees`, the
  /// calls those reach that no loaded function answers (declared, perhaps, in a file not read
  /// yet) and the names a request's arguments use for its permission (a constant declared
  /// elsewhere). Empty when the code asks for no permission: then no flow is followed.
  public func unsettledNames() -> (callers: Set<String>, callees: Set<String>) {
    guard !requests.isEmpty else { return ([], []) }
    // The rules follow callers only up from a request; down, they follow what the request's
    // region, the answer callbacks and the resume hooks reach.
    let requestRefs = requests.compactMap(\.ref)
    var region = emptySet()
    for root in Set(requestRefs + requestRefs.map(outermost)) { region.formUnion(callerRegion(of: root, depth: 3)) }
    let reach = reachable(from: Array(region) + answerCallbacks + resumeRoots)
    var callers: Set<String> = []
    for ref in region {
      // The system calls lifecycle methods, resume hooks and answer callbacks, not the app.
      guard let name = function(outermost(ref)).name, !Self.lifecycle.contains(name),
        !vocabulary.resumeFunctions.contains(name), !vocabulary.answers.contains(name)
      else { continue }
      callers.insert(name)
    }
    var names: Set<String> = []
    for (file, outline) in outlines.enumerated() {
      for callIndex in outline.calls.indices {
        guard let function = outline.calls[callIndex].function, reach.contains(id: base[file] + function) else {
          continue
        }
        let name = outline.calls[callIndex].name
        if !(functionNames.mayContain(name) && byName[name] != nil),
          !(words.calls.mayContain(name) && vocabulary.isVocabularyCall(name))
        {
          names.insert(outline.calls[callIndex].name)
        }
      }
    }
    // A request whose arguments name no permission the loaded code knows: a bare name there
    // may be a constant declared elsewhere (`request(GPS)`).
    let sites = Set(requests.map { [$0.file, $0.call] })
    for (file, outline) in outlines.enumerated() {
      for (index, call) in outline.calls.enumerated()
      where words.calls.mayContain(call.name) && vocabulary.requests[call.name] != nil
        && !sites.contains([file, index])
      {
        let words = call.argumentWords
        for (offset, word) in words.enumerated() where !word.isString && word.text.first?.isLetter == true {
          let dotted =
            (offset > 0 && words[offset - 1].text == ".") || (offset + 1 < words.count && words[offset + 1].text == ".")
          if !dotted { names.insert(word.text) }
        }
      }
    }
    // A request under a branch on a name that holds no test here (`if (onApple)`): the name
    // may be a constant declared elsewhere (`final onApple = … Platform.isIOS;`).
    for site in requests {
      let outline = outlines[site.file]
      let call = outline.calls[site.call]
      for condition in outline.conditions(at: call.token, within: site.ref.map { outermost($0) }?.function) {
        let plain = Self.unwrapped(condition.branch.words).filter { $0.isString || $0.text != "!" }
        guard plain.count == 1, !plain[0].isString, plain[0].text.first?.isLetter == true,
          resolvingNamedTest(condition.branch, file: site.file).words == condition.branch.words
        else { continue }
        names.insert(plain[0].text)
      }
    }
    return (callers, names)
  }
}

/// A set of one index's functions, by id: membership is an array lookup, and the members
/// keep the order they joined in.
@_spi(RuleAuthoring) @_spi(Testing) public struct RefSet: Sequence, Sendable {
  private let base: [Int]
  private var members: [Bool]
  fileprivate var ids: [Int32] = []
  fileprivate var refs: [CodeFlowIndex.Ref] = []

  fileprivate init(base: [Int], count: Int) {
    self.base = base
    members = [Bool](repeating: false, count: count)
  }

  /// Whether `ref` is in the set.
  public func contains(_ ref: CodeFlowIndex.Ref) -> Bool {
    ref.file < base.count && members[base[ref.file] + ref.function]
  }

  fileprivate func contains(id: Int) -> Bool { members[id] }

  /// Adds the function with `id`; whether it was new.
  fileprivate mutating func insert(id: Int) -> Bool {
    guard !members[id] else { return false }
    members[id] = true
    ids.append(Int32(id))
    return true
  }

  /// Adds `ref`.
  public mutating func insert(_ ref: CodeFlowIndex.Ref) {
    if insert(id: base[ref.file] + ref.function) { refs.append(ref) }
  }

  /// Adds every member of `other`.
  public mutating func formUnion(_ other: some Sequence<CodeFlowIndex.Ref>) {
    for ref in other { insert(ref) }
  }

  public var count: Int { refs.count }
  public var isEmpty: Bool { refs.isEmpty }

  public func makeIterator() -> IndexingIterator<[CodeFlowIndex.Ref]> { refs.makeIterator() }
}

/// Filters of the words of a `CodeFlowVocabulary` the index looks up (`NameFilter`), made once
/// per index: the vocabulary's fields can be changed after it is made.
private struct VocabularyWords: Sendable {
  /// `permissionsByName`'s names.
  var permissions = NameFilter([String]())
  /// `memberNames`.
  var members = NameFilter([String]())
  /// Every call and function name the vocabulary knows: requests, openers, resume hooks,
  /// answers (`isVocabularyCall`).
  var calls = NameFilter([String]())
  /// The openers without a receiver, by name: a value of that name opens Settings too.
  var bareOpenersByName: [String: CodeFlowVocabulary.SettingsOpener] = [:]
  /// `bareOpenersByName`'s names.
  var bareOpeners = NameFilter([String]())

  init() {}

  init(_ vocabulary: CodeFlowVocabulary) {
    permissions = NameFilter(vocabulary.permissionsByName.keys)
    members = NameFilter(vocabulary.memberNames)
    calls = NameFilter(
      Array(vocabulary.requests.keys) + Array(vocabulary.resumeCalls.keys) + Array(vocabulary.resumeFunctions)
        + Array(vocabulary.answers) + vocabulary.settings.map(\.name) + Array(vocabulary.settingsByName.keys))
    for opener in vocabulary.settings where opener.receivers.isEmpty { bareOpenersByName[opener.name] = opener }
    bareOpeners = NameFilter(bareOpenersByName.keys)
  }
}
