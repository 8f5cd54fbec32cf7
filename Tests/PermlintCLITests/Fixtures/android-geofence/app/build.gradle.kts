plugins {
    id("com.android.application")
}

android {
    namespace = "com.acme.zones"
    defaultConfig {
        targetSdk = 35
    }
    sourceSets {
        getByName("main") {
            kotlin {
                directories += "../zones/src/main/kotlin"
            }
        }
    }
}
