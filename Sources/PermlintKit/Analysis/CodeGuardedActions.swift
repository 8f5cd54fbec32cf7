/// Where code uses what a permission protects (`Geolocator.getCurrentPosition`,
/// `ImagePicker.launchCameraAsync`, `session.startRunning()`), read through the vocabulary's
/// `actions`, and how a call reaches such a use through the app's own functions: the steps
/// a finding shows from the request to the use.
extension CodeFlowIndex {
  /// One call on the way to a use: the app's function called, or the use itself.
  struct ActionStep {
    var location: FileLocation
    var text: String
  }

  /// The permission `call` uses, when the vocabulary lists it as an action (in `language`).
  func actionPermission(of call: CodeOutline.Call, language: CodeOutline.Language) -> String? {
    guard let entries = vocabulary.actions[call.name] else { return nil }
    for entry in entries {
      if !entry.languages.isEmpty, !entry.languages.contains(language.rawValue) { continue }
      if !entry.receivers.isEmpty, !call.receivers.contains(where: entry.receivers.contains) { continue }
      return entry.permission
    }
    return nil
  }

  /// Whether an action of `permission` is among those a request for `requested` unlocks:
  /// background location includes location while in use.
  static func unlocks(_ requested: Set<String>, _ permission: String) -> Bool {
    requested.contains(permission) || (permission == "location" && requested.contains("location-always"))
  }

  /// The use of one of `permissions` that `call` (in `file`) makes or, through the app's
  /// functions it calls unambiguously, always makes: a use under any condition in the called
  /// function may be guarded there and is not followed. The steps end at the use.
  func actionPath(
    from call: CodeOutline.Call, in file: Int, permissions: Set<String>, depth: Int = 2
  ) -> (permission: String, steps: [ActionStep])? {
    var visited: Set<Ref> = []
    return actionPath(from: call, in: file, permissions: permissions, depth: depth, visited: &visited)
  }

  private func actionPath(
    from call: CodeOutline.Call, in file: Int, permissions: Set<String>, depth: Int, visited: inout Set<Ref>
  ) -> (permission: String, steps: [ActionStep])? {
    let outline = outlines[file]
    let here = ActionStep(
      location: FileLocation(path: outline.path, position: call.position),
      text: (call.receivers.suffix(1) + [call.name]).joined(separator: "."))
    if let permission = actionPermission(of: call, language: outline.language),
      Self.unlocks(permissions, permission)
    {
      return (permission, [here])
    }
    guard depth > 0, !vocabulary.isVocabularyCall(call.name), isOwnFunction(call, in: file),
      let target = uniqueTarget(of: call, in: file), visited.insert(target).inserted
    else { return nil }
    let callee = outlines[target.file]
    let body = callee.functions[target.function].body
    for inner in callee.calls where body.contains(inner.token) {
      // A use under a condition in the callee may be guarded there.
      guard !inner.isConditional, callee.conditions(at: inner.token, within: target.function).isEmpty,
        let path = actionPath(
          from: inner, in: target.file, permissions: permissions, depth: depth - 1, visited: &visited)
      else { continue }
      return (path.permission, [here] + path.steps)
    }
    return nil
  }

  /// The one function a call reaches: of the same file first for a call without a receiver;
  /// `nil` when the name is declared more than once there or, if nowhere there, elsewhere.
  func uniqueTarget(of call: CodeOutline.Call, in file: Int) -> Ref? {
    guard let declared = byName[call.name] else { return nil }
    let local = declared.filter { $0.file == file }
    if local.count == 1 { return local[0] }
    return local.isEmpty && declared.count == 1 ? declared[0] : nil
  }

  /// Whether `inner` is `outer` or nested in it.
  func isNested(_ inner: Int?, in outer: Int?, of file: Int) -> Bool {
    isNested(inner, in: outer, of: outlines[file])
  }

  /// Whether a function between `inner` (included) and `outer` (excluded) has a name: a
  /// local function, or a closure kept in a name, whose body runs where it is called.
  func isInNamedFunction(_ inner: Int?, below outer: Int?, of file: Int) -> Bool {
    var current = inner
    while let index = current, index != outer {
      if outlines[file].functions[index].name != nil { return true }
      current = outlines[file].functions[index].parent
    }
    return false
  }

  /// Whether `inner` is `outer` or nested in it, in `outline`.
  func isNested(_ inner: Int?, in outer: Int?, of outline: CodeOutline) -> Bool {
    var current = inner
    while let index = current {
      if index == outer { return true }
      current = outline.functions[index].parent
    }
    return outer == nil
  }
}
