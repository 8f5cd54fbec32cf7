import 'package:bonsoir/bonsoir.dart';
import 'package:permission_handler/permission_handler.dart';
import 'package:shared_preferences/shared_preferences.dart';

/// The one place the app checks, requests and re-checks permissions ("State & Logic").
/// Location is excluded: nothing here, in the Podfile or in the manifests asks for it.
class PermissionService {
  /// Storage/Photos (mandatory): Permission.photos on iOS and Android 13+, storage below.
  Future<PermissionStatus> photosStatus() => Permission.photos.status;

  /// "Cấp quyền" on the Storage/Photos card or overlay: the native prompt, or Settings when
  /// the prompt is suppressed ("Don't ask again") or only some photos are allowed (Limited).
  Future<PermissionStatus> requestPhotos() async {
    final status = await Permission.photos.status;
    if (status.isPermanentlyDenied || status.isRestricted || status.isLimited) {
      await openAppSettings();
      return Permission.photos.status;
    }
    return Permission.photos.request();
  }

  /// Notifications (optional), from its card or the banner on Home.
  Future<PermissionStatus> requestNotifications() async {
    final status = await Permission.notification.status;
    if (status.isPermanentlyDenied) {
      await openAppSettings();
      return Permission.notification.status;
    }
    return Permission.notification.request();
  }

  /// Local Network (mandatory, iOS): there is no status API; the first Bonjour browse shows
  /// the system prompt, and a browse that finds nothing after a denial routes to Settings.
  Future<bool> requestLocalNetwork() async {
    final discovery = BonsoirDiscovery(type: '_smb._tcp');
    await discovery.ready;
    await discovery.start();
    final prefs = await SharedPreferences.getInstance();
    final granted = await discovery.eventStream!.any((event) => event.type == BonsoirDiscoveryEventType.discoveryStarted);
    await prefs.setBool('hasLocalNetworkPermission', granted);
    return granted;
  }

  /// isOnboardingPermissionsResolved: the explainer shows on every launch until both
  /// mandatory permissions are granted; there is no "don't show again".
  Future<bool> mandatoryResolved() async {
    final prefs = await SharedPreferences.getInstance();
    final photos = await Permission.photos.status;
    return (photos.isGranted || photos.isLimited) && (prefs.getBool('hasLocalNetworkPermission') ?? false);
  }
}
