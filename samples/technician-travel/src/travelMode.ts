import { Alert, Platform } from 'react-native';
import Geolocation from 'react-native-geolocation-service';
import { PERMISSIONS, RESULTS, check, openSettings, request } from 'react-native-permissions';

// While-In-Use only: never PERMISSIONS.IOS.LOCATION_ALWAYS or ACCESS_BACKGROUND_LOCATION
// (US-122 NFR 7.2, least privilege). Flow `travel-gate` in permlint.yml.
const LOCATION = Platform.select({
  ios: PERMISSIONS.IOS.LOCATION_WHEN_IN_USE,
  default: PERMISSIONS.ANDROID.ACCESS_FINE_LOCATION,
});

/** The 'Activate Travel Mode' button: returns whether Travel Mode is now on. */
export async function activateTravelMode(jobId: string): Promise<boolean> {
  let status = await check(LOCATION);
  // AC-001 / AC-002: first activation -> the OS prompt, right after the tap (7.1, 7.3).
  // `denied` also means "denied once" on Android, where the OS could prompt again; AC-003
  // wants the message then, so the prompt is shown only if it never was.
  if (status === RESULTS.DENIED && !(await wasAskedBefore())) {
    await rememberAsked();
    status = await request(LOCATION);
  }
  if (status === RESULTS.GRANTED || status === RESULTS.LIMITED) {
    // BR-001: location is read only here, after the grant.
    startSharing(jobId);
    return true;
  }
  // AC-002, AC-003, AC-004: denied, previously denied or revoked -> no OS prompt again,
  // an in-app message with a deep link to the app's settings.
  showLocationOff();
  return false;
}

function showLocationOff() {
  Alert.alert(
    'Location is off for Travel Mode',
    'Travel Mode shares your location with the customer while you drive to the job. ' +
      'To use it, open Settings, tap Location and choose While Using the App.',
    [
      { text: 'Cancel', style: 'cancel' },
      { text: 'Open Settings', onPress: () => openSettings('application') },
    ],
  );
}

function startSharing(jobId: string) {
  Geolocation.watchPosition(
    (position) => sendPosition(jobId, position.coords.latitude, position.coords.longitude),
    () => undefined,
    { enableHighAccuracy: true, distanceFilter: 50 },
  );
}

declare function wasAskedBefore(): Promise<boolean>;
declare function rememberAsked(): Promise<void>;
declare function sendPosition(jobId: string, latitude: number, longitude: number): void;
