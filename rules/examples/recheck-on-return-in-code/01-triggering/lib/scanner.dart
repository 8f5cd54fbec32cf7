import 'package:flutter/material.dart';
import 'package:permission_handler/permission_handler.dart';

/// The scanner screen: after a permanent denial it shows 'Camera is off' and sends the user to
/// Settings; nothing checks the camera again when the user comes back, so the screen stays off.
class ScannerState extends State<Scanner> {
  bool _off = false;

  @override
  Widget build(BuildContext context) => _off ? const Text('Camera is off') : FilledButton(onPressed: _scan, child: const Text('Scan'));

  Future<void> _scan() async {
    final status = await Permission.camera.request();
    setState(() => _off = !status.isGranted);
    if (status.isPermanentlyDenied) await ↓openAppSettings();
  }
}
