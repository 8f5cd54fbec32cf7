import 'package:flutter/material.dart';
import 'package:permission_handler/permission_handler.dart';

/// Runs Check-In or Check-Out only with location granted, and guides the user to Settings
/// when the permission is permanently denied (US-077). Mirrors flow `location-guidance` in
/// permlint.yml.
class LocationGuidance with WidgetsBindingObserver {
  LocationGuidance(this.context);

  final BuildContext context;
  bool _inSettings = false;

  /// Called by the 'Check-In' and 'Check-Out' buttons, never before a tap.
  Future<bool> run(Future<void> Function() recordAttendance) async {
    var status = await Permission.locationWhenInUse.status;
    // Not asked yet, or denied once on Android: the system may still prompt (US-076).
    if (status.isDenied) status = await Permission.locationWhenInUse.request();
    if (status.isGranted || status.isLimited) {
      await recordAttendance();
      return true;
    }
    // AC-001: permanently denied ("Don't ask again", or any denial on iOS): no prompt,
    // the guidance dialog, and the action does not proceed.
    if (status.isPermanentlyDenied || status.isRestricted) await _showGuidance();
    return false;
  }

  Future<void> _showGuidance() async {
    // AC-002, 4.3: names the permission and says why; Open Settings and Cancel.
    final openSettings = await showDialog<bool>(
      context: context,
      // AC-006, 4.2: Cancel or a tap on the scrim dismisses the dialog.
      barrierDismissible: true,
      builder: (context) => AlertDialog(
        title: const Text('Location permission needed'),
        content: const Text(
          'Location is required to record your attendance. Open Settings and allow '
          'location access for this app, then try again.',
        ),
        actions: [
          TextButton(onPressed: () => Navigator.pop(context, false), child: const Text('Cancel')),
          FilledButton(onPressed: () => Navigator.pop(context, true), child: const Text('Open Settings')),
        ],
      ),
    );
    if (openSettings != true) return;
    _inSettings = true;
    WidgetsBinding.instance.addObserver(this);
    // AC-003: the app's own page in the system settings.
    await openAppSettings();
  }

  @override
  Future<void> didChangeAppLifecycleState(AppLifecycleState state) async {
    if (state != AppLifecycleState.resumed || !_inSettings) return;
    _inSettings = false;
    WidgetsBinding.instance.removeObserver(this);
    // AC-004 / AC-005: re-checked on return. Granted: the next tap checks in at once.
    // Still denied: the dialog is gone and the next tap shows it again; no loop.
    final status = await Permission.locationWhenInUse.status;
    if (context.mounted && status.isGranted) {
      ScaffoldMessenger.of(context).showSnackBar(
        const SnackBar(content: Text('Location is on. You can check in now.')),
      );
    }
  }
}
