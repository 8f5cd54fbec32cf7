plugins {
    id("com.android.library")
}

android {
    namespace = "com.example.tracker"
    defaultConfig {
        minSdk = 24
    }
}
