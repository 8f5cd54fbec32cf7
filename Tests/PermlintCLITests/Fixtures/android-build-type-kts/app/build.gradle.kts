plugins {
    id("com.android.application")
}

android {
    namespace = "com.example.toot"
    compileSdk = 35
    defaultConfig {
        applicationId = "com.example.toot"
        minSdk = 24
        targetSdk = 35
    }
    buildTypes {
        getByName("release") {
            isMinifyEnabled = true
        }
        create("github") {
            initWith(getByName("release"))
        }
        create("githubRelease") {
            initWith(getByName("release"))
        }
    }
    sourceSets {
        getByName("githubRelease") {
            setRoot("src/github")
        }
    }
}
