import 'package:geolocator/geolocator.dart';
import 'package:permission_handler/permission_handler.dart';

class CheckIn {
  Future<void> record() async {
    final status = await Permission.locationWhenInUse.request();
    if (status.isGranted || status.isLimited) {
      final position = await Geolocator.getCurrentPosition();
      upload(position.latitude, position.longitude);
    } else if (status.isPermanentlyDenied) {
      await openAppSettings();
    }
  }

  Future<void> nearestSite() async {
    final status = await Permission.locationWhenInUse.request();
    if (!status.isGranted) return;
    final last = await Geolocator.getLastKnownPosition();
    if (last != null) upload(last.latitude, last.longitude);
  }

  Future<void> follow() async {
    if (await Permission.locationWhenInUse.request().isGranted) {
      Geolocator.getPositionStream().listen((p) => upload(p.latitude, p.longitude));
    }
  }

  Future<void> whenAsked(bool asked) async {
    if (!asked) {
      await Permission.locationWhenInUse.request();
      return;
    }
    await Geolocator.getCurrentPosition();
  }

  Future<Position?> position() async {
    var permission = await Geolocator.checkPermission();
    if (permission == LocationPermission.denied) {
      permission = await Geolocator.requestPermission();
      if (permission == LocationPermission.denied) return null;
    }
    return Geolocator.getCurrentPosition();
  }

  Future<void> share(bool mobile) async {
    if (mobile) {
      final permission = await Geolocator.requestPermission();
      if (permission == LocationPermission.denied || permission == LocationPermission.deniedForever) {
        await explain();
        if (permission == LocationPermission.denied || permission == LocationPermission.deniedForever) return;
      }
    }
    final position = await Geolocator.getCurrentPosition();
    upload(position.latitude, position.longitude);
  }

  Future<Position?> maybe() async {
    final status = await Permission.locationWhenInUse.request();
    return status.isGranted ? Geolocator.getCurrentPosition() : null;
  }

  Future<void> explain() async {}

  void upload(double latitude, double longitude) {}
}
