import Testing

@testable import LocaleCheck

/// Messages of `format-mismatch` for two placeholders whose types a translation swaps, and for a
/// percent sign of the text that printf reads in an argument's place.
@Suite("format-mismatch: swapped arguments and percent signs in an argument's place")
struct FormatMismatchSwappedArgumentTests {
  func messages(_ translation: String, source: String, locale: String = "ar") throws -> [String] {
    try Fixture.messages(of: "format-mismatch", translation, source: source, locale: locale)
  }

  @Test func twoSwappedTypesAreBothNamedWithTheNumberedFix() throws {
    // Audit 96: VLC's "Delete \"%@\" and %d others?".
    #expect(
      try messages("حذف \"%d\" و %@ آخرين؟", source: "Delete \"%@\" and %d others?") == [
        "ar value of k: argument 1 is %@ in the source but %d here, and argument 2 is %d but %@: the two are "
          + "swapped; where the sentence needs the values in this order, write %2$d for %d and %1$@ for %@, "
          + "else write %@ first and %d second, as the source does"
      ])
    // The fix writes the source's conversion, which fits the value the app passes (review 86).
    #expect(
      try messages("%d Dateien hat %@", source: "%@ has %ld files", locale: "de").first?.hasSuffix(
        "write %2$ld for %d and %1$@ for %@, else write %@ first and %ld second, as the source does") == true)
    // Numbered placeholders get their numbers changed; a length modifier stays.
    #expect(
      try messages("%1$lld Dateien in %2$@", source: "%1$@ has %2$lld files", locale: "de").first?.hasSuffix(
        "write %2$lld for %1$lld and %1$@ for %2$@, else write %1$@ first and %2$lld second, as the source does"
      ) == true)
  }

  @Test func swappedTypesOfNamedArgumentsAskForTheTypes() throws {
    // Review 192: a name takes its value wherever it stands; numbering it would not help.
    #expect(
      try messages("%(used)@ von %(owner)lld", source: "%(used)lld of %(owner)@", locale: "de") == [
        "de value of k: argument 1 is %(used)lld in the source but %(used)@ here, and argument 2 is %(owner)@ "
          + "but %(owner)lld: their types are swapped; a name takes its value wherever it stands, so write "
          + "%(used)lld and %(owner)@"
      ])
  }

  @Test func otherMismatchesKeepTheirSentences() throws {
    // Not a swap: the second type fits neither.
    #expect(
      try messages("%d و %f", source: "%@ and %d") == [
        "ar value of k: argument 1 is %@ in the source but %d here"
      ])
    // Correctly numbered reordering is no problem at all.
    #expect(try messages("%2$d و %1$@", source: "%@ and %d").isEmpty)
    // Nor beside a third placeholder (iina's Hindi "%d ... --%@=%@" for "--%@=%@ ... %d" rotates
    // the values, and a numbered fix for two would leave the third unnumbered).
    #expect(
      try messages("%d के साथ --%@=%@", source: "--%@=%@ returned %d", locale: "hi") == [
        "hi value of k: argument 1 is %@ in the source but %d here"
      ])
    // Three arguments whose types rotate are not a swap of two.
    #expect(
      try messages("%d %f %@", source: "%@ %d %f").first
        == "ar value of k: argument 1 is %@ in the source but %d here")
  }

  @Test func aPercentSignThatTakesAnArgumentsPlaceGetsTheHint() throws {
    // Audit 96: "100% sukcesu" reads "% s" as argument 1, a C string, where the count was.
    #expect(
      try messages("100% sukcesu przez %d miesięcy", source: "Thanks for %d months", locale: "pl") == [
        "pl value of k: argument 1 is %d in the source but % s here; a percent sign in a format string is "
          + "written %%"
      ])
    // A placeholder that the source writes with the same flag is the source's own.
    #expect(
      try messages("% d% s", source: "% d% @", locale: "pl").allSatisfy { !$0.contains("written %%") })
  }
}
