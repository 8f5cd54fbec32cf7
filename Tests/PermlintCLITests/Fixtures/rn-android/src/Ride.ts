import { PermissionsAndroid } from 'react-native';
import { PERMISSIONS, request, openSettings } from 'react-native-permissions';

// PERMISSIONS.ANDROID.READ_CONTACTS in a comment is not a use.
export async function start() {
  await request(PERMISSIONS.ANDROID.ACCESS_FINE_LOCATION);
  await request(PERMISSIONS.ANDROID.CAMERA);
  await PermissionsAndroid.request(PermissionsAndroid.PERMISSIONS.RECORD_AUDIO);
  await openSettings();
}
