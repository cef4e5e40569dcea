import Testing

@testable import LocaleCheck

/// Two numbers side by side in a translation, where the source writes words between them, run
/// together: "%li of %#@wallets@" as "%li %#@wallets@" shows "3 5 portefeuilles" (audit 300).
@Suite("format-mismatch: numbers that run together")
struct FormatMismatchRunTogetherNumbersTests {
  private static func stringsdict(format: String, one: String, other: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict><key>wallets</key><dict>
    <key>NSStringLocalizedFormatKey</key><string>\(format)</string>
    <key>total</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
    <key>NSStringFormatValueTypeKey</key><string>li</string><key>one</key><string>\(one)</string>
    <key>other</key><string>\(other)</string></dict></dict></dict></plist>
    """
  }

  private static func messages(format: String, one: String, other: String) throws -> [String] {
    try Fixture([
      "en.lproj/Localizable.stringsdict": stringsdict(
        format: "%li of %#@total@", one: "%li wallet", other: "%li wallets"),
      "fr.lproj/Localizable.stringsdict": stringsdict(format: format, one: one, other: other),
    ]).findings(of: "format-mismatch").map(\.message)
  }

  @Test func aVariableWhoseCountFollowsANumberIsTold() throws {
    #expect(
      try Self.messages(format: "%li %#@total@", one: "%li portefeuille", other: "%li portefeuilles") == [
        "fr value of wallets: %li and %#@total@ stand side by side here, where the source writes 'of' between "
          + "them: the two numbers run together ('3 5'); translate the words between them too"
      ])
  }

  @Test func wordsOrAVariableThatStartsWithWordsPass() throws {
    #expect(
      try Self.messages(format: "%li sur %#@total@", one: "%li portefeuille", other: "%li portefeuilles")
        .isEmpty)
    #expect(
      try Self.messages(format: "%li %#@total@", one: "sur %li portefeuille", other: "sur %li portefeuilles")
        .isEmpty)
  }

  @Test func plainFormatsAreToldUnlessTheSourceSetsThemSideBySideToo() throws {
    let told = try Fixture.messages(of: "format-mismatch", "%1$d %2$d", source: "%1$d of %2$d", locale: "de")
    #expect(told.count == 1 && told.first?.contains("where the source writes 'of' between them") == true)
    #expect(
      try Fixture.messages(of: "format-mismatch", "%1$d %2$d", source: "%1$d %2$d", locale: "de").isEmpty)
    #expect(
      try Fixture.messages(of: "format-mismatch", "%1$d/%2$d", source: "%1$d of %2$d", locale: "de").isEmpty)
    // Japanese sets its words around the numbers: "5件中3件".
    #expect(
      try Fixture.messages(of: "format-mismatch", "%2$d件中%1$d件", source: "%1$d of %2$d", locale: "ja").isEmpty
    )
    #expect(
      try Fixture.messages(of: "format-mismatch", "%1$@ %2$d", source: "%1$@ of %2$d", locale: "de").isEmpty)
    // Review 202: another number between them in the source; a no-break space between them.
    #expect(
      try Fixture.messages(of: "format-mismatch", "%2$d %1$d %3$d", source: "%1$d %2$d %3$d", locale: "de")
        .isEmpty)
    #expect(
      try Fixture.messages(of: "format-mismatch", "%1$d\u{202F}%2$d", source: "%1$d of %2$d", locale: "fr")
        .count == 1)
  }

  @Test func aFormTheSourceLacksIsComparedWithItsOther() throws {
    // Review 202: Russian `few` and `many`, which English has not.
    let catalog = """
      {"sourceLanguage":"en","version":"1.0","strings":{"pages":{"localizations":{
      "en":{"variations":{"plural":{"one":\(CatalogText.stringUnit("%lld of %lld page")),"other":\(CatalogText.stringUnit("%lld of %lld pages"))}}},
      "ru":{"variations":{"plural":{"one":\(CatalogText.stringUnit("%lld из %lld страницы")),"few":\(CatalogText.stringUnit("%lld %lld страниц")),"many":\(CatalogText.stringUnit("%lld из %lld страниц")),"other":\(CatalogText.stringUnit("%lld из %lld страницы"))}}}}}}}
      """
    let messages = try Fixture(["Localizable.xcstrings": catalog]).findings(of: "format-mismatch").map(
      \.message)
    #expect(messages.count == 1 && messages.first?.hasPrefix("ru value of pages (plural.few)") == true)
  }

  @Test func aStringCatalogsPluralFormIsToldAtItsPath() throws {
    let catalog = """
      {"sourceLanguage":"en","version":"1.0","strings":{"%lld of %lld":{"localizations":{
      "en":{"variations":{"plural":{"one":\(CatalogText.stringUnit("%lld of %lld item")),"other":\(CatalogText.stringUnit("%lld of %lld items"))}}},
      "de":{"variations":{"plural":{"one":\(CatalogText.stringUnit("%lld von %lld Element")),"other":\(CatalogText.stringUnit("%lld %lld Elementen"))}}}}}}}
      """
    let messages = try Fixture(["Localizable.xcstrings": catalog]).findings(of: "format-mismatch").map(
      \.message)
    #expect(
      messages.count == 1
        && messages.first?.hasPrefix("de value of %lld of %lld (plural.other): %lld and %lld") == true)
  }
}
