import 'package:permission_handler/permission_handler.dart';

/// The 'Scan parcel' button asks again after "Don't ask again": nothing appears.
Future<bool> scanParcel() async {
  var status = await Permission.camera.status;
  if (status.isPermanentlyDenied) {
    status = await Permission.camera.↓request();
  }
  return status.isGranted;
}
