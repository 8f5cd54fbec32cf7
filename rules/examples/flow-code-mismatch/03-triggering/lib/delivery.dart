import 'package:permission_handler/permission_handler.dart';

class Delivery {
  Future<bool> goOnline() async {
    final status = await Permission.locationWhenInUse.request();
    if (status.isPermanentlyDenied) await openAppSettings();
    return status.isGranted;
  }

  Future<bool> scanParcel() async {
    final status = await Permission.camera.↓request();
    if (status.isPermanentlyDenied) await openAppSettings();
    return status.isGranted;
  }
}
