import 'package:app_tracking_transparency/app_tracking_transparency.dart';
import 'package:appsflyer_sdk/appsflyer_sdk.dart';

Future<void> startMeasurement(AppsflyerSdk sdk) async {
  await AppTrackingTransparency.requestTrackingAuthorization();
  await sdk.initSdk();
}
