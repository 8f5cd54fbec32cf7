import { requestTrackingPermissionsAsync } from 'expo-tracking-transparency';
import appsFlyer from 'react-native-appsflyer';

export async function start() {
  await requestTrackingPermissionsAsync();
  appsFlyer.initSdk({ devKey: 'key', appId: '123' });
}
