import AdSupport
import AppTrackingTransparency

func advertisingID(_ done: @escaping (String?) -> Void) {
  ATTrackingManager.requestTrackingAuthorization { status in
    done(status == .authorized ? ASIdentifierManager.shared().advertisingIdentifier.uuidString : nil)
  }
}
