import 'package:permission_handler/permission_handler.dart';

/* Permission.location is mentioned here only. */
Future<bool> askForProof() async {
  final camera = await Permission.camera.request();
  final voice = await Permission.microphone.status;
  final photos = await Permission.photos.request();
  if (camera.isPermanentlyDenied) {
    await openAppSettings();
  }
  return camera.isGranted && voice.isGranted && photos.isGranted;
}
