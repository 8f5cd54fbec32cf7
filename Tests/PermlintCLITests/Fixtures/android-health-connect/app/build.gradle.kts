plugins {
    id("com.android.application")
}

android {
    namespace = "com.example.pulse"
    compileSdk = 36
    defaultConfig {
        applicationId = "com.example.pulse"
        minSdk = 28
        targetSdk = 36
    }
}
