plugins {
    alias(libs.plugins.android.application)
}

android {
    namespace = "com.example.notes"
    compileSdk = libs.versions.compileSdk.get().toInt()
    defaultConfig {
        minSdk = (findProperty("app.minSdk") as String).toInt()
        targetSdk = libs.versions.android.targetSdk.get().toInt()
    }
}
