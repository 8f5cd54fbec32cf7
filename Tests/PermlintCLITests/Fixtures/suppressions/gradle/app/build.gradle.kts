plugins {
    id("com.android.application")
}

android {
    namespace = "com.example.tracker"
    compileSdk = 34

    defaultConfig {
        applicationId = "com.example.tracker"
        // targetSdk = 30 (before the Android 14 migration)
        minSdk = 26
        // permlint-disable-next-line missing-android-permission: alerts ship disabled until 2.1 adds POST_NOTIFICATIONS
        targetSdk = 34
    }
}
