plugins {
    id(AcmePlugins.androidApplication)
}

android {
    namespace = "com.acme.app"
}

dependencies {
    implementation(projects.feature.scan)
}
