import { PERMISSIONS, RESULTS, openSettings, request } from 'react-native-permissions';

export async function activateTravelMode(): Promise<boolean> {
  const status = await request(PERMISSIONS.IOS.LOCATION_WHEN_IN_USE);
  if (status === RESULTS.BLOCKED) openSettings();
  return status === RESULTS.GRANTED;
}

export function formatDistance(metres: number): string {
  return `${Math.round(metres)} m`;
}

