import Testing

@testable import LocaleCheck

/// A copy of the source that only writes its placeholders' argument numbers (`%1$d` for `%d`)
/// shows the same text (DuckDuckGo's Russian "%1$d Private Tabs").
@Suite("english-fallback: argument numbers")
struct EnglishFallbackArgumentNumberTests {
  @Test func aCopyWithArgumentNumbersIsAFallback() throws {
    let fixture = try Fixture([
      "App/en.lproj/Localizable.strings": CatalogText.strings([
        ("tabs", "%d Private Tabs"), ("share", "Share %@"), ("range", "%1$d of %2$d"),
        ("moved", "%@ to %@"), ("done", "Done: %@"),
      ]),
      "App/ru.lproj/Localizable.strings": CatalogText.strings([
        ("tabs", "%1$d Private Tabs"), ("share", "Share %1$@"), ("range", "%d of %d"),
        // Arguments in another order keep the English word in Russian (audit 289); a translation
        // is no copy.
        ("moved", "%2$@ to %1$@"), ("done", "Готово: %1$@"),
      ]),
    ])
    let findings = try fixture.findings(of: "english-fallback")
    #expect(Set(findings.map { $0.key }) == ["tabs", "share", "range", "moved"])
    #expect(findings.contains { $0.message == "ru shows the en text '%1$d Private Tabs' for tabs" })
  }

  @Test func allowIdenticalListsATextHoweverItsNumbersAreWritten() throws {
    let fixture = try Fixture([
      "App/en.lproj/Localizable.strings": CatalogText.strings([("size", "%1$d GB"), ("free", "%d GB free")]),
      "App/ru.lproj/Localizable.strings": CatalogText.strings([("size", "%d GB"), ("free", "%1$d GB free")]),
    ])
    var configuration = Configuration()
    configuration.allowIdentical = ["%d GB"]
    #expect(
      try fixture.findings(of: "english-fallback", configuration: configuration).map { $0.key } == ["free"])
  }

  @Test func numbersAreWrittenForEveryUnnumberedPlaceholder() {
    #expect(FormatSpecifierParser.withArgumentNumbers("%d of %d") == "%1$d of %2$d")
    #expect(FormatSpecifierParser.withArgumentNumbers("%#@files@ in %@") == "%1$#@files@ in %2$@")
    #expect(FormatSpecifierParser.withArgumentNumbers("%2$@ by %1$@") == "%2$@ by %1$@")
    #expect(FormatSpecifierParser.withArgumentNumbers("Ünïcödé %lld") == "Ünïcödé %1$lld")
    #expect(FormatSpecifierParser.withArgumentNumbers("No placeholder") == "No placeholder")
  }
}
