Future<bool> ask() async {
  if (await Permission.camera.status.isGranted) return true;
  return (await [↓Permission.camera].request())[Permission.camera]!.isGranted;
}