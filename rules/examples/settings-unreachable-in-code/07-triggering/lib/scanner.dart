import 'package:flutter/material.dart';
import 'package:permission_handler/permission_handler.dart';

/// The 'Scan parcel' button: a denial ends here, with no way to Settings.
class ScanButton extends StatelessWidget {
  const ScanButton({super.key});

  @override
  Widget build(BuildContext context) => FilledButton(onPressed: _scan, child: const Text('Scan parcel'));

  Future<void> _scan() async {
    final status = await Permission.camera.↓request();
    if (status.isGranted) await Navigator.pushNamed(context, '/scanner');
  }
}
