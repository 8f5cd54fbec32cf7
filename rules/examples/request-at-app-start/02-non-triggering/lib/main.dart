import 'package:flutter/material.dart';
import 'package:permission_handler/permission_handler.dart';

void main() => runApp(const RiderApp());

/// Notifications at launch are accepted; the camera is asked for when the user taps Scan.
class RiderApp extends StatefulWidget {
  const RiderApp({super.key});

  @override
  State<RiderApp> createState() => _RiderAppState();
}

class _RiderAppState extends State<RiderApp> {
  @override
  void initState() {
    super.initState();
    Permission.notification.request();
  }

  Future<void> _scan() async {
    final status = await Permission.camera.request();
    if (status.isPermanentlyDenied) await openAppSettings();
  }

  @override
  Widget build(BuildContext context) =>
      MaterialApp(home: FilledButton(onPressed: _scan, child: const Text('Scan parcel')));
}
