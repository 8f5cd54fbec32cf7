const camera = Platform.select({ ios: PERMISSIONS.IOS.CAMERA, android: PERMISSIONS.ANDROID.CAMERA });
const label = 'PERMISSIONS.IOS.MICROPHONE';