import 'package:flutter/widgets.dart';
import 'package:permission_handler/permission_handler.dart';

/// The scanner screen: Settings after a permanent denial, and a fresh check on return.
class ScannerState extends State<Scanner> with WidgetsBindingObserver {
  bool _allowed = false;

  Future<void> scanParcel() async {
    final status = await Permission.camera.request();
    if (status.isPermanentlyDenied) await openAppSettings();
    setState(() => _allowed = status.isGranted);
  }

  @override
  void didChangeAppLifecycleState(AppLifecycleState state) {
    if (state == AppLifecycleState.resumed) _refresh();
  }

  Future<void> _refresh() async {
    final status = await Permission.camera.status;
    setState(() => _allowed = status.isGranted);
  }
}
