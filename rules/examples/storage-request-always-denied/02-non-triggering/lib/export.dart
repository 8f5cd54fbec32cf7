import 'package:device_info_plus/device_info_plus.dart';
import 'package:flutter/material.dart';
import 'package:permission_handler/permission_handler.dart';

/// 'Export the delivery log': storage is asked for only where Android still grants it.
class ExportButton extends StatelessWidget {
  const ExportButton({super.key});

  @override
  Widget build(BuildContext context) => TextButton(onPressed: _export, child: const Text('Export'));

  Future<void> _export() async {
    final android = await DeviceInfoPlugin().androidInfo;
    if (android.version.sdkInt < 33) {
      final status = await Permission.storage.request();
      if (!status.isGranted) return;
    }
    await _writeLog();
  }

  Future<void> _writeLog() async {}
}
