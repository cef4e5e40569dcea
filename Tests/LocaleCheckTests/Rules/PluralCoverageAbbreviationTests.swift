import Testing

@testable import LocaleCheck

/// One text for a plural source reads right where an abbreviation follows the number ("%d дн.
/// отправляются"): CLDR's short units write it alike for every count (audit 91, mantel).
@Suite("plural-coverage: abbreviations after a number")
struct PluralCoverageAbbreviationTests {
  private static func flagged(_ russian: [String: String]) throws -> [String] {
    let english = russian.keys.sorted().map {
      FixturePluralRule($0, format: "%#@n@", variable: "n", forms: [("one", "%d day"), ("other", "%d days")])
    }
    let strings = russian.keys.sorted().map { "\"\($0)\" = \"\(russian[$0]!)\";\n" }.joined()
    return try Fixture([
      "App/en.lproj/Localizable.stringsdict": CatalogText.stringsdict(english),
      "App/ru.lproj/Localizable.strings": strings,
    ]).findings(of: "plural-coverage").compactMap(\.key).sorted()
  }

  @Test func anAbbreviationInsideASentenceReadsAlikeForEveryCount() throws {
    #expect(
      try Self.flagged([
        "prune": "Файлы старше %d дн. отправляются в Корзину", "ago": "%d мин. назад",
        "pieces": "%d шт. в корзине",
      ]).isEmpty)
  }

  @Test func aWordThatEndsASentenceAgreesWithTheCount() throws {
    // "1 дня" is wrong: the word is inflected, and a capital after its period starts a sentence.
    #expect(
      try Self.flagged([
        "left": "Осталось %d дня. Продлите подписку", "days": "%d дней", "long": "%d секунд. назад",
        "chat": "Осталось %d дня. продлите", "ro": "%d ani. apoi", "soft": "%d дней. продлите",
        "lt": "%d metų. vėliau",
      ]) == ["chat", "days", "left", "long", "lt", "ro", "soft"])
  }
}
