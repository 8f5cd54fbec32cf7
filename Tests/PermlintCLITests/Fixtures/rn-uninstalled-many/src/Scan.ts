import { PermissionsAndroid, Linking } from 'react-native';

export async function askScan() {
  await PermissionsAndroid.request(PermissionsAndroid.PERMISSIONS.ACCESS_FINE_LOCATION);
  await Linking.openSettings();
}
