import 'package:permission_handler/permission_handler.dart';

class Delivery {
  Future<bool> goOnline() async {
    final status = await Permission.locationWhenInUse.request();
    if (status.isPermanentlyDenied) await openAppSettings();
    return status.isGranted;
  }
}
