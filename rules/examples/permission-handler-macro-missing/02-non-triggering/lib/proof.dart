Future<void> askForProof() async {
  await Permission.camera.request();
  await Permission.storage.request();
  final text = 'Permission.microphone';
}