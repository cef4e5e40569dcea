import Testing

@testable import CatalogParser
@testable import LocaleCheck

/// A MediaWiki parameter (`$1`) a translation brought into an iOS format is shown as written:
/// VoiceOver reads "dollar 1" (audit 271, Wikipedia's Russian and Irish `.stringsdict` files).
@Suite("format-mismatch: MediaWiki parameters")
struct FormatMismatchDollarTokenTests {
  static func findings(source: String, translation: String) throws -> [Finding] {
    try Fixture([
      "App/en.lproj/Localizable.strings": CatalogText.strings([("k", source)]),
      "App/ru.lproj/Localizable.strings": CatalogText.strings([("k", translation)]),
    ]).findings(of: "format-mismatch")
  }

  @Test func aParameterBesideTheVariableThatShowsItsArgumentIsTold() throws {
    let rule = { (format: String) in
      FixturePluralRule(
        "on-this-day", format: format, variable: "v0",
        forms: [
          ("one", "%d событие"), ("few", "%d события"), ("many", "%d событий"), ("other", "%d события"),
        ])
    }
    let findings = try Fixture([
      "App/en.lproj/Localizable.stringsdict": CatalogText.stringsdict([
        FixturePluralRule(
          "on-this-day", format: "%#@v0@", variable: "v0",
          forms: [("one", "%d event"), ("other", "%d events")])
      ]),
      "App/ru.lproj/Localizable.stringsdict": CatalogText.stringsdict([rule("$1 %#@v0@")]),
    ]).findings(of: "format-mismatch")
    #expect(
      findings.map(\.message) == [
        "ru value of on-this-day: '$1' here is no placeholder, so the app shows it as written; the source "
          + "shows argument 1 with %#@v0@"
      ])
  }

  @Test func aParameterForALostArgumentNamesTheSourcesPlaceholder() throws {
    let findings = try Self.findings(source: "%1$d edits since %2$@", translation: "%1$d правок с $2")
    #expect(
      findings.map(\.message) == [
        "ru value of k: argument 2 (%2$@ in the source) is missing here; '$2' here is no placeholder, so the "
          + "app shows it as written; the source writes %2$@"
      ])
  }

  @Test func aPriceTheSourceWritesOtherwiseIsNoParameter() throws {
    // Review 186: "US$1" respelt "$1" where the translation loses the name: only that is told.
    #expect(
      try Self.findings(source: "Buy %@ for US$1", translation: "Compra por $1").map(\.message) == [
        "ru value of k: argument 1 (%@ in the source) is missing here"
      ])
  }

  @Test(arguments: [
    ("%1$d edits since %2$@", "%1$d правок с %2$@"),  // positional placeholders
    ("%d items for %@", "%d товаров за US$5 для %@"),  // a currency after letters
    ("Pay %@", "Оплатить %@ ($1.99)"), ("Pay %@", "Оплатить %@ ($1,000)"),  // prices
    ("Only $1 for %@", "Всего $1 для %@"),  // the source writes it too
    ("Only 1 dollar", "Всего $1"),  // prose: no format
    // A price beside every argument the source has (review 185).
    ("Upgrade for US$1 and get %lld credits", "Actualiza por $1 y obtén %lld créditos"),
    ("Tip $1.00 to %@", "Propina de $1 a %@"), ("Donate 5 $ to %@", "Dona $5 a %@"),
  ])
  func noParameter(source: String, translation: String) throws {
    #expect(try Self.findings(source: source, translation: translation).isEmpty)
  }
}
