import 'package:flutter/material.dart';
import 'package:permission_handler/permission_handler.dart';

/// The 'Remind me' switch: after a permanent denial, the app's settings.
class RemindersSwitch extends StatelessWidget {
  const RemindersSwitch({super.key});

  @override
  Widget build(BuildContext context) => Switch(value: false, onChanged: (_) => _enable());

  Future<void> _enable() async {
    final status = await Permission.notification.request();
    if (status.isPermanentlyDenied) await openAppSettings();
  }
}
