import type { ExpoConfig } from 'expo/config';

const config: ExpoConfig = {
  name: 'Rider',
  slug: 'rider',
  plugins: [['expo-camera', { cameraPermission: process.env.CAMERA_TEXT }]],
};

export default config;
