import { Platform } from 'react-native';
import Geolocation from 'react-native-geolocation-service';
import { PERMISSIONS, RESULTS, check, request } from 'react-native-permissions';

const LOCATION = Platform.select({
  ios: PERMISSIONS.IOS.LOCATION_WHEN_IN_USE,
  default: PERMISSIONS.ANDROID.ACCESS_FINE_LOCATION,
});

export async function activateTravelMode(jobId: string): Promise<boolean> {
  let status = await check(LOCATION);
  if (status === RESULTS.DENIED) {
    status = await request(LOCATION);
    ↓startSharing(jobId);
  }
  return status === RESULTS.GRANTED;
}

function startSharing(jobId: string) {
  Geolocation.watchPosition(
    (position) => sendPosition(jobId, position.coords.latitude, position.coords.longitude),
    () => undefined,
  );
}

declare function sendPosition(jobId: string, latitude: number, longitude: number): void;
