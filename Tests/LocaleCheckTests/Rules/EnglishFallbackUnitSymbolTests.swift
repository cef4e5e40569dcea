import CatalogParser
import Testing

@testable import LocaleCheck

/// Unit symbols and multipliers kept in Latin letters: no English left in place where the
/// language writes them so (CLDR's `ja` "MB", `he` "MB"), English where it has its own (`ru` "МБ").
@Suite("english-fallback: unit symbols")
struct EnglishFallbackUnitSymbolTests {
  static let symbols = ["%@ MB", "dB", "%lld Mbps", "%d px"]

  /// The locales that report a copy of each of `symbols`.
  static func reportingLocales(_ locales: [String]) throws -> Set<String> {
    var strings: [String: [String: String]] = [:]
    for symbol in symbols {
      strings[symbol] = Dictionary(uniqueKeysWithValues: (["en"] + locales).map { ($0, symbol) })
    }
    let fixture = try Fixture(["Localizable.xcstrings": CatalogText.xcstrings(strings)])
    var reporting: [String: Set<String>] = [:]
    for finding in try fixture.findings(of: "english-fallback") {
      reporting[finding.key ?? "", default: []].insert(finding.locale?.identifier ?? "")
    }
    // Each locale reports all symbols or none.
    let sets = Set(symbols.map { reporting[$0] ?? [] })
    #expect(sets.count == 1, "\(reporting)")
    return sets.first ?? []
  }

  @Test func languagesThatKeepLatinSymbolsReportNone() throws {
    #expect(
      try Self.reportingLocales(["ja", "ko", "zh-Hans", "zh-Hant", "he", "th", "bg", "sr", "de"]) == [])
  }

  @Test func languagesWithTheirOwnSymbolsReportTheCopies() throws {
    #expect(try Self.reportingLocales(["ru", "uk", "ar", "hy", "kk-Latn"]) == ["ru", "uk", "ar", "hy"])
  }

  @Test func bitsAreAUnit() {
    // CLDR writes "1 bit" in Czech, Polish, Slovak and Japanese; Russian writes "бит", and Slovak
    // "5 bitov". KeePassium's Czech "%d bit" is no English left in place, its Slovak "%d bits" is.
    for locale in ["cs", "pl", "ja", "fr"] {
      #expect(!LabelText.hasWords("%d bit", in: LocaleID(locale)), "\(locale)")
    }
    #expect(LabelText.hasWords("%d bits", in: LocaleID("sk")))
    #expect(LabelText.hasWords("%d bit", in: LocaleID("ru")))
    #expect(LabelText.hasWords("a bit more", in: LocaleID("de")))
  }

  @Test func aUnitsOneLetterIsAWordWhereTheLanguageWritesItsOwn() throws {
    // Russian writes grams "г": "g" alone is as English as "5g" (audit 325); French keeps "g", and
    // "B", "L" and "t" also name a bold button, a size and a letter.
    #expect(LabelText.hasWords("g", in: LocaleID("ru")) && LabelText.hasWords("(m)", in: LocaleID("uk")))
    #expect(!LabelText.hasWords("g", in: LocaleID("fr")) && !LabelText.hasWords("g", in: LocaleID("ja")))
    for letter in ["B", "L", "t", "X", "i"] {
      #expect(!LabelText.hasWords(letter, in: LocaleID("ru")), "\(letter)")
    }
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "carbs.unit": ["en": "g", "ru": "g", "fr": "g", "ja": "g"], "bold": ["en": "B", "ru": "B"],
      ])
    ])
    #expect(
      try fixture.findings(of: "english-fallback").map { "\($0.locale!):\($0.key!)" } == ["ru:carbs.unit"])
  }

  @Test func aKindTheLanguageWritesInItsOwnScriptIsACopy() {
    // Japanese keeps "MB" and "km" but writes seconds as 秒; Hebrew writes kilometres as ק״מ.
    #expect(!LabelText.hasWords("%.1f km", in: LocaleID("ja")))
    #expect(LabelText.hasWords("+5s", in: LocaleID("ja")))
    #expect(LabelText.hasWords("%d km", in: LocaleID("he")))
    #expect(!LabelText.hasWords("%@ MB", in: LocaleID("he")))
    // A rate is judged by its first unit ("MB/s" is a data size: Korean writes "MB/s"), a speed as
    // a speed (Japanese keeps "km/h", Russian writes "км/ч").
    #expect(
      !LabelText.hasWords("%@ MB/s", in: LocaleID("ko")) && LabelText.hasWords("%@ MB/s", in: LocaleID("ru")))
    #expect(
      !LabelText.hasWords("%d km/h", in: LocaleID("ja")) && !LabelText.hasWords("%d m/s", in: LocaleID("bg")))
    #expect(
      LabelText.hasWords("%d km/h", in: LocaleID("ru"))
        && LabelText.hasWords("%d km/h", in: LocaleID("zh-Hant")))
    // Milliseconds stay "ms" where seconds are 秒; Persian keeps "MB", Serbian "kg".
    #expect(!LabelText.hasWords("%lld ms", in: LocaleID("ja")))
    #expect(
      !LabelText.hasWords("%@ MB", in: LocaleID("fa")) && !LabelText.hasWords("%@ kg", in: LocaleID("sr")))
    // A script of its own has its own symbols: Traditional Chinese writes 公斤, Uzbek in Cyrillic км.
    #expect(
      LabelText.hasWords("%@ kg", in: LocaleID("zh-Hant"))
        && !LabelText.hasWords("%@ kg", in: LocaleID("zh-Hans")))
    #expect(
      LabelText.hasWords("%@ km", in: LocaleID("uz-Cyrl")) && !LabelText.hasWords("%@ km", in: LocaleID("uz"))
    )
    // A temperature and a multiplier read alike everywhere; a word stays a word.
    #expect(!LabelText.hasWords("%d°C", in: LocaleID("ru")))
    #expect(!LabelText.hasWords("0.5x", in: LocaleID("ru")) && !LabelText.hasWords("2×", in: LocaleID("ja")))
    #expect(!LabelText.hasWords("x2", in: LocaleID("ko")) && !LabelText.hasWords("×16", in: LocaleID("ru")))
    #expect(LabelText.hasWords("2 files", in: LocaleID("ja")))
  }
}
