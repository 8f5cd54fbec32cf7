import com.android.build.api.dsl.ApplicationExtension
import org.gradle.api.Plugin
import org.gradle.api.Project

class AndroidApplicationConventionPlugin : Plugin<Project> {
    override fun apply(target: Project) {
        with(target) {
            apply(plugin = libs.plugins.android.application.get().pluginId)
            extensions.configure<ApplicationExtension> {
                defaultConfig {
                    targetSdk = AcmeConfig.Android.targetSdk
                }
            }
            dependencies {
                "implementation"(project(":common"))
            }
        }
    }
}
