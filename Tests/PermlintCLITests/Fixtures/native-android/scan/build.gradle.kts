plugins {
    id("com.android.library")
}

android {
    namespace = "com.example.scan"
    defaultConfig {
        minSdk = 24
    }
}
