import { Adjust, AdjustConfig } from 'react-native-adjust';

export function startMeasurement() {
  Adjust.initSdk(new AdjustConfig('abc123', AdjustConfig.EnvironmentProduction));
}
