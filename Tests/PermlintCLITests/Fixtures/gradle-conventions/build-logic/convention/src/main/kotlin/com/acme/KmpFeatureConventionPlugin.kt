package com.acme

import org.gradle.api.Plugin
import org.gradle.api.Project

class KmpFeatureConventionPlugin : Plugin<Project> {
    override fun apply(target: Project) {
        target.apply<KmpLibraryConventionPlugin>()
    }
}
