import Testing

@testable import LocaleCheck

/// A plural set whose forms read right for every count ("Zakładki: %d") lacks no category: the
/// `other` form the OS falls back to reads as well as the missing ones would.
@Suite("plural-coverage: forms that read alike for every count")
struct PluralCoverageCountFreeFormTests {
  private static func messages(format: String = "%#@n@", polish: [(category: String, text: String)]) throws
    -> [String]
  {
    let english = FixturePluralRule(
      "bookmarks", format: "%#@n@", variable: "n", forms: [("one", "%d bookmark"), ("other", "%d bookmarks")])
    let translation = FixturePluralRule("bookmarks", format: format, variable: "n", forms: polish)
    return try Fixture([
      "App/en.lproj/Localizable.stringsdict": CatalogText.stringsdict([english]),
      "App/pl.lproj/Localizable.stringsdict": CatalogText.stringsdict([translation]),
    ]).findings(of: "plural-coverage").map(\.message)
  }

  static let lacking =
    "pl plural of bookmarks (substitutions.n) lacks the 'one', 'few' and 'many' forms (pl needs one, few, many, other)"

  @Test func aLabelBeforeTheCountReadsRightForEveryCount() throws {
    // Organic Maps' Polish "Zakładki: %d", as a one-text translation "Zakładki: %d" passes.
    #expect(try Self.messages(polish: [("other", "Zakładki: %d")]).isEmpty)
    #expect(try Self.messages(format: "Zakładki: %#@n@", polish: [("other", "%d")]).isEmpty)
    // A spaced dash separates them as a colon does (book-tracker's Russian "Книг - %d", audit 82).
    #expect(try Self.messages(polish: [("other", "Zakładki - %d")]).isEmpty)
    #expect(try Self.messages(polish: [("other", "Zakładki — %d")]).isEmpty)
    // Not a hyphen or a minus: "Zakładki-%d", "Zakładki -%d".
    #expect(try Self.messages(polish: [("other", "Zakładki-%d")]) == [Self.lacking])
    #expect(try Self.messages(polish: [("other", "Zakładki -%d")]) == [Self.lacking])
  }

  @Test func aWordAfterTheCountAgreesWithItAndIsReported() throws {
    #expect(try Self.messages(polish: [("other", "%d zakładek")]) == [Self.lacking])
    // The word after the variable follows the count too: "1 zakładek".
    #expect(try Self.messages(format: "%#@n@ zakładek", polish: [("other", "%d")]) == [Self.lacking])
    // Without a word anywhere, the translation dropped the source's.
    #expect(try Self.messages(polish: [("other", "%d")]) == [Self.lacking])
    // Without a colon the number reads as a place in a row ("Bookmarks 5"), not a count.
    #expect(try Self.messages(polish: [("other", "Zakładki %d")]) == [Self.lacking])
    // Words that change with the count agree with it: the categories left out need theirs.
    #expect(
      try Self.messages(polish: [("one", "Zakładka: %d"), ("other", "Zakładek: %d")])
        == [
          "pl plural of bookmarks (substitutions.n) lacks the 'few' and 'many' forms (pl needs one, few, many, other)"
        ])
    // Emphasis between the number and its word does not part them: "*1* zakładek".
    #expect(try Self.messages(polish: [("other", "Razem: *%d* zakładek")]) == [Self.lacking])
  }
}
