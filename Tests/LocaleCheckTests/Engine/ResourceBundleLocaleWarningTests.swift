import Foundation
import TestSupport
import Testing

@testable import LocaleCheck

/// A locale only a vendored resource bundle has is named, with what its column means (audit 162).
@Suite struct ResourceBundleLocaleWarningTests {
  static func warnings(_ files: [String: String]) throws -> [String] {
    let folder = try TempFolder(files: files)
    let project = try Project.load(ProjectOptions(workingDirectory: folder.url.path))
    return project.resourceBundleOnlyLocaleWarnings(in: project.check()).map(\.description)
  }

  static let app = [
    "App/en.lproj/Localizable.strings": "\"Save\" = \"Save\";\n",
    "App/fr.lproj/Localizable.strings": "\"Save\" = \"Enregistrer\";\n",
  ]

  @Test func aLocaleOnlyAVendoredBundleHasIsNamed() throws {
    var files = Self.app
    files["Vendor/Kit.bundle/en.lproj/Kit.strings"] = "\"Done\" = \"Done\";\n"
    files["Vendor/Kit.bundle/de.lproj/Kit.strings"] = "\"Done\" = \"Fertig\";\n"
    #expect(
      try Self.warnings(files) == [
        "warning: only the resource bundle 'Vendor/Kit.bundle' has locale 'de': the other bundles' keys are "
          + "reported missing in it, though an app offers the languages of its main bundle; if the app does not "
          + "offer 'de', leave the bundle out with 'exclude' or choose --locales"
      ])
  }

  @Test func aSettingsBundlesOrTheAppsOwnLocaleIsNotNamed() throws {
    var files = Self.app
    files["App/Settings.bundle/en.lproj/Root.strings"] = "\"Sync\" = \"Sync\";\n"
    files["App/Settings.bundle/de.lproj/Root.strings"] = "\"Sync\" = \"Abgleich\";\n"
    files["Vendor/Kit.bundle/fr.lproj/Kit.strings"] = "\"Done\" = \"Terminé\";\n"
    files["Vendor/Kit.bundle/en.lproj/Kit.strings"] = "\"Done\" = \"Done\";\n"
    #expect(try Self.warnings(files).isEmpty)
  }

  @Test func aLocaleTheAppOffersThroughInfoPlistOrAParentIsNotNamed() throws {
    // The app's own `de.lproj/InfoPlist.strings` offers German; Kit's `pt-BR` reads the app's `pt`.
    var files = Self.app
    files["App/de.lproj/InfoPlist.strings"] = "\"CFBundleDisplayName\" = \"Notizen\";\n"
    files["App/pt.lproj/Localizable.strings"] = "\"Save\" = \"Salvar\";\n"
    files["Vendor/Kit.bundle/en.lproj/Kit.strings"] = "\"Done\" = \"Done\";\n"
    files["Vendor/Kit.bundle/de.lproj/Kit.strings"] = "\"Done\" = \"Fertig\";\n"
    files["Vendor/Kit.bundle/pt-BR.lproj/Kit.strings"] = "\"Done\" = \"Concluído\";\n"
    #expect(try Self.warnings(files).isEmpty)
  }
}
