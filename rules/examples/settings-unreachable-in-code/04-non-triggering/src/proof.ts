export async function ask() {
  if ((await request(PERMISSIONS.IOS.CAMERA)) === 'blocked') Linking.openURL('app-settings:');
}