import Foundation

// UserDefaults in a comment is not a use.
struct Settings {
  let defaults = ↓UserDefaults.standard

  func lastOpened(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0
  }

  func reset() {
    UserDefaults.standard.removeObject(forKey: "theme")
  }
}
