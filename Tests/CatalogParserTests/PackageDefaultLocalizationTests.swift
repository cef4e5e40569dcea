import Foundation
import Testing

@testable import CatalogParser

/// A Swift package's `defaultLocalization` is the source language of its resources' tables.
@Suite struct PackageDefaultLocalizationTests {
  @Test(arguments: [
    ("defaultLocalization: \"de\",", "de"), ("defaultLocalization:\"zh-Hans\"", "zh-Hans"),
    ("defaultLocalization: LanguageTag(\"fr\")", "fr"), ("defaultLocalization: \"en_US\"", "en-US"),
    ("name: \"Pkg\", platforms: [.iOS(.v15)]", nil), ("defaultLocalization: \"not a tag\"", nil),
    // Audit 113: through a constant, or a helper's default argument.
    (
      "let defaultLocalization: LanguageTag = \"de\"\nPackage(defaultLocalization: defaultLocalization)", "de"
    ),
    (
      "let language = LanguageTag(\"ja\")\nPackage(name: \"K\", defaultLocalization: language, targets: [])",
      "ja"
    ),
    ("func kit(defaultLocalization: LanguageTag = \"fr\") -> Package", "fr"),
    ("let languages = \"de\"\nPackage(defaultLocalization: language)", nil),
    ("Package(defaultLocalization: nil)", nil),
    // Review 100: a longer name is another constant, and the argument written out wins.
    ("let defaultLocalizationFallback = \"fr\"\nPackage(defaultLocalization: \"de\")", "de"),
    ("func kit(defaultLocalization: LanguageTag = \"fr\") {}\nkit(defaultLocalization: \"de\")", "de"),
  ])
  func theManifestsLanguage(manifest: String, expected: String?) {
    #expect(PackageDefaultLocalization.declared(inManifest: manifest)?.identifier == expected)
  }

  @Test(arguments: [
    ("path: \"Kit\"", ["Kit"]), ("path:\"./Sources/Kit/\"", ["Sources/Kit"]),
    (".package(path: \"../Shared\"), .target(name: \"A\", path: \"A/B\")", ["A/B"]),
    ("path: Self.folder", []), ("path: \"./\"", ["."]),
    // Review 94: a comment's and a local dependency's `path:` name no target's folder.
    (
      "// .target(name: \"Old\", path: \"Old\")\n/* path: \"B\" */ .package(url: \"https://x//y\"), path: \"A\"",
      ["A"]
    ),
    // Review 95: the older `.package(name:path:)`, string literals that hold comment marks.
    (".package(name: \"Vendor\", path: \"Vendor\"), .target(name: \"K\", path: \"K\")", ["K"]),
    ("exclude: [\"\"\"\nDocs/*.md\n\"\"\"], path: \"Kit\"", ["Kit"]),
    ("let s = #\"a\\\"#  // path: \"Old\"\n.target(path: \"New\")", ["New"]),
  ])
  func theTargetsFolders(manifest: String, expected: [String]) {
    #expect(PackageDefaultLocalization.targetPaths(inManifest: manifest) == expected)
  }

  /// A target with its own `path:` (Adyen's `Adyen`, Stripe's `StripePaymentsUI/StripePaymentsUI`)
  /// has the package's language; so has the run, where every table takes it (audit 104).
  @Test func aTargetsOwnFolderIsInThePackagesLanguage() throws {
    let root = try writeFiles([
      "Package.swift": """
      let package = Package(
        name: "Kit", defaultLocalization: "de",
        targets: [.target(name: "Kit", path: "Kit", resources: [.process("Resources")])])
      """,
      "Kit/Resources/de.lproj/Localizable.strings": "\"cancel\" = \"Abbrechen\";\n\"only\" = \"Nur\";\n",
      "Kit/Resources/en.lproj/Localizable.strings": "\"cancel\" = \"Abbrechen\";\n",
      "Tools/en.lproj/Localizable.strings": "\"tool\" = \"Tool\";\n",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let catalog = CatalogLoader(workingDirectory: root.path).load(paths: ["Kit"])
    #expect(catalog.tables.map(\.sourceLocale?.identifier) == ["de"])
    #expect(catalog.sourceLocale.identifier == "de")
    // A folder of no target's is not the package's, though the manifest is above it.
    let both = CatalogLoader(workingDirectory: root.path).load(paths: ["."])
    let sources = Dictionary(
      uniqueKeysWithValues: both.tables.map { ($0.bundle, $0.sourceLocale?.identifier) })
    #expect(sources == ["Kit/Resources": "de", "Tools": "en"])
    #expect(both.sourceLocale.identifier == "en")
  }

  /// A `defaultLocalization` in a comment is no setting (review 95).
  @Test func aCommentedOutLanguageIsNone() throws {
    let root = try writeFiles([
      "Package.swift": """
      // let package = Package(name: "Old", defaultLocalization: "de")
      let package = Package(name: "Kit", targets: [.target(name: "Kit", path: "Kit")])
      """,
      "Kit/de.lproj/Localizable.strings": "\"cancel\" = \"Abbrechen\";\n",
      "Kit/en.lproj/Localizable.strings": "\"cancel\" = \"Cancel\";\n",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let catalog = CatalogLoader(workingDirectory: root.path).load(paths: ["."])
    #expect(catalog.tables.map(\.sourceLocale?.identifier) == ["en"])
    // SwiftPM refuses the package: it is listed, at its `Package(` call (audit 265).
    #expect(
      catalog.undeclaredPackageLocalizations == [
        UndeclaredPackageLocalization(
          manifest: SourcePosition(file: "Package.swift", line: 2, column: 15), bundles: ["Kit"])
      ])
  }

  /// A language the manifest names through code this reading does not follow (an extension's
  /// constant) is still declared; a `Package(` in a block comment is no call (review 185).
  @Test func aLanguageNamedThroughCodeIsDeclared() throws {
    let root = try writeFiles([
      "Kit/Package.swift": """
      /* let package = Package(name: "Old") */
      extension LanguageTag { static let english: LanguageTag = "en" }
      let package = Package(name: "Kit", defaultLocalization: .english)
      """,
      "Kit/Sources/Kit/de.lproj/Localizable.strings": "\"a\" = \"A\";\n",
      // A define that mentions the word declares nothing (review 186).
      "Old/Package.swift":
        "/*\n Package(name: \"Old\")\n */\nlet package = Package(name: \"Old\", swiftSettings: "
        + "[.define(\"defaultLocalization\")])\n",
      "Old/Sources/Old/de.lproj/Localizable.strings": "\"a\" = \"A\";\n",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let catalog = CatalogLoader(workingDirectory: root.path).load(paths: ["."])
    #expect(catalog.undeclaredPackageLocalizations.map(\.manifest.description) == ["Old/Package.swift:4:15"])
  }

  /// Only a package with no language whose targets hold tables is listed: not one that declares
  /// it, nor one whose tables are in no target's folder.
  @Test func onlyAPackageWithoutALanguageIsUndeclared() throws {
    let root = try writeFiles([
      "Legacy/Package.swift":
        "import PackageDescription\n\nlet package = MyPackage(\n  Package(name: \"L\"))\n",
      "Legacy/Sources/Legacy/Resources/de.lproj/Localizable.strings": "\"a\" = \"A\";\n",
      "Legacy/Sources/Legacy/Resources/fr.lproj/Localizable.strings": "\"a\" = \"A\";\n",
      "Legacy/Docs/en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
      "Kit/Package.swift": "let package = Package(name: \"Kit\", defaultLocalization: \"de\")\n",
      "Kit/Sources/Kit/de.lproj/Localizable.strings": "\"a\" = \"A\";\n",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let catalog = CatalogLoader(workingDirectory: root.path).load(paths: ["."])
    #expect(
      catalog.undeclaredPackageLocalizations == [
        UndeclaredPackageLocalization(
          manifest: SourcePosition(file: "Legacy/Package.swift", line: 4, column: 3),
          bundles: ["Legacy/Sources/Legacy/Resources"])
      ])
  }

  /// A demo app's Xcode project below the package's folder decides its bundles (review 94).
  @Test func aNearerXcodeProjectIsNotThePackages() throws {
    let root = try writeFiles([
      ".git/HEAD": "ref: refs/heads/main\n",
      "Package.swift":
        "let package = Package(name: \"Kit\", defaultLocalization: \"en\", targets: [.target(path: \".\")])",
      "Demo/Demo.xcodeproj/project.pbxproj": "developmentRegion = de;\n",
      "Demo/Demo/de.lproj/Localizable.strings": "\"cancel\" = \"Abbrechen\";\n",
      "Demo/Demo/en.lproj/Localizable.strings": "\"cancel\" = \"Abbrechen\";\n",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let catalog = CatalogLoader(workingDirectory: root.path).load(paths: ["."])
    #expect(catalog.tables.map(\.sourceLocale?.identifier) == ["de"])
  }

  private func writeFiles(_ files: [String: String]) throws -> URL {
    try TemporaryTree.write(files, prefix: "package")
  }

  @Test func aPackagesTablesAreInItsLanguage() throws {
    let files = [
      "Pkg/Package.swift": "let package = Package(name: \"Pkg\", defaultLocalization: \"de\")\n",
      "Pkg/Sources/Pkg/Resources/de.lproj/Localizable.strings": "\"loeschen\" = \"Löschen\";\n",
      "Pkg/Sources/Pkg/Resources/en.lproj/Localizable.strings": "\"other\" = \"Other\";\n",
      "App/en.lproj/Localizable.strings": "\"save\" = \"Save\";\n",
      "App/de.lproj/Localizable.strings": "\"save\" = \"Sichern\";\n",
    ]
    let root = try writeFiles(files)
    defer { try? FileManager.default.removeItem(at: root) }
    let catalog = CatalogLoader(workingDirectory: root.path).load(paths: ["."])
    let sources = Dictionary(
      uniqueKeysWithValues: catalog.tables.map { ($0.bundle, $0.sourceLocale?.identifier) })
    #expect(sources == ["App": "en", "Pkg/Sources/Pkg/Resources": "de"])
  }
}
