android {
    namespace = "com.example.export"
    compileSdk = 34
    defaultConfig {
        applicationId = "com.example.export"
        minSdk = 24
        targetSdk = 32
    }
}
