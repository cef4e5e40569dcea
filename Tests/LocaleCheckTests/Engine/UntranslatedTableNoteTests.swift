import Foundation
import TestSupport
import Testing

@testable import LocaleCheck

/// A table a locale has not translated at all is summed up in one note, so that the other
/// locales' few gaps do not drown in its findings (audits 258, 260).
@Suite struct UntranslatedTableNoteTests {
  static let keys = (1...12).map { ("key\($0)", "Text number \($0)") }

  static func notes(_ files: [String: String]) throws -> [String] {
    let folder = try TempFolder(files: files)
    let project = try Project.load(ProjectOptions(workingDirectory: folder.url.path))
    return project.untranslatedTableNotes(in: project.check()).map(\.description)
  }

  @Test func aLocaleWithoutTranslationsIsSummedUp() throws {
    let notes = try Self.notes([
      "en.lproj/Localizable.strings": CatalogText.strings(Self.keys),
      // Ten of twelve copied, two missing: none is its own.
      "fr.lproj/Localizable.strings": CatalogText.strings(Array(Self.keys.prefix(10))),
      "de.lproj/Localizable.strings": CatalogText.strings(Self.keys.map { ($0.0, "Text Nummer \($0.0)") }),
    ])
    #expect(
      notes == [
        "note: fr (12 of 12 keys of Localizable) has no translation of its own (the en text, untranslated or "
          + "copied): translations that have not arrived, or a table no translator was given; leave such a "
          + "table's files out with --exclude or such a locale with --locales, or record the gaps in the baseline"
      ])
  }

  @Test func aStringCatalogIsNotToBeLeftOut() throws {
    // Audit 268: its one file holds the translated locales too.
    let values = Dictionary(
      uniqueKeysWithValues: Self.keys.map { ($0.0, ["en": $0.1, "fr": $0.1, "de": "Text Nummer \($0.0)"]) })
    let notes = try Self.notes(["Localizable.xcstrings": CatalogText.xcstrings(values)])
    #expect(
      notes == [
        "note: fr (12 of 12 keys of Localizable) has no translation of its own (the en text, untranslated or "
          + "copied): translations that have not arrived, or a table no translator was given; leave such a "
          + "locale out with --locales, or record the gaps in the baseline"
      ])
  }

  @Test func aLocaleThatTranslatesATenthOrASmallTableIsNot() throws {
    var partly = Self.keys.map { ($0.0, $0.1) }
    partly[0].1 = "Texte un"
    partly[1].1 = "Texte deux"
    #expect(
      try Self.notes([
        "en.lproj/Localizable.strings": CatalogText.strings(Self.keys),
        "fr.lproj/Localizable.strings": CatalogText.strings(partly),
        "en.lproj/Small.strings": CatalogText.strings(Array(Self.keys.prefix(9))),
        "fr.lproj/Small.strings": CatalogText.strings([]),
      ]).isEmpty)
  }

  @Test func aSixthLocaleIsNamedAndASeventhCounted() throws {
    // Audit 285: "and 1 more locales" named no fewer words than the locale.
    func notes(_ locales: [String]) throws -> String {
      var files = ["en.lproj/Localizable.strings": CatalogText.strings(Self.keys)]
      for locale in locales { files["\(locale).lproj/Localizable.strings"] = CatalogText.strings(Self.keys) }
      return try Self.notes(files).joined()
    }
    let six = try notes(["ar", "de", "fr", "ja", "pl", "ru"])
    #expect(six.contains("ru (12 of 12 keys of Localizable)") && !six.contains("more locales"))
    let seven = try notes(["ar", "de", "fr", "ja", "pl", "ru", "uk"])
    #expect(seven.contains("and 2 more locales"))
  }
}
