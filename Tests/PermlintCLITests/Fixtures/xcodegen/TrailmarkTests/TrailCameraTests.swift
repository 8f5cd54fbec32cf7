import Photos

func testLibrary() {
  PHPhotoLibrary.requestAuthorization(for: .addOnly) { _ in }
}
