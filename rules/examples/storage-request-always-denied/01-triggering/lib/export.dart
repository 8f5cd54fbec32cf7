import 'package:flutter/material.dart';
import 'package:permission_handler/permission_handler.dart';

/// 'Export the delivery log': on Android 13 the request is denied without a prompt.
class ExportButton extends StatelessWidget {
  const ExportButton({super.key});

  @override
  Widget build(BuildContext context) => TextButton(onPressed: _export, child: const Text('Export'));

  Future<void> _export() async {
    final status = await Permission.storage.↓request();
    if (status.isGranted) await _writeLog();
  }

  Future<void> _writeLog() async {}
}
