@_spi(Testing) import PermlintKit
import PermlintTestSupport
import Testing

@Suite("Gradle build-script reader")
struct GradleBuildFileTests {
  /// The settings found in `text`, as `key spelling value line:column` strings.
  func settings(_ text: String, path: String = "app/build.gradle.kts") -> [String] {
    let marked = MarkedSource(text)
    let build = GradleBuildFile(file: SourceFile(path: path, text: marked.text))
    return build.settings.map { "\($0.key.rawValue) \($0.spelling) \($0.value.map(String.init) ?? "?") \($0.position)" }
  }

  @Test("Kotlin DSL assignments, with their positions")
  func kotlin() {
    let text = """
      android {
          compileSdk = 34
          defaultConfig {
              minSdk = 24
              targetSdk = 34 // raised for Android 14
          }
      }
      """
    #expect(settings(text) == ["minSdk minSdk 24 4:9", "targetSdk targetSdk 34 5:9"])
  }

  @Test("Groovy command syntax, assignments and calls")
  func groovy() {
    let text = """
      android {
          defaultConfig {
              minSdkVersion 21
              targetSdkVersion = 33
          }
          productFlavors { free { minSdkVersion(21) } }
      }
      """
    #expect(
      settings(text, path: "app/build.gradle") == [
        "minSdk minSdkVersion 21 3:9", "targetSdk targetSdkVersion 33 4:9", "minSdk minSdkVersion 21 6:29",
      ])
  }

  @Test("values that are not literals are read as unknown, not guessed")
  func nonLiterals() {
    let text = """
      android {
          defaultConfig {
              minSdkVersion rootProject.ext.minSdkVersion
              targetSdk = libs.versions.targetSdk.get().toInt()
          }
      }
      """
    #expect(settings(text) == ["minSdk minSdkVersion ? 3:9", "targetSdk targetSdk ? 4:9"])
  }

  @Test("comments, strings and blocks outside android are not settings")
  func ignored() {
    let text = """
      buildscript { ext { targetSdkVersion = 30 } }
      // targetSdk = 29
      /* android { targetSdk = 28 /* nested */ targetSdk = 27 } */
      val note = "targetSdk = 26"
      val raw = \"\"\"
          targetSdk = 25
      \"\"\"
      android {
          lint { targetSdk = 33 }
          testOptions { targetSdk = 33 }
          defaultConfig {
              versionCode = targetSdk * 100
              println("${targetSdk} ${"}"}")
              targetSdk = 34
          }
      }
      """
    #expect(settings(text) == ["targetSdk targetSdk 34 14:9"])
  }

  @Test("a qualified android setting counts; CRLF line ends and UTF-8 keep columns exact")
  func qualified() {
    #expect(settings("android.defaultConfig.targetSdk = 35\r\n") == ["targetSdk targetSdk 35 1:23"])
    #expect(settings("// é\r\nandroid {\r\n  /* ü */ targetSdk = 33\r\n}\r\n") == ["targetSdk targetSdk 33 3:11"])
  }

  @Test("unterminated comments and strings never crash")
  func unterminated() {
    #expect(settings("android { targetSdk = 34 /* open").count == 1)
    #expect(settings("android { val x = \"open\ntargetSdk = 34 }").count == 1)
    #expect(settings("android { targetSdk = ").count == 1)
    #expect(settings("targetSdk").isEmpty)
  }

  @Test("AGP 9's targetSdk { version = release(36) } is the number inside; preview(...) is unknown")
  func agp9TargetBlock() {
    let text = """
      android {
          defaultConfig {
              targetSdk {
                  version = release(36)
              }
              minSdk { version = preview("Baklava") }
          }
      }
      """
    #expect(settings(text) == ["targetSdk targetSdk 36 3:9", "minSdk minSdk ? 6:9"])
  }

  @Test("applied scripts, plugins by id, alias and class, registrations and Maven dependencies")
  func conventionFacts() {
    let build = GradleBuildFile(
      file: SourceFile(
        path: "app/build.gradle",
        text: """
          plugins {
              id 'com.acme.base'
              alias(libs.plugins.acme.android.app)
          }
          apply from: "../common.gradle"
          apply from: "$rootDir/gradle/flavors.gradle"
          dependencies {
              implementation 'androidx.work:work-runtime-ktx:2.10.3'
              implementation(libs.firebase.messaging)
              "implementation"(project(":common"))
              testImplementation 'junit:junit:4.13.2'
          }
          gradlePlugin { plugins { register("app") { id = "acme.app"; implementationClass = "com.acme.AppPlugin" } } }
          class AppPlugin { fun apply() { pluginManager.apply("com.android.application"); apply<BasePlugin>() } }
          """))
    #expect(build.appliedScripts.map(\.value) == ["../common.gradle", "//gradle/flavors.gradle"])
    #expect(
      build.appliedPlugins.map(\.value) == [
        .id("com.acme.base"), .alias(["acme", "android", "app"]), .id("com.android.application"),
        .className("BasePlugin"),
      ])
    #expect(build.projectDependencies.map(\.value) == [":common"])
    #expect(
      build.externalDependencies.map(\.value) == [
        .coordinate(group: "androidx.work", artifact: "work-runtime-ktx"), .catalog(["firebase", "messaging"]),
      ])
    #expect(build.pluginRegistrations.map(\.className) == ["com.acme.AppPlugin"])
    #expect(build.declaredClasses == ["AppPlugin"])
  }
}
