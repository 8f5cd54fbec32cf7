android {
    defaultConfig {
        ↓targetSdk = ProjectConfig.Android.sdkTarget
    }
}