// swift-tools-version:6.1
import PackageDescription

/// The command links jemalloc on Linux unless PERMLINT_SYSTEM_MALLOC is set (to any value),
/// for a system without libjemalloc or a build with the static Linux (musl) SDK: the C
/// library's malloc is then used, and permlint is about a tenth slower.
let jemalloc: [Target.Dependency] =
  Context.environment["PERMLINT_SYSTEM_MALLOC"] == nil
  ? [.target(name: "CJemalloc", condition: .when(platforms: [.linux]))] : []

let package = Package(
  name: "permlint",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "permlint", targets: ["permlint"]),
    .library(name: "PermlintKit", targets: ["PermlintKit"]),
    .plugin(name: "PermlintPlugin", targets: ["PermlintPlugin"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
  ],
  targets: [
    .systemLibrary(
      name: "CYaml",
      pkgConfig: "yaml-0.1",
      providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
    ),
    .systemLibrary(
      name: "CLibXML2",
      pkgConfig: "libxml-2.0",
      providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
    ),
    .systemLibrary(
      name: "CZlib",
      pkgConfig: "zlib",
      providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]
    ),
    // The allocator of the command on Linux: the engine allocates and frees many small
    // objects on every core, where glibc's malloc cost a tenth of a run (Docs/performance.md,
    // "The allocator"). macOS keeps its own.
    .systemLibrary(
      name: "CJemalloc",
      pkgConfig: "jemalloc",
      providers: [.apt(["libjemalloc-dev"])]
    ),
    // The byte loops of the source stage (identifier fingerprints, seed words), in C.
    .target(name: "CSourceScan"),
    // A directory's entries with one system call per buffer on Linux (discovery).
    .target(name: "CDirectoryEntries"),
    .target(
      name: "PermlintKit",
      dependencies: ["CYaml", "CLibXML2", "CZlib", "CSourceScan", "CDirectoryEntries"]
    ),
    .executableTarget(
      name: "permlint",
      dependencies: [
        "PermlintKit",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ] + jemalloc
    ),
    .plugin(
      name: "PermlintPlugin",
      capability: .command(
        intent: .custom(
          verb: "permlint",
          description: "Lint the package's directory for mobile-app permission problems with permlint"),
        permissions: []),
      dependencies: ["permlint"]
    ),
    .target(
      name: "PermlintGenerators",
      dependencies: ["PermlintKit"]
    ),
    .executableTarget(
      name: "permlint-dev",
      dependencies: ["PermlintKit", "PermlintGenerators"]
    ),
    .target(
      name: "PermlintTestSupport",
      dependencies: ["PermlintKit", "CLibXML2", "CZlib"],
      path: "Tests/PermlintTestSupport"
    ),
    .testTarget(
      name: "PermlintKitTests",
      dependencies: [
        "PermlintKit", "PermlintGenerators", "PermlintTestSupport",
      ],
      exclude: ["Golden"]
    ),
    .testTarget(
      name: "PermlintCLITests",
      dependencies: ["permlint", "PermlintKit", "PermlintTestSupport"],
      exclude: ["Fixtures"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
