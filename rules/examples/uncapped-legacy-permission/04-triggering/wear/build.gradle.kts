android {
    defaultConfig { targetSdk = 36 }
}
