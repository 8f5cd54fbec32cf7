subprojects {
    plugins.withId("com.android.application") {
        configure<com.android.build.gradle.AppExtension> {
            defaultConfig {
                targetSdk = 33
            }
        }
    }
}
