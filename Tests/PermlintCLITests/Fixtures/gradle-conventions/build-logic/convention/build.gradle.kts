plugins {
    `kotlin-dsl`
}

gradlePlugin {
    plugins {
        register("androidApplication") {
            id = libs.plugins.acme.android.application.get().pluginId
            implementationClass = "AndroidApplicationConventionPlugin"
        }
        register("kmpLibrary") {
            id = "acme.kmp.library"
            implementationClass = "com.acme.KmpLibraryConventionPlugin"
        }
        register("kmpFeature") {
            id = "acme.kmp.feature"
            implementationClass = "com.acme.KmpFeatureConventionPlugin"
        }
    }
}
