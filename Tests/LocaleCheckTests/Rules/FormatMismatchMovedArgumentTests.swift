import Testing

@testable import LocaleCheck

/// Foundation puts a variable's chosen form in place of `%#@name@` before formatting, so an
/// argument may move between the format and the forms.
@Suite("format-mismatch: arguments moved between format and forms")
struct FormatMismatchMovedArgumentTests {
  /// A localization with `format`, one variable `count` (argument 2, an integer) and its forms.
  static func localization(_ format: String, _ forms: [(String, String)]) -> String {
    CatalogText.variableLocalization(format, name: "count", argNum: 2, forms: forms)
  }

  /// The format-mismatch messages of German against `en` (`%1$@ has %2$#@count@`).
  static func messages(
    german: String, _ forms: [(String, String)],
    english: String = "%1$@ has %2$#@count@",
    englishForms: [(String, String)] = [("one", "%arg photo"), ("other", "%arg photos")]
  ) throws -> [String] {
    let catalog = """
      {"sourceLanguage": "en", "version": "1.0", "strings": {"photos": {"localizations": {
      "en": \(localization(english, englishForms)),
      "de": \(localization(german, forms))}}}}
      """
    return try Fixture(["App/Localizable.xcstrings": catalog]).findings(of: "format-mismatch").map(\.message)
  }

  @Test func anArgumentWrittenInEveryFormInsteadOfTheFormatIsNoMismatch() throws {
    #expect(
      try Self.messages(
        german: "%2$#@count@", [("one", "%1$@ hat ein Foto"), ("other", "%1$@ hat %arg Fotos")]
      )
      .isEmpty)
  }

  @Test func anArgumentTheSourceWritesInItsFormsMayMoveToTheFormat() throws {
    // Mastodon's English writes `Followed by %1$@, and %ld mutuals` in a form.
    #expect(
      try Self.messages(
        german: "%1$@: %2$#@count@", [("one", "%arg Foto"), ("other", "%arg Fotos")],
        english: "%2$#@count@",
        englishForms: [("one", "%1$@ has one photo"), ("other", "%1$@ has %arg photos")]
      ).isEmpty)
  }

  @Test func aMovedArgumentOfAnotherTypeIsATypeMismatch() throws {
    #expect(
      try Self.messages(
        german: "%2$#@count@", [("one", "%1$d hat ein Foto"), ("other", "%1$d hat %arg Fotos")])
        == [
          "de value of photos (substitutions.count.plural.one): argument 1 is %1$@ in the source but %1$d here",
          "de value of photos (substitutions.count.plural.other): argument 1 is %1$@ in the source but %1$d here",
        ])
  }

  @Test func anArgumentSomeFormLeavesOutIsStillMissing() throws {
    #expect(
      try Self.messages(german: "%2$#@count@", [("one", "Ein Foto"), ("other", "%1$@ hat %arg Fotos")])
        == ["de value of photos: argument 1 (%1$@ in the source) is missing here"])
  }

  @Test func aFormOfACategoryTheLanguageNeverUsesNeedNotWriteAMovedArgument() throws {
    // Audit 122, Zotero's Korean: its `one` is never shown, so only `other` must write argument 1.
    let catalog = """
      {"sourceLanguage": "en", "version": "1.0", "strings": {"photos": {"localizations": {
      "en": \(Self.localization("%1$@ has %2$#@count@", [("one", "%arg photo"), ("other", "%arg photos")])),
      "ko": \(Self.localization("%2$#@count@", [("one", "사진 1장"), ("other", "%1$@: 사진 %arg장")])),
      "de": \(Self.localization("%2$#@count@", [("one", "Ein Foto"), ("other", "%1$@ hat %arg Fotos")]))}}}}
      """
    let findings = try Fixture(["App/Localizable.xcstrings": catalog]).findings(of: "format-mismatch")
    #expect(
      findings.map(\.message) == ["de value of photos: argument 1 (%1$@ in the source) is missing here"])
  }
}
