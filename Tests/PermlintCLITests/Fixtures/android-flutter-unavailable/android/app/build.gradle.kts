plugins {
    id("com.android.application")
    id("dev.flutter.flutter-gradle-plugin")
}

android {
    namespace = "com.example.walks"
    compileSdk = flutter.compileSdkVersion
    defaultConfig {
        applicationId = "com.example.walks"
        minSdk = flutter.minSdkVersion
        targetSdk = flutter.targetSdkVersion
    }
}

flutter {
    source = "../.."
}
