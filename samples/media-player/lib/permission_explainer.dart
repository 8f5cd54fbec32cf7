import 'package:flutter/material.dart';
import 'package:permission_handler/permission_handler.dart';

import 'permission_service.dart';

/// "Permission Explainer Screen", shown on launch while a mandatory permission is missing;
/// flow `launch-explainer` in permlint.yml. All copy is the spec's "Copy (VI)", the same on
/// Android and iOS.
class PermissionExplainer extends StatefulWidget {
  const PermissionExplainer({super.key, required this.onDone});

  final VoidCallback onDone;

  @override
  State<PermissionExplainer> createState() => _PermissionExplainerState();
}

class _PermissionExplainerState extends State<PermissionExplainer> with WidgetsBindingObserver {
  final _service = PermissionService();
  PermissionStatus _photos = PermissionStatus.denied;
  PermissionStatus _notifications = PermissionStatus.denied;
  bool _network = false;

  @override
  void initState() {
    super.initState();
    WidgetsBinding.instance.addObserver(this);
    _refresh();
  }

  @override
  void dispose() {
    WidgetsBinding.instance.removeObserver(this);
    super.dispose();
  }

  /// Back from Settings: statuses are checked again, never assumed.
  @override
  void didChangeAppLifecycleState(AppLifecycleState state) {
    if (state == AppLifecycleState.resumed) _refresh();
  }

  Future<void> _refresh() async {
    final photos = await Permission.photos.status;
    final notifications = await Permission.notification.status;
    final network = await _service.mandatoryResolved();
    if (!mounted) return;
    setState(() {
      _photos = photos;
      _notifications = notifications;
      _network = network || _network;
    });
  }

  @override
  Widget build(BuildContext context) {
    return Scaffold(
      body: ListView(
        padding: const EdgeInsets.all(24),
        children: [
          Text('Quyền cần để app hoạt động đúng', style: Theme.of(context).textTheme.headlineSmall),
          _card('Phát file nội bộ', 'Bắt buộc', 'Để quét, phát và quản lý file/video trong máy.',
              _photos.isGranted, _photos.isPermanentlyDenied || _photos.isLimited, () async {
            final result = await _service.requestPhotos();
            setState(() => _photos = result);
          }),
          _card('Duyệt mạng nội bộ (SMB)', 'Bắt buộc',
              'Để duyệt thiết bị trong mạng nội bộ và phát nội dung từ đó.', _network, false, () async {
            final granted = await _service.requestLocalNetwork();
            setState(() => _network = granted);
          }),
          _card('Tiện ích', 'Tùy chọn', 'Để nhận báo tiến trình và thông tin quan trọng.',
              _notifications.isGranted, _notifications.isPermanentlyDenied, () async {
            final result = await _service.requestNotifications();
            setState(() => _notifications = result);
          }),
          TextButton(onPressed: widget.onDone, child: const Text('Bỏ qua, vào app')),
        ],
      ),
    );
  }

  Widget _card(String title, String badge, String subtitle, bool granted, bool inSettings, VoidCallback onTap) {
    return Card(
      child: ListTile(
        title: Text('$title ($badge)'),
        subtitle: Text(inSettings ? '$subtitle Mở Cài đặt để cấp quyền.' : subtitle),
        trailing: granted
            ? const Chip(label: Text('Đã cấp'))
            : FilledButton(onPressed: onTap, child: Text(inSettings ? 'Mở Cài đặt' : 'Cấp quyền')),
      ),
    );
  }
}
