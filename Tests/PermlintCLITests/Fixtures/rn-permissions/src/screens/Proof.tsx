import { Linking, Platform } from 'react-native';
import { PERMISSIONS, check, request } from 'react-native-permissions';

/* PERMISSIONS.IOS.SIRI is only mentioned here. */
export async function askForProof(): Promise<boolean> {
  const camera = await request(PERMISSIONS.IOS.CAMERA);
  const nearby = await check(Platform.select({ ios: PERMISSIONS.IOS.LOCATION_WHEN_IN_USE, default: PERMISSIONS.ANDROID.ACCESS_FINE_LOCATION }));
  const contacts = await request(PERMISSIONS.IOS.CONTACTS);
  if (camera === 'blocked') await Linking.openSettings();
  return camera === 'granted' && nearby === 'granted' && contacts === 'granted';
}
