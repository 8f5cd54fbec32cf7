import Contacts
import UIKit
import VisionKit

final class RecipientPicker {
  let store = CNContactStore()
  let analyzer = ImageAnalyzer()  // VisionKit: not a camera request

  /// Calls store.requestAccess(for: .contacts) before reading.
  func pick() {
    store.requestAccess(for: .contacts) { granted, _ in
      if !granted {
        UIApplication.shared.open(URL(string: UIApplication.openSettingsURLString)!)
      }
    }
  }

  func refresh() {
    store.requestAccess(for: .contacts) { _, _ in }
  }
}
