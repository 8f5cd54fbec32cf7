import { PERMISSIONS, request, openSettings } from 'react-native-permissions';

// PERMISSIONS.IOS.CONTACTS is only mentioned in this comment.
export async function askForProof() {
  const camera = await request(↓PERMISSIONS.IOS.CAMERA);
  const photos = await request(PERMISSIONS.IOS.PHOTO_LIBRARY);
  if (camera === 'blocked') await openSettings();
  return camera === 'granted' || photos === 'granted';
}