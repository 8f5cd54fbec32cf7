/// A file of the app's own code whose structure was not read at parse time, because it names
/// no seed word of the flow vocabulary: its path, and the fingerprint of its identifiers that
/// tells `CodeFlowClosure` whether the app's flows may lead to it.
struct DeferredCode: Sendable {
  var path: String
  var fingerprint: IdentifierFingerprint
}
