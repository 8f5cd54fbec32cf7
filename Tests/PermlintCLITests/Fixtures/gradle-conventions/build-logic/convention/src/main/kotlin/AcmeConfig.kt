object AcmePlugins {
    const val androidApplication = "acme.android.application"
}

object AcmeConfig {
    object Android {
        const val targetSdk = 35
    }
}
