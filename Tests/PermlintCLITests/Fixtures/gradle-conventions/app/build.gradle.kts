plugins {
    alias(libs.plugins.acme.android.application)
}

android {
    namespace = "com.acme.app"
}

dependencies {
    implementation(projects.feature.scan)
}
