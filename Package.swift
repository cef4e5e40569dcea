// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "labelcheck",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "CatalogParser", targets: ["CatalogParser"]),
    .library(name: "LocaleCheck", targets: ["LocaleCheck"]),
    .executable(name: "labelcheck", targets: ["cli"]),
  ],
  targets: [
    .systemLibrary(
      name: "CLibXML2",
      path: "Sources/CLibXML2",
      pkgConfig: "libxml-2.0",
      providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
    ),
    .target(name: "CatalogParser", dependencies: ["CLibXML2"]),
    .target(name: "LocaleCheck", dependencies: ["CatalogParser"]),
    .executableTarget(name: "cli", dependencies: ["CatalogParser", "LocaleCheck"]),
    // libFuzzer harness; a plain build makes a replayer (see CONTRIBUTING.md).
    .executableTarget(name: "FuzzParsers", dependencies: ["CatalogParser"]),
    // Parse throughput per format, for scripts/bench (not a test).
    .executableTarget(name: "LabelcheckBench", dependencies: ["CatalogParser"]),
    // Paths and golden-file helpers shared by the test targets.
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(name: "CatalogParserTests", dependencies: ["CatalogParser", "TestSupport"]),
    .testTarget(
      name: "LocaleCheckTests", dependencies: ["LocaleCheck", "CatalogParser", "TestSupport"],
      exclude: ["Golden"]),
    .testTarget(name: "CLITests", dependencies: ["cli", "TestSupport"], exclude: ["Golden"]),
  ],
  swiftLanguageModes: [.v5]
)
