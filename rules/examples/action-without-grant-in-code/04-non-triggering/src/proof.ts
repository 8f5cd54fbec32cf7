import { Alert, Linking } from 'react-native';
import * as ImagePicker from 'expo-image-picker';
import * as Location from 'expo-location';
import * as MediaLibrary from 'expo-media-library';

export async function takeProofPhoto(): Promise<string | undefined> {
  const { status, canAskAgain } = await ImagePicker.requestCameraPermissionsAsync();
  if (status !== 'granted') {
    if (!canAskAgain) Alert.alert('Camera is off', '', [{ text: 'Open Settings', onPress: () => Linking.openSettings() }]);
    return undefined;
  }
  const result = await ImagePicker.launchCameraAsync();
  return result.canceled ? undefined : result.assets[0].uri;
}

export async function recentPhotos(ready: boolean) {
  const answer = await MediaLibrary.requestPermissionsAsync();
  if (ready && answer.accessPrivileges !== 'none') {
    return MediaLibrary.getAssetsAsync({ first: 20 });
  }
  return [];
}

export async function locate() {
  try {
    const { status } = await Location.requestForegroundPermissionsAsync();
    if (status !== 'granted') return null;
  } catch {
    return null;
  }
  return Location.getCurrentPositionAsync({});
}

export async function follow() {
  const { granted } = await Location.requestForegroundPermissionsAsync();
  return granted && Location.watchPositionAsync({}, () => undefined);
}
