android {
    defaultConfig {
        targetSdk = 34
    }
}
