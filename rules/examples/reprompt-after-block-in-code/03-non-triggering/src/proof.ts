import { Linking } from 'react-native';
import { PERMISSIONS, RESULTS, check, request } from 'react-native-permissions';

/** 'Take photo': a blocked camera goes to Settings; only a camera that can still prompt is asked. */
export async function takeProofPhoto(): Promise<boolean> {
  let status = await check(PERMISSIONS.IOS.CAMERA);
  if (status === RESULTS.BLOCKED) {
    await Linking.openSettings();
    return false;
  }
  if (status !== RESULTS.GRANTED) status = await request(PERMISSIONS.IOS.CAMERA);
  return status === RESULTS.GRANTED;
}
