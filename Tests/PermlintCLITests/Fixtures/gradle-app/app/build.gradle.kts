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
        targetSdk = 34
    }
}
