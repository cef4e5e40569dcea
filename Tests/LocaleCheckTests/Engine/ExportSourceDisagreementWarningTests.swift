import Foundation
import TestSupport
import Testing

@testable import LocaleCheck

/// XLIFF exports of one table whose `<source>` texts of a key differ, with no project file to
/// hold it, are told: the first file by path gives the source text (audit 299).
@Suite struct ExportSourceDisagreementWarningTests {
  static func warnings(_ files: [String: String]) throws -> [String] {
    let folder = try TempFolder(files: files)
    return try Project.load(ProjectOptions(workingDirectory: folder.url.path))
      .exportSourceDisagreementWarnings().map(\.description)
  }

  static let original = "App/en.lproj/Main.strings"

  @Test func exportsOfAnotherSourceTextAreToldAtTheLaterOne() throws {
    let found = try Self.warnings([
      "de.xliff": CatalogText.xliff(
        original: Self.original, target: "de",
        units: [("footer", "Last update: %@", "Letzte Aktualisierung: %@"), ("title", "Filters", "Filter")]),
      "fr.xliff": CatalogText.xliff(
        original: Self.original, target: "fr",
        units: [("footer", "Last update:", "Dernière mise à jour :"), ("title", "Filters", "Filtres")]),
    ])
    #expect(
      found == [
        "fr.xliff:5:33: warning: App/Main: the exports' en source text of 'footer' differs: 'Last update: %@' in "
          + "de.xliff, 'Last update:' here; translations are compared with de.xliff's, the first by path: export "
          + "every locale from one version of the source, or check beside the project's own files"
      ])
  }

  /// A third export that differs too is named, not told only once the second is mended (audit 313).
  @Test func theOtherDifferingExportsAreNamed() throws {
    let export = { (locale: String, footer: String) in
      CatalogText.xliff(original: Self.original, target: locale, units: [("footer", footer, "x")])
    }
    let found = try Self.warnings([
      "de.xliff": export("de", "Last update: %@"), "fr.xliff": export("fr", "Last update:"),
      "nb.xliff": export("nb", "Updated: %@"),
    ])
    #expect(found.count == 1)
    #expect(
      found.first?.contains("'Last update:' here; nb.xliff differs too; translations are compared") == true)
  }

  @Test func aPluralIsToldAtItsFirstFormThatDiffers() throws {
    // Review 203: `one` agrees, `other` does not; the warning quotes and points at `other`.
    let unit = { (id: String, source: String) in (id, source, String?.none) }
    let found = try Self.warnings([
      "de.xliff": CatalogText.xliff(
        original: Self.original, target: "de",
        units: [unit("photos|==|plural.one", "%lld photo"), unit("photos|==|plural.other", "%lld photos")]),
      "nl.xliff": CatalogText.xliff(
        original: Self.original, target: "nl",
        units: [unit("photos|==|plural.one", "%lld photo"), unit("photos|==|plural.other", "%lld pictures")]),
    ])
    #expect(found.count == 1)
    #expect(
      found.first?.hasPrefix(
        "nl.xliff:6:") == true
        && found.first?.contains(
          "of 'photos' (plural.other) differs: '%lld photos' in de.xliff, '%lld pictures' here") == true
    )
  }

  @Test func agreeingExportsOrAProjectFileGetNoWarning() throws {
    let units = [("footer", "Last update: %@", "Letzte Aktualisierung: %@")]
    #expect(
      try Self.warnings([
        "de.xliff": CatalogText.xliff(original: Self.original, target: "de", units: units),
        "fr.xliff": CatalogText.xliff(
          original: Self.original, target: "fr", units: [("footer", "Last update: %@", "Mise à jour : %@")]),
      ]).isEmpty)
    // Review 202: argument numbers and spaces at the ends are no other text.
    #expect(
      try Self.warnings([
        "de.xliff": CatalogText.xliff(original: Self.original, target: "de", units: units),
        "fr.xliff": CatalogText.xliff(
          original: Self.original, target: "fr",
          units: [("footer", "Last update: %1$@ ", "Mise à jour : %1$@")]),
      ]).isEmpty)
    // The project's own text wins; an export made from another is `stale-translation`'s.
    #expect(
      try Self.warnings([
        Self.original: CatalogText.strings([("footer", "Last update: %@")]),
        "de.xliff": CatalogText.xliff(original: Self.original, target: "de", units: units),
        "fr.xliff": CatalogText.xliff(
          original: Self.original, target: "fr", units: [("footer", "Last update:", "Mise à jour :")]),
      ]).isEmpty)
  }
}
