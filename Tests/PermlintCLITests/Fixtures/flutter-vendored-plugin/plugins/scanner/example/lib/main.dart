import 'package:permission_handler/permission_handler.dart';

Future<void> pickBarcodePhoto() async {
  await Permission.photos.request();
}
