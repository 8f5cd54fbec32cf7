import AdSupport

// advertisingIdentifier in a comment is not a read.
func advertisingID() -> String {
  ASIdentifierManager.shared().↓advertisingIdentifier.uuidString
}
