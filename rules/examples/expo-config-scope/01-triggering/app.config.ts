↓import { ExpoConfig } from 'expo/config';

const config: ExpoConfig = { name: process.env.APP_NAME ?? 'Rider', plugins: ['expo-camera'] };
export default config;