import 'package:flutter/material.dart';
import 'package:permission_handler/permission_handler.dart';

/// The scan button: a busy flag while it asks, Settings after a denial, and a fresh request
/// on the next tap (no answer is kept on screen to go stale).
class ScanButtonState extends State<ScanButton> {
  bool _busy = false;

  Future<void> scanParcel() async {
    setState(() => _busy = true);
    final status = await Permission.camera.request();
    if (status.isGranted) {
      await Navigator.of(context).pushNamed('/scan');
    } else if (status.isPermanentlyDenied) {
      await openAppSettings();
    }
    setState(() => _busy = false);
  }

  @override
  Widget build(BuildContext context) =>
      TextButton(onPressed: _busy ? null : scanParcel, child: const Text('Scan'));
}
