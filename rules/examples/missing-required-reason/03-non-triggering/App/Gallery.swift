import Photos

struct Gallery {
  let defaults = UserDefaults.standard

  // A photo's creation date is not a file timestamp.
  func date(of asset: PHAsset) -> Date? { asset.creationDate }

  // The app's own function named like a C API is not the C API.
  func stat(_ name: String) -> Int { name.count }

  let label = "systemUptime"
}
