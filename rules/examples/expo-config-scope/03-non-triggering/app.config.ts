// Rider's Expo config
const config: ExpoConfig = {
  name: 'Rider',
  ios: { infoPlist: { NSCameraUsageDescription: "Take a photo of the parcel as proof of delivery." } },
  plugins: [['expo-camera', { microphonePermission: false }]],
};
export default config;