Future<bool> ask() async => (await ↓Permission.camera.request()).isGranted;
