/* Rider, written as code but with literal values only. */
module.exports = {
  expo: {
    name: 'Rider',
    ios: {
      infoPlist: {
        NSCameraUsageDescription: `Take a photo of the parcel as proof of delivery.`,
        NSMicrophoneUsageDescription: 'Allow $(PRODUCT_NAME) to access your microphone', // from a template
      },
    },
    plugins: [['expo-contacts', { contactsPermission: "TODO" }]],
  },
};
