@_spi(Testing) import PermlintKit
import PermlintTestSupport
import Testing

@Suite("Gradle build-script reader: product flavours, build types and source-set roots")
struct GradleVariantFactsTests {
  func build(_ text: String, path: String = "app/build.gradle") -> GradleBuildFile {
    GradleBuildFile(file: SourceFile(path: path, text: text))
  }

  func located(_ values: [Located<String>]) -> [String] { values.map { "\($0.value) \($0.position)" } }

  func roots(_ file: GradleBuildFile) -> [String] {
    file.sourceSetRoots.map { "\($0.value.sourceSet)=\($0.value.directory) \($0.position)" }
  }

  @Test("Groovy: build types as blocks, source sets moved by setRoot in a block and on a chain (mastodon's shape)")
  func groovyBuildTypes() {
    let file = build(
      """
      android {
      \tbuildTypes {
      \t\trelease { minifyEnabled true }
      \t\tdebug{
      \t\t\tdebuggable true
      \t\t}
      \t\tgithubRelease{
      \t\t\tinitWith release
      \t\t}
      \t}
      \tsourceSets{
      \t\tgithubRelease{
      \t\t\tsetRoot "src/github"
      \t\t}
      \t\tgithubDebug.setRoot('src/github/')
      \t\tbeta { manifest.srcFile 'src/beta/AndroidManifest.xml' }
      \t}
      }
      sourceSets.staging.setRoot "./src/stage"
      """)
    #expect(located(file.buildTypes) == ["release 3:3", "debug 4:3", "githubRelease 7:3"])
    #expect(file.productFlavors.isEmpty && !file.hasUnnamedProductFlavors)
    #expect(
      roots(file) == [
        "githubRelease=src/github 13:12", "githubDebug=src/github 15:23", "beta=src/beta 16:27",
        "staging=src/stage 19:28",
      ])
  }

  /// Found reviewing the change: forms the reader missed, which left a flavour's folder read
  /// as another build's.
  @Test("Kotlin delegates (by creating), Groovy's interpolated names, blocks opened on a sourceSets chain")
  func delegatesAndChainedBlocks() {
    let kotlin = build(
      """
      android {
          productFlavors {
              val play by creating { dimension = "store" }
              val foss by registering
          }
          buildTypes {
              val staging by creating { initWith(getByName("release")) }
          }
          sourceSets.getByName("play") { manifest.srcFile("src/gp/AndroidManifest.xml") }
      }
      """, path: "app/build.gradle.kts")
    #expect(located(kotlin.productFlavors) == ["play 3:13", "foss 4:13"])
    #expect(located(kotlin.buildTypes) == ["staging 7:13"])
    #expect(!kotlin.hasUnnamedProductFlavors)
    #expect(roots(kotlin) == ["play=src/gp 9:53"])
    let groovy = build(
      """
      android {
        productFlavors {
          ["play", "foss"].each { name -> "$name" { dimension "store" } }
        }
        sourceSets.github { setRoot 'src/gh' }
      }
      """)
    #expect(groovy.productFlavors.isEmpty && groovy.hasUnnamedProductFlavors)
    #expect(roots(groovy) == ["github=src/gh 5:31"])
  }

  @Test("Kotlin DSL: create, register and getByName; a setRoot in getByName; a lookup by brackets")
  func kotlinDeclarations() {
    let file = build(
      """
      android {
          flavorDimensions += "store"
          productFlavors {
              create("play") { dimension = "store" }
              register("github")
              val ids = productFlavors.joinToString { it.name }
          }
          buildTypes {
              getByName("release") { isMinifyEnabled = true }
              create("beta") { initWith(getByName("release")) }
          }
          sourceSets {
              getByName("githubRelease") {
                  setRoot("src/github")
              }
              named("beta") { manifest.srcFile(file("src/b/AndroidManifest.xml")) }
          }
      }
      android.productFlavors.create("fdroid")
      android.sourceSets["staging"].setRoot("src/stage")
      """, path: "app/build.gradle.kts")
    #expect(located(file.productFlavors) == ["play 4:16", "github 5:18", "fdroid 19:31"])
    #expect(!file.hasUnnamedProductFlavors)
    // `initWith(getByName("release"))` inside `beta` configures, it declares nothing.
    #expect(located(file.buildTypes) == ["release 9:19", "beta 10:16"])
    #expect(roots(file) == ["githubRelease=src/github 14:21", "beta=src/b 16:47", "staging=src/stage 20:39"])
  }

  @Test("flavours created from names that are no literals are unknown; comments and other blocks are no flavours")
  func unnamedFlavours() {
    let file = build(
      """
      android {
          productFlavors {
              // free { }
              AppFlavor.values().forEach { flavor ->
                  create(flavor.name) { dimension = flavor.dimension }
              }
          }
          defaultConfig { free { } }
          sourceSets { main { setRoot("src/${variant}") } }
      }
      """, path: "app/build.gradle.kts")
    #expect(file.productFlavors.isEmpty)
    #expect(file.hasUnnamedProductFlavors)
    #expect(file.sourceSetRoots.isEmpty)
  }
}
