import { AppState } from 'react-native';
import { PERMISSIONS, RESULTS, check, openSettings, request } from 'react-native-permissions';

/** 'Take photo': Settings for a blocked camera, and a fresh check once the app is active again. */
export async function takeProofPhoto(onAllowed: () => void): Promise<boolean> {
  const status = await request(PERMISSIONS.IOS.CAMERA);
  if (status === RESULTS.BLOCKED) {
    const subscription = AppState.addEventListener('change', async (state) => {
      if (state !== 'active') return;
      subscription.remove();
      if ((await check(PERMISSIONS.IOS.CAMERA)) === RESULTS.GRANTED) onAllowed();
    });
    openSettings();
    return false;
  }
  return status === RESULTS.GRANTED;
}
