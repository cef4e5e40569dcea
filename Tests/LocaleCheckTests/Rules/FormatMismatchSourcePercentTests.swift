import Testing

@testable import LocaleCheck

/// A source's percent sign written as prose beside real placeholders ("50% off %@"): printf reads
/// `% o`, a mistake of the source, told there once (audit 181).
@Suite("format-mismatch: prose percent signs in a source format")
struct FormatMismatchSourcePercentTests {
  func findings(_ translation: String, source: String, locale: String = "de") throws -> [Finding] {
    try Fixture([
      "App/en.lproj/Localizable.strings": CatalogText.strings([("k", source)]),
      "App/\(locale).lproj/Localizable.strings": CatalogText.strings([("k", translation)]),
    ]).findings(of: "format-mismatch")
  }

  @Test func theSourceIsToldAndATranslationThatFixesItPasses() throws {
    let found = try findings("50 %% Rabatt auf %@", source: "50% off %@")
    #expect(found.map(\.locale) == [LocaleID("en")])
    #expect(
      found.first?.message
        == "en value of k: String(format:) reads '% o' in '50% off %@' as a placeholder, which takes the argument "
        + "meant for the next one; a percent sign in a format string is written %% ('50%% off %@')")
    #expect(found.first?.position?.line == 1 && found.first?.position?.column == 7)
  }

  @Test func aPlaceholdersNumberTakesThePercentSignToo() throws {
    // Review 139: "%d% discount" is a number's percent sign as "50% off" is.
    let found = try findings("%d%% Rabatt", source: "Save %d% discount")
    #expect(found.map(\.locale) == [LocaleID("en")])
    #expect(found.first?.message.contains("('Save %d%% discount')") == true)
  }

  @Test func aTranslationIsComparedWithWhatTheSourceMeans() throws {
    // A copy of the mistake drops its '%' (`% b` is no placeholder); `% d` reads a number.
    #expect(
      try findings("Spare 50% bei %@", source: "Save 50% on %@").first { $0.locale == LocaleID("de") }?
        .message
        == "de value of k: a '%' here is neither a placeholder nor %%, so formatting drops it; a percent sign "
        + "in a format string is written %%")
    #expect(
      try findings("50% de réduction sur %@", source: "50% off %@", locale: "fr").first {
        $0.locale == LocaleID("fr")
      }?.message
        == "fr value of k: argument 1 is %@ in the source but % d here; a percent sign in a format string is "
        + "written %%")
    #expect(try findings("Spare 50 %% bei %@", source: "Save 50% on %@").count == 1)
  }

  @Test func pluralFormsAndVariablesAreToldOnceAndComparedWithWhatTheyMean() throws {
    // Review 138: the source's own forms are no mismatch of one another; German's `%%` fits.
    let unit = { (text: String) in #"{"stringUnit":{"state":"translated","value":"\#(text)"}}"# }
    let plural = { (one: String, other: String) in
      #"{"variations":{"plural":{"one":\#(unit(one)),"other":\#(unit(other))}}}"#
    }
    let variable =
      #""substitutions":{"n":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{"#
      + #""one":\#(unit("%arg item")),"other":\#(unit("%arg items"))}}}}"#
    let catalog =
      #"{"sourceLanguage":"en","version":"1.0","strings":{"#
      + #""deal":{"localizations":{"en":\#(plural("%lld item at 50% off", "%lld items at 50% off")),"#
      + #""de":\#(plural("%lld Artikel mit 50%% Rabatt", "%lld Artikel mit 50%% Rabatt"))}},"#
      + #""sub":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"%#@n@ at 50% off"},\#(variable)},"#
      + #""de":{"stringUnit":{"state":"translated","value":"%#@n@ mit 50%% Rabatt"},\#(variable)}}}}}"#
    let found = try Fixture(["Localizable.xcstrings": catalog]).findings(of: "format-mismatch")
    #expect(found.map(\.locale) == [LocaleID("en"), LocaleID("en"), LocaleID("en")])
    #expect(found.allSatisfy { $0.message.contains("String(format:) reads '% o'") })
  }

  @Test func aLostArgumentNamesThePlaceholderWrittenWrong() throws {
    // Audit 181: the translator sees "%I64d" and is told only that `%d` is missing.
    #expect(
      try findings("Anzahl %I64d", source: "Count %d").map(\.message) == [
        "de value of k: argument 1 (%d in the source) is missing here; '%I64d' here is no placeholder, so "
          + "formatting drops its '%' and the character after it"
      ])
    #expect(
      try findings("Hallo %0$@", source: "Hello %1$@").first?.message.contains("'%0$@' here is no") == true)
    // Audit 272: Maccy's Japanese "%を押しながら" for "%@ pressed" kept only the '%'.
    #expect(
      try findings("• %を押しながら選択", source: "• Select with %@ pressed").map(\.message) == [
        "de value of k: argument 1 (%@ in the source) is missing here; the '%' before 'を' here is no "
          + "placeholder: was it %@?"
      ])
    // A lost argument beside no written placeholder is told as ever.
    #expect(
      try findings("Anzahl", source: "Count %d").map(\.message) == [
        "de value of k: argument 1 (%d in the source) is missing here"
      ])
  }

  @Test func proseAloneAndRealFlagsAreNoMistake() throws {
    // Without another placeholder the sign is text; `%-5d`, `%+d` and `% d` before a digit are flags.
    #expect(try findings("50 % Rabatt", source: "50% off").isEmpty)
    #expect(try findings("%-5d Punkte von %@", source: "%-5d points of %@").isEmpty)
    #expect(try findings("%+d Punkte, %@", source: "%+d points, %@").isEmpty)
    #expect(try findings("50 %% Rabatt auf %@", source: "50%% off %@").isEmpty)
    // Review 138: a space flag not after a number, or before no word, is a format's.
    #expect(try findings("% d Artikel von %@", source: "% d items of %@").isEmpty)
    #expect(try findings("%@ % d", source: "%@ % d").isEmpty)
  }
}
