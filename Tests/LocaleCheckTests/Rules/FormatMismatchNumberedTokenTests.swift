import Testing

@testable import LocaleCheck

/// An app's own numbered tokens (`%0`, `%1`: Stats, Qt-style code), which it replaces itself: a
/// number and a space after a `%` read as printf's octal (`%1 o` in "%1 of %2"), but no app
/// passes such a text to `String(format:)`.
@Suite("format-mismatch: numbered tokens")
struct FormatMismatchNumberedTokenTests {
  @Test func tokensANumberAndASpaceFollowAreText() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        // exelban/stats: "%0 of %1 used", moved in Persian, hyphenated in German.
        "used": ["en": "%0 of %1 used", "de": "%0 von %1 belegt", "fa": "%0 از %1 استفاده شده"],
        "open": ["en": "Open %0 settings", "de": "%0-Einstellungen öffnen"],
        "items": ["en": "%1 items in %2", "de": "%1 Objekte in %2"],
        "owner": ["en": "%1's Mac", "de": "Mac von %1"],
      ])
    ])
    #expect(try fixture.findings(of: "format-mismatch").isEmpty)
  }

  @Test func aTranslationThatLosesATokenIsReported() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        // Audit 98: Stats' Hebrew "%0" typed in visual order, as "0%".
        "used": ["en": "%0 of %1 used", "he": "0% מתוך %1 בשימוש", "de": "%1 Objekte"],
        "remaining": ["en": "%0% remaining", "he": "נשאר %0%"],
        // A percentage only the translation writes (Turkish "%50") is text.
        "sale": ["en": "%0 off", "tr": "%0 indirim (%50)"],
        "owner": ["en": "%1's Mac", "de": "Mac von %1$@"],
        "both": ["en": "%0 of %1", "fr": "aucun"],
      ])
    ])
    #expect(
      try fixture.findings(of: "format-mismatch").map(\.message).sorted() == [
        // printf's placeholder in the token's place is told first.
        "de value of owner: argument 1 (%1$@) is not in the source",
        "de value of used: token %0 of the source, which the app replaces with a value, is missing here",
        "fr value of both: tokens %0, %1 of the source, which the app replaces with values, are missing here",
        "he value of used: token %0 of the source, which the app replaces with a value, is missing here; "
          + "'0%' is %0 written backwards, as right-to-left typing turns it, which the app does not "
          + "replace; write %0",
      ])
    #expect(AppTokens.numbers(in: "%0 of %1, %2's, %3-x, %4. %%5 %6d %1$@ %1.5f %123") == [0, 1, 2, 3, 4])
    // Percentages and a link's escapes are no run of tokens from 0 or 1 (review 87).
    #expect(AppTokens.numbers(in: "%50 indirim").isEmpty)
    #expect(AppTokens.numbers(in: "mailto:a@x.com?subject=Stats%20-%20Bug").isEmpty)
    #expect(AppTokens.numbers(in: "Open %1 at x.com/a%20(b)") == [1])
  }

  /// Audit 114: the other right-to-left typing slips, named as they are for printf's placeholders.
  @Test func aTokenLostToRightToLeftTypingIsNamed() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "battery": ["en": "%0% remaining", "ar": "%٠% متبقية", "fa": "٪0 باقی‌مانده", "he": "נשאר 10% %1"],
        // Review 100: each slipped token, and not a percentage the source writes too.
        "used": ["en": "%0 of %1 used", "fa": "٪0 از ٪1 استفاده شده"],
        "sync": ["en": "Sync %1: 1% done", "he": "סנכרון: 1% הושלם"],
      ])
    ])
    #expect(
      try fixture.findings(of: "format-mismatch").map(\.message).sorted() == [
        "ar value of battery: token %0 of the source, which the app replaces with a value, is missing here; "
          + "'%٠' writes its number with an Arabic-Indic digit, which the app does not replace; write %0",
        "fa value of battery: token %0 of the source, which the app replaces with a value, is missing here; "
          + "'٪0' is written with the Arabic percent sign (٪), which the app does not replace; write %0",
        "fa value of used: tokens %0, %1 of the source, which the app replaces with values, are missing here; "
          + "'٪0' is written with the Arabic percent sign (٪), which the app does not replace; write %0; "
          + "'٪1' is written with the Arabic percent sign (٪), which the app does not replace; write %1",
        "he value of battery: token %0 of the source, which the app replaces with a value, is missing here; "
          + "the app shows %1 as written: the source has no such token",
        "he value of sync: token %1 of the source, which the app replaces with a value, is missing here",
      ])
  }

  @Test func aTurkishSourcesPercentagesAreNoTokens() throws {
    // Review 91: Turkish writes the percent sign first ("%0 faiz": no interest).
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings(
        ["%0 faiz, %1 komisyon": ["tr": "%0 faiz, %1 komisyon", "en": "0% interest, 1% fee"]], source: "tr")
    ])
    #expect(try fixture.findings(of: "format-mismatch").isEmpty)
  }

  @Test func aTokenKeptAsTheAppFindsItIsKept() throws {
    // The app replaces `%1` wherever it stands: before a full stop, a suffix, after a percent sign.
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "open": ["en": "Open %1 now", "de": "Öffne %1.", "eu": "Ireki %1ren"],
        "owner": ["en": "%1's Mac", "de": "%1s Mac"],
        "left": ["en": "%0% remaining", "tr": "%%0 kaldı"],
        "lost": ["en": "Open %1.", "de": "Öffnen"],
        "renumbered": ["en": "%0 of %1", "de": "%1 von %2"],
      ])
    ])
    #expect(
      try fixture.findings(of: "format-mismatch").map(\.message).sorted() == [
        "de value of lost: token %1 of the source, which the app replaces with a value, is missing here",
        "de value of renumbered: token %0 of the source, which the app replaces with a value, is missing here; "
          + "the app shows %2 as written: the source has no such token",
      ])
  }

  @Test func aTokenBesidePrintfsPlaceholdersLeavesThemCompared() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "items": ["en": "%1 items in %2", "de": "%1 Objekte in %@"],
        "width": ["en": "%5d items", "de": "%@ Objekte"],
        "positional": ["en": "%1$@ of %2$@", "de": "%1$@ von %2$d"],
        "selected": ["en": "%@ selected", "de": "%@ ausgewählt von %2 d"],
      ])
    ])
    #expect(
      try fixture.findings(of: "format-mismatch").map(\.message).sorted() == [
        "de value of items: argument 1 (%@) is not in the source",
        "de value of positional: argument 2 is %2$@ in the source but %2$d here",
        // A token where an argument is meant: no hint about writing a percent sign.
        "de value of selected: argument 2 (%2 d) is not in the source",
        "de value of width: argument 1 is %5d in the source but %@ here",
      ])
  }
}
