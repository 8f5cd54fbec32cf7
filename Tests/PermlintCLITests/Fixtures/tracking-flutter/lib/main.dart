import 'package:appsflyer_sdk/appsflyer_sdk.dart';

Future<void> startMeasurement(AppsflyerSdk sdk) async {
  await sdk.initSdk(registerConversionDataCallback: true);
}
