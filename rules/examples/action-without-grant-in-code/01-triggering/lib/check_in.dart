import 'package:geolocator/geolocator.dart';
import 'package:permission_handler/permission_handler.dart';

class CheckIn {
  Future<void> record() async {
    await Permission.locationWhenInUse.request();
    final position = await Geolocator.↓getCurrentPosition();
    upload(position.latitude, position.longitude);
  }

  Future<void> nearestSite() async {
    final status = await Permission.locationWhenInUse.request();
    if (status.isGranted) {
      upload(0, 0);
    } else {
      final last = await Geolocator.↓getLastKnownPosition();
      if (last != null) upload(last.latitude, last.longitude);
    }
  }

  Future<void> share() async {
    await Permission.locationWhenInUse.request();
    Future<Position> preview() => Geolocator.getCurrentPosition();
    final position = await ↓preview();
    upload(position.latitude, position.longitude);
  }

  void upload(double latitude, double longitude) {}
}
