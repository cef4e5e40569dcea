import TestSupport
import Testing

@testable import CatalogParser
@testable import LocaleCheck

/// A package whose targets hold `.lproj` tables without a `defaultLocalization` does not build
/// (SwiftPM's "'defaultLocalization' not set"): a warning says so at its `Package(` call, with
/// the language its tables are checked against (audit 265).
@Suite("Packages without a default localization")
struct UndeclaredPackageLocalizationWarningTests {
  static let manifest = """
    // swift-tools-version: 5.5
    import PackageDescription

    let package = Package(
        name: "Legacy",
        targets: [.target(name: "Legacy", resources: [.process("Resources")])]
    )
    """

  @Test func aPackageWithoutItsLanguageIsToldAtItsManifest() throws {
    let folder = try TempFolder(files: [
      "Legacy/Package.swift": Self.manifest,
      "Legacy/Sources/Legacy/Resources/de.lproj/Localizable.strings": "\"legacy.bye\" = \"Tschüss\";\n",
      "Legacy/Sources/Legacy/Resources/fr.lproj/Localizable.strings": "\"legacy.hi\" = \"Salut\";\n",
    ])
    let project = try Project.load(in: folder)
    let warnings = project.undeclaredPackageLocalizationWarnings()
    #expect(
      warnings.map(\.description) == [
        "Legacy/Package.swift:4:15: warning: the package declares no defaultLocalization, which SwiftPM "
          + "requires of a package with .lproj resources (Legacy/Sources/Legacy/Resources): it does not "
          + "build, and its tables are checked as if written in en; add defaultLocalization naming the "
          + "language they are written in (they hold de, fr)"
      ])
    #expect(project.warnings(after: project.check()).contains(warnings[0]))
  }

  @Test func aPackageThatDeclaresItsLanguageIsNotTold() throws {
    let folder = try TempFolder(files: [
      "Kit/Package.swift": Self.manifest.replacingOccurrences(
        of: "name: \"Legacy\",", with: "name: \"Kit\", defaultLocalization: \"de\","),
      "Kit/Sources/Kit/Resources/de.lproj/Localizable.strings": "\"bye\" = \"Tschüss\";\n",
      // An app's folders are no package's.
      "App/en.lproj/Localizable.strings": "\"bye\" = \"Bye\";\n",
    ])
    #expect(try Project.load(in: folder).undeclaredPackageLocalizationWarnings().isEmpty)
  }
}
