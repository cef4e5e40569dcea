import Testing

@testable import LocaleCheck

/// Xcode 26's named arguments (`%(count)lld`): a String Catalog value names its arguments, and a
/// translation binds each name wherever it puts it.
@Suite struct FormatMismatchNamedArgumentTests {
  @Test func namedArgumentsAreNumberedByFirstUse() {
    let found = FormatSpecifierParser.parse("%(used)lld/%(limit)lld, %(used)lld and %@")
    #expect(found.map(\.text) == ["%(used)lld", "%(limit)lld", "%(used)lld", "%@"])
    #expect(found.map(\.argument) == [1, 2, 1, 3])
    #expect(found.map(\.argumentName) == ["used", "limit", "used", nil])
    #expect(found.allSatisfy { $0.type == ($0.argumentName == nil ? .object : .integer) })
    #expect(found.prefix(3).allSatisfy { $0.isPositional })
  }

  @Test func aPositionBeforeTheNameNumbersIt() {
    let found = FormatSpecifierParser.parse("under %2$(limit)lld characters")
    #expect(found.map(\.argument) == [2])
    #expect(found.first?.argumentName == "limit")
  }

  @Test(arguments: [
    "%()d", "%-(x)d", "%(x d", "%(x)", "%5(x)d", "50%(approx.)", "Save 50%(approx) on everything",
    "100%(max)'s",
  ])
  func malformedNamesAreNoPlaceholder(text: String) {
    #expect(FormatSpecifierParser.parse(text).allSatisfy { $0.argumentName == nil })
  }

  @Test(arguments: [
    ("%(used)lld/%(limit)lld characters", "%(limit)lld/%(used)lld caractères"),
    ("%(used)lld/%(limit)lld", "%(used)d/%(limit)ld"),
    ("under %1$(limit)lld characters", "unter %(limit)lld Zeichen"),
  ])
  func aTranslationMayMoveNamesAround(source: String, translation: String) {
    #expect(FormatSpecifierComparison.compare(source: source, translation: translation).isEmpty)
  }

  @Test func aNameKeepsItsTypeAndMustBeThere() {
    let retyped = FormatSpecifierComparison.compare(
      source: "%(used)lld/%(limit)lld", translation: "%(limit)lld/%(used)@")
    #expect(retyped.map(\.message) == ["argument 1 is %(used)lld in the source but %(used)@ here"])
    let dropped = FormatSpecifierComparison.compare(
      source: "%(used)lld/%(limit)lld", translation: "%(limit)lld")
    #expect(dropped.map(\.message) == ["argument 1 (%(used)lld in the source) is missing here"])
  }

  @Test func aNameTheSourceLacksIsTold() {
    let found = FormatSpecifierComparison.compare(
      source: "%(used)lld/%(limit)lld", translation: "%(usde)lld/%(limit)lld")
    #expect(
      found.map(\.message) == [
        "argument 1 (%(used)lld in the source) is missing here",
        "named argument 'usde' (%(usde)lld) is not in the source",
      ])
  }

  @Test func namesATranslatorTranslatedAreToldWithTheSourcesNames() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "count": [
          "en": "%(used)lld/%(limit)lld characters", "fr": "%(utilisé)lld/%(limite)lld caractères",
          "de": "%(used)lld/%(limt)lld Zeichen", "it": "%(used)@/%(limite)lld caratteri",
        ]
      ])
    ])
    #expect(
      try fixture.findings(of: "format-mismatch").map(\.message) == [
        "de value of count: named argument 'limt' here is not in the source, which names 'limit'",
        "fr value of count: named arguments 'utilisé', 'limite' here are not in the source, which names 'used', "
          + "'limit'",
        "it value of count: named argument 'limite' here is not in the source, which names 'limit'; argument 1 "
          + "is %(used)lld in the source but %(used)@ here",
      ])
  }

  @Test func aStringCatalogTranslationIsCheckedByName() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "count": [
          "en": "%(used)lld/%(limit)lld characters", "fr": "%(limit)lld/%(used)lld caractères",
          "it": "%(used)@/%(limit)lld caratteri", "de": "%(used)lld Zeichen",
        ]
      ])
    ])
    let messages = try fixture.findings(of: "format-mismatch").map(\.message)
    #expect(
      messages == [
        "de value of count: argument 2 (%(limit)lld in the source) is missing here",
        "it value of count: argument 1 is %(used)lld in the source but %(used)@ here",
      ])
  }
}
