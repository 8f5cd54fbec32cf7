android {
    namespace = "com.ex"
    compileSdk = 35
    defaultConfig {
        applicationId = "com.ex"
        minSdk = 21
        targetSdk = 35
    }
}
