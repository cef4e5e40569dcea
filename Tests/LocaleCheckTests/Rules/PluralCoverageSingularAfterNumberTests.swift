import Testing

@testable import LocaleCheck

/// One text for a plural source reads right in a language whose nouns stay singular after a
/// number ("5 dosya"), though CLDR gives it `one` and `other`.
@Suite("plural-coverage: nouns singular after a number")
struct PluralCoverageSingularAfterNumberTests {
  @Test func oneTextPassesWhereNounsStaySingularAfterANumber() throws {
    let findings = try Fixture([
      "App/en.lproj/Localizable.stringsdict": CatalogText.stringsdict([
        FixturePluralRule(
          "%d files", format: "%#@files@", variable: "files",
          forms: [("one", "%d file"), ("other", "%d files")])
      ]),
      "App/tr.lproj/Localizable.strings": "\"%d files\" = \"%d dosya\";\n",
      "App/hu.lproj/Localizable.strings": "\"%d files\" = \"%d fájl\";\n",
      "App/eu.lproj/Localizable.strings": "\"%d files\" = \"%d fitxategi\";\n",
      "App/ru.lproj/Localizable.strings": "\"%d files\" = \"%d файлов\";\n",
      "App/de.lproj/Localizable.strings": "\"%d files\" = \"%d Dateien\";\n",
    ]).findings(of: "plural-coverage")
    #expect(findings.map(\.locale) == [LocaleID("de"), LocaleID("ru")])
  }

  /// A plural of `other` alone is the same one text (Broadcasts' "%lld istasyon", audit 63).
  @Test func aPluralOfOtherAlonePassesWhereNounsStaySingular() throws {
    func plural(_ forms: [(String, String)]) -> String {
      let cases = forms.map {
        "\"\($0.0)\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"\($0.1)\"}}"
      }
      return "{\"variations\":{\"plural\":{\(cases.joined(separator: ","))}}}"
    }
    let locales = [
      ("en", plural([("one", "%lld station"), ("other", "%lld stations")])),
      ("tr", plural([("other", "%lld istasyon")])),
      ("fa", plural([("other", "%lld ایستگاه")])), ("hu", plural([("other", "Állomások")])),
      ("ru", plural([("other", "%lld станций")])),
    ]
    let catalog = """
      {"sourceLanguage":"en","version":"1.0","strings":{"%lld stations":{"localizations":{\(
        locales.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ","))}}}}
      """
    let findings = try Fixture(["Localizable.xcstrings": catalog]).findings(of: "plural-coverage")
    #expect(findings.map { $0.locale!.description }.sorted() == ["hu", "ru"])
  }

  /// A set that tells `one` from `other` needs the language's other categories (audit 73); a
  /// `zero` worded for no count beside `other` (CotEditor's Turkish "Found %lld matches", Cornish)
  /// and a `one` that repeats `other` (Breton) tell no count apart.
  @Test func aPluralWithOneAndOtherNeedsTheRestWhereNounsStaySingular() throws {
    let catalog = """
      {"sourceLanguage":"en","version":"1.0","strings":{"%lld prayers":{"localizations":{
      "en":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%lld prayer"}},
        "other":{"stringUnit":{"state":"translated","value":"%lld prayers"}}}}},
      "cy":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%lld weddi"}},
        "other":{"stringUnit":{"state":"translated","value":"%lld o weddïau"}}}}},
      "tr":{"variations":{"plural":{"zero":{"stringUnit":{"state":"translated","value":"Dua yok"}},
        "other":{"stringUnit":{"state":"translated","value":"%lld dua"}}}}},
      "kw":{"variations":{"plural":{"zero":{"stringUnit":{"state":"translated","value":"Pysadow vyth"}},
        "other":{"stringUnit":{"state":"translated","value":"%lld pysadow"}}}}},
      "br":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%lld pedenn"}},
        "other":{"stringUnit":{"state":"translated","value":"%lld pedenn"}}}}}}}}}
      """
    let findings = try Fixture(["Localizable.xcstrings": catalog]).findings(of: "plural-coverage")
    #expect(
      findings.map(\.message) == [
        "cy plural of %lld prayers lacks the 'zero', 'two', 'few' and 'many' forms (cy needs zero, one, two, few, many, other)"
      ])
  }
}
