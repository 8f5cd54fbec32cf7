/// A hiking project: the app's own model, not a Tuist manifest.
struct Project {
  var name: String
}
