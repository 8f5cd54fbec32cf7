import 'package:permission_handler/permission_handler.dart';

Future<void> scanProduct() async {
  final status = await Permission.camera.request();
  if (status.isPermanentlyDenied) {
    await openAppSettings();
  }
}
