import 'package:geolocator/geolocator.dart';

class Nearby {
  Future<Position?> here() async {
    final permission = await Geolocator.requestPermission();
    if (permission == LocationPermission.denied || permission == LocationPermission.deniedForever) return null;
    return Geolocator.getCurrentPosition();
  }
}
