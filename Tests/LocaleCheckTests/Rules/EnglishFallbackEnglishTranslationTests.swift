import CatalogParser
import Testing

@testable import LocaleCheck

/// Where the source language is not English, a locale that shows the app's English translation
/// shows English all the same (audit 273: a German app's Russian "Watch video tutorial").
@Suite("english-fallback: the English translation of a non-English source")
struct EnglishFallbackEnglishTranslationTests {
  /// A German String Catalog with an English translation and `locale`'s value.
  private func germanApp(_ value: String, in locale: String, english: String = "Save") throws -> [String] {
    try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings(
        ["save": ["de": "Sichern", "en": english, locale: value]], source: "de")
    ]).findings(of: "english-fallback").map(\.message)
  }

  @Test func aCopyOfTheEnglishTranslationIsReported() throws {
    #expect(
      try germanApp("Save", in: "ru") == [
        "ru shows the en text 'Save' for save (the en translation; the source language is de)"
      ])
    #expect(
      try germanApp("Save", in: "fr") == [
        "fr shows the en text 'Save' for save (the en translation; the source language is de)"
      ])
  }

  @Test func anOwnTranslationOrTheSourceCopyIsToldAsBefore() throws {
    #expect(try germanApp("Сохранить", in: "ru").isEmpty)
    // A copy of the source is told as one, not as the English translation's.
    #expect(try germanApp("Sichern", in: "ru") == ["ru shows the de text 'Sichern' for save"])
    // Another English locale writes English (`en-GB`), and a word without letters is nobody's.
    #expect(try germanApp("Save", in: "en-GB").isEmpty)
    #expect(try germanApp("OK", in: "fr", english: "OK").isEmpty == false)
    #expect(try germanApp("%@", in: "fr", english: "%@").isEmpty)
  }

  @Test func anEnglishLocaleOtherThanEnStandsInAndTheSourceMayBeInLproj() throws {
    let fixture = try Fixture([
      "App/de.lproj/Localizable.strings": CatalogText.strings([("video", "Video-Anleitung ansehen")]),
      "App/en-GB.lproj/Localizable.strings": CatalogText.strings([("video", "Watch video tutorial")]),
      "App/ru.lproj/Localizable.strings": CatalogText.strings([("video", "Watch video tutorial")]),
    ])
    let findings = try fixture.report(sourceLocale: "de").findings.filter { $0.rule == "english-fallback" }
    #expect(
      findings.map(\.message) == [
        "ru shows the en-GB text 'Watch video tutorial' for video (the en-GB translation; the source language is de)"
      ])
    #expect(
      findings.first?.position == fixture.position(of: "\"Watch", in: "App/ru.lproj/Localizable.strings"))
  }

  @Test func anEnglishSourceComparesWithItselfOnly() throws {
    // With an English source, a copy of another translation is not English.
    let messages = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings(
        ["save": ["en": "Save", "de": "Sichern", "nl": "Sichern"]], source: "en")
    ]).findings(of: "english-fallback").map(\.message)
    #expect(messages.isEmpty)
  }
}
