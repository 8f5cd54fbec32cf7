import 'package:flutter/material.dart';
import 'package:permission_handler/permission_handler.dart';

void main() => runApp(const RiderApp());

/// The app's root: it asks for the camera before the first screen is even drawn.
class RiderApp extends StatefulWidget {
  const RiderApp({super.key});

  @override
  State<RiderApp> createState() => _RiderAppState();
}

class _RiderAppState extends State<RiderApp> {
  @override
  void initState() {
    super.initState();
    Permission.camera.↓request();
  }

  @override
  Widget build(BuildContext context) => const MaterialApp(home: Text('Deliveries'));
}
