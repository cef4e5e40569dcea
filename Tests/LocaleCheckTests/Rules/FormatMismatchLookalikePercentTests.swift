import Testing

@testable import LocaleCheck

/// Placeholders written with a percent sign printf does not read (Arabic ٪, full-width ％).
@Suite("format-mismatch: look-alike percent signs")
struct FormatMismatchLookalikePercentTests {
  func messages(_ translation: String, source: String, locale: String = "ar") throws -> [String] {
    try Fixture([
      "App/en.lproj/Localizable.strings": CatalogText.strings([("k", source)]),
      "App/\(locale).lproj/Localizable.strings": CatalogText.strings([("k", translation)]),
    ]).findings(of: "format-mismatch").map(\.message)
  }

  @Test func anArabicPercentSignBeforeAConversionIsReported() throws {
    #expect(
      try messages("٪ d من ملفات تعريف الارتباط", source: "%d cookies") == [
        "ar value of k: '٪ d' is written with the Arabic percent sign (٪), which printf does not read as a "
          + "placeholder: the app shows it as text and leaves the value out; write %d"
      ])
    #expect(
      try messages("保存到％1$@", source: "Save to %1$@", locale: "zh-Hans").first?.hasSuffix(
        "'％1$@' is written with the full-width percent sign (％), which printf does not read as a placeholder: "
          + "the app shows it as text and leaves the value out; write %1$@") == true)
  }

  @Test func aPluralFormThatMayLeaveOutTheCountIsReportedToo() throws {
    // Arabic `one` may leave the number out ("ملف واحد"), but "٪ d" is no way of leaving it out.
    let rule = { (one: String, other: String) in
      FixturePluralRule(
        "%d files", format: "%#@files@", variable: "files", forms: [("one", one), ("other", other)])
    }
    let fixture = try Fixture([
      "App/en.lproj/Localizable.stringsdict": CatalogText.stringsdict([rule("%d file", "%d files")]),
      "App/ar.lproj/Localizable.stringsdict": CatalogText.stringsdict([rule("٪ d ملف", "%d ملفات")]),
    ])
    let findings = try fixture.findings(of: "format-mismatch")
    #expect(findings.map(\.message).map { $0.contains("(substitutions.files.plural.one): '٪ d'") } == [true])
  }

  @Test func aPercentSignOfTheTextIsNoPlaceholder() throws {
    // "50 ٪", "٪ مكتمل" and a word after the sign are text; a look-alike beside the real
    // placeholder loses no value.
    #expect(try messages("%d٪ مكتمل", source: "%d%% done").isEmpty)
    #expect(try messages("خصم ٪ 50", source: "50% off").isEmpty)
    #expect(try messages("٪ des fichiers", source: "Some files", locale: "fr").isEmpty)
    #expect(try messages("%d ٪ d", source: "%d cookies").isEmpty)
  }
}
