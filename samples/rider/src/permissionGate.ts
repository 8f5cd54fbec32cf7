import { AppState, Platform } from 'react-native';
import {
  PERMISSIONS,
  RESULTS,
  checkLocationAccuracy,
  check,
  openSettings,
  request,
  type Permission,
} from 'react-native-permissions';

// Flows `gps-gate` and `camera-gate` in permlint.yml (RDR-020).
const GPS = Platform.select<Permission>({
  ios: PERMISSIONS.IOS.LOCATION_WHEN_IN_USE,
  default: PERMISSIONS.ANDROID.ACCESS_FINE_LOCATION,
});
const CAMERA = Platform.select<Permission>({
  ios: PERMISSIONS.IOS.CAMERA,
  default: PERMISSIONS.ANDROID.CAMERA,
});

export const BLOCKED_COPY = {
  gps: {
    title: 'Location access required',
    message:
      'Location access is required to go online, receive new delivery tasks, and use navigation. ' +
      'Please enable location services in your settings.',
  },
  camera: {
    title: 'Camera access required',
    message:
      'Camera access is required to take photos for Proof of Delivery. Please enable camera access in your settings.',
  },
};

/** The non-dismissible blocking screen: no close button, back does nothing (AC-001, AC-002). */
export interface BlockingScreen {
  show(copy: { title: string; message: string }, onGoToSettings: () => void): void;
  hide(): void;
}

/**
 * Runs `action` ('Go Online', 'Take Photo') only with the permission granted; called from the
 * rider's tap only (NFR 7.2). Otherwise the blocking screen stays until the permission is
 * granted in Settings, then the original action continues (AC-004).
 */
export async function gate(kind: 'gps' | 'camera', screen: BlockingScreen, action: () => void) {
  if (await granted(kind, true)) return action();
  screen.show(BLOCKED_COPY[kind], () => {
    // AC-004 / AC-005: re-checked whenever the app comes back to the foreground.
    const subscription = AppState.addEventListener('change', async (state) => {
      if (state !== 'active') return;
      if (await granted(kind, false)) {
        subscription.remove();
        screen.hide();
        action();
      }
    });
    openSettings('application');
  });
}

async function granted(kind: 'gps' | 'camera', mayPrompt: boolean): Promise<boolean> {
  const permission = kind === 'gps' ? GPS : CAMERA;
  let status = await check(permission);
  // AC-003: `blocked` ("Don't Ask Again", or any earlier denial on iOS) never prompts.
  if (status === RESULTS.DENIED && mayPrompt) status = await request(permission);
  if (status !== RESULTS.GRANTED) return false;
  // BR-RDR-PERM-01: approximate location is not enough to go online.
  return kind !== 'gps' || Platform.OS !== 'ios' || (await checkLocationAccuracy()) === 'full';
}
