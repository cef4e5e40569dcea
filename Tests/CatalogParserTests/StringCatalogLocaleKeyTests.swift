import Testing

@testable import CatalogParser

/// The locale names of a String Catalog: its `sourceLanguage` and each key's localizations.
@Suite("String Catalog locale keys")
struct StringCatalogLocaleKeyTests {
  let context = FileContext(displayPath: "Localizable.xcstrings", bundle: ".", table: "Localizable")

  func parse(_ text: String) throws(CatalogError) -> ParsedFile {
    try StringCatalogParser.parse(Array(text.utf8), context: context)
  }

  func catalog(source: String = "en", localizations: String) -> String {
    """
    {
      "sourceLanguage" : "\(source)",
      "strings" : {
        "Save" : {
          "localizations" : {\(localizations)}
        }
      },
      "version" : "1.0"
    }
    """
  }

  static func unit(_ value: String) -> String {
    #"{ "stringUnit" : { "state" : "translated", "value" : "\#(value)" } }"#
  }

  @Test func aLocalizationKeyThatIsNoLocaleIsAnErrorAtItsPosition() {
    let text = catalog(localizations: "\n        \"de|x\" : \(Self.unit("Sichern"))\n")
    do {
      _ = try parse(text)
      Issue.record("expected an error")
    } catch {
      #expect(error.position.line == 6 && error.position.column == 9)
      #expect(error.message == "'de|x' is not a locale (such as de, pt-BR or zh-Hans)")
    }
  }

  @Test func aSourceLanguageThatIsNoLocaleIsAnError() {
    do {
      _ = try parse(catalog(source: "en us", localizations: ""))
      Issue.record("expected an error")
    } catch {
      #expect(error.position.line == 2 && error.position.column == 21)
      #expect(error.message.hasPrefix("sourceLanguage 'en us' is not a locale"))
    }
  }

  @Test func twoSpellingsOfOneLocaleAreADuplicate() throws {
    let text = catalog(
      localizations: "\n        \"iw\" : \(Self.unit("שמור")),\n        \"he\" : \(Self.unit("שמירה"))\n")
    let parsed = try parse(text)
    #expect(parsed.duplicates.map(\.key) == ["Save"])
    #expect(parsed.duplicates.first?.field == "he" && parsed.duplicates.first?.alias == "iw")
    #expect(parsed.duplicates.first?.first.line == 6)
    #expect(parsed.duplicates.first?.second.line == 7)
    #expect(parsed.tables.first?.entry(forKey: "Save")?.localizations[LocaleID("he")]?.value == "שמירה")
  }

  @Test func regionalAndLegacySpellingsAreRead() throws {
    let parsed = try parse(
      catalog(
        localizations:
          "\n        \"pt_BR\" : \(Self.unit("Salvar")),\n        \"zh-Hans\" : \(Self.unit("保存"))\n"))
    #expect(parsed.duplicates.isEmpty)
    let locales = parsed.tables.first?.entry(forKey: "Save")?.localizations.keys.map(\.identifier).sorted()
    #expect(locales == ["en", "pt-BR", "zh-Hans"])
  }
}
