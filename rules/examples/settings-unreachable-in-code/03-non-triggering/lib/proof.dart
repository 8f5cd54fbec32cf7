Future<bool> ask() async {
  final granted = (await Permission.camera.request()).isGranted;
  if (!granted) await PhotoManager.openSetting();
  return granted;
}