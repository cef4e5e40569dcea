import Testing

@testable import LocaleCheck

/// Placeholders written with a percent sign printf does not read (Arabic ٪, full-width ％).
@Suite("format-mismatch: look-alike percent signs")
struct FormatMismatchLookalikePercentTests {
  func messages(_ translation: String, source: String, locale: String = "ar") throws -> [String] {
    try Fixture.messages(of: "format-mismatch", translation, source: source, locale: locale)
  }

  static let arabicRemark =
    "'٪ d' is written with the Arabic percent sign (٪), which printf does not read as a placeholder"

  @Test func theProblemItCausesIsToldWhy() throws {
    #expect(
      try messages("٪ d من ملفات تعريف الارتباط", source: "%d cookies") == [
        "ar value of k: argument 1 (%d in the source) is missing here; " + Self.arabicRemark + "; write %d"
      ])
    // A `%@` left beside it now reads the number: that crash comes first.
    #expect(
      try messages("٪ d ملفات في %@", source: "%d files in %@") == [
        "ar value of k: argument 1 is %d in the source but %@ here; " + Self.arabicRemark + "; write %d"
      ])
    #expect(
      try messages("保存到％1$@", source: "Save to %1$@", locale: "zh-Hans").first?.hasSuffix(
        "'％1$@' is written with the full-width percent sign (％), which printf does not read as a placeholder; "
          + "write %1$@")
        == true)
    // A letter of another script may follow the conversion at once ("％d個"); NSString reads
    // `%D` as `%ld` (audit 96: MeetingBar's "％D坦克").
    #expect(try messages("％d個のファイル", source: "%d files", locale: "ja").first?.contains("'％d'") == true)
    #expect(try messages("％D坦克", source: "%d characters", locale: "zh-Hans").first?.contains("'％D'") == true)
    #expect(
      try messages("％DOMEN", source: "%d months", locale: "zh-Hans").first?.contains("full-width") == false)
  }

  @Test func fullWidthLettersAndFlagsArePartOfThePlaceholder() throws {
    // A Japanese or Chinese input method in full-width mode types the whole placeholder so.
    #expect(
      try messages("ファイル：％ｄ個", source: "Files: %d", locale: "ja").first?.contains(
        "'％ｄ' is written with the full-width percent sign") == true)
    #expect(
      try messages("保存到％１＄＠", source: "Save to %1$@", locale: "zh-Hans").first?.contains("'％１＄＠'") == true)
    #expect(try messages("٪-d ملفات", source: "%d files").first?.contains("'٪-d'") == true)
    // After a half-width percent sign too (audit 90).
    #expect(
      try messages("バージョン%＠", source: "Version %@", locale: "ja").first?.hasSuffix(
        "'%＠' is written with the full-width ＠, which printf does not read as a placeholder; write %@")
        == true)
    #expect(try messages("%ｄ個", source: "%d files", locale: "ja").first?.contains("'%ｄ'") == true)
    // Not after `%%`, nor where no argument is lost (review 81).
    #expect(try messages("%d個 100%%ｄ", source: "%d files", locale: "ja").isEmpty)
    #expect(try messages("%d%ｓ", source: "%d files", locale: "ja").allSatisfy { !$0.contains("full-width") })
    // A full-width word after the sign is text, as an ASCII one is.
    #expect(try messages("％ｄｅｓ", source: "%d files", locale: "ja").first?.contains("written with") == false)
  }

  @Test func aPluralFormThatMayLeaveOutTheCountIsReportedToo() throws {
    // Arabic `one` may leave the number out ("ملف واحد"), but "٪ d" is no way of leaving it out;
    // the fix is the source's placeholder for the argument lost, numbered as the source has it.
    func fixture(_ one: String, sourceForms: (String, String)) throws -> [String] {
      let rule = { (one: String, other: String) in
        FixturePluralRule(
          "%d files", format: "%#@files@", variable: "files", forms: [("one", one), ("other", other)])
      }
      return try Fixture([
        "App/en.lproj/Localizable.stringsdict": CatalogText.stringsdict([rule(sourceForms.0, sourceForms.1)]),
        "App/ar.lproj/Localizable.stringsdict": CatalogText.stringsdict([rule(one, "%d ملفات")]),
      ]).findings(of: "format-mismatch").map(\.message)
    }
    #expect(
      try fixture("٪ d ملف", sourceForms: ("%d file", "%d files")) == [
        "ar value of %d files (substitutions.files.plural.one): " + Self.arabicRemark
          + ": the app shows it as text and leaves the value out; write %d"
      ])
    #expect(
      try fixture("٪ d ملف", sourceForms: ("%1$d file", "%1$d files")).first?.hasSuffix("write %1$d") == true)
    #expect(try fixture("٪ ｄ ملف", sourceForms: ("%d file", "%d files")).first?.hasSuffix("write %d") == true)
  }

  @Test func aPercentSignOfTheTextIsNoPlaceholder() throws {
    // "50 ٪", "٪ مكتمل" and a word after the sign are text; a look-alike beside the real
    // placeholder loses no value; a source that is prose has no placeholders to lose.
    #expect(try messages("%d٪ مكتمل", source: "%d%% done").isEmpty)
    #expect(try messages("خصم ٪ 50", source: "50% off").isEmpty)
    #expect(try messages("٪ des fichiers", source: "Some files", locale: "fr").isEmpty)
    #expect(try messages("%d ٪ d", source: "%d cookies").isEmpty)
    #expect(try messages("التقدم: 50 ٪ d", source: "Progress: 50% done").isEmpty)
    #expect(try messages("٪ argent", source: "%d files", locale: "fr").count == 1)  // only "missing"
  }
}
