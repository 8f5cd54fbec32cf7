android {
    defaultConfig {
        targetSdk = 37
    }
}
