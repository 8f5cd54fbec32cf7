import 'package:permission_handler/permission_handler.dart';

// Permission.microphone is not used: this comment does not count.
Future<bool> askForProof() async {
  final status = await ↓Permission.camera.request();
  final library = await Permission.photos.status;
  return status.isGranted || library.isGranted;
}