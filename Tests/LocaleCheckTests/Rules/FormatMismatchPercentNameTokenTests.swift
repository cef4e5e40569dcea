import Testing

@testable import LocaleCheck

/// Named tokens between percent signs (`%count%`, Symfony's and web apps'), which the app
/// replaces itself: compared as tokens, never read as printf's `%c` (audit 211).
@Suite("format-mismatch: %name% tokens")
struct FormatMismatchPercentNameTokenTests {
  func messages(_ translation: String, source: String, locale: String = "sr") throws -> [String] {
    try Fixture.messages(of: "format-mismatch", translation, source: source, locale: locale)
  }

  @Test(arguments: [
    ("%count% results", ["%count%"]),
    ("Please %link_start%click here%link_end% to reload.", ["%link_start%", "%link_end%"]),
    ("Hello %name%, you have %url%", ["%name%", "%url%"]),
    ("%_token%", ["%_token%"]),
    // A prose percent sign beside them (audit 213).
    ("Discount of 10% for %name%", ["%name%"]),
    ("%count% of 100% done", ["%count%"]),
    ("50% off %count%", ["%count%"]),
    ("%APP_NAME% 2", ["%APP_NAME%"]),
    // A conversion's letter and `_` with no placeholder after the token (review 154).
    // A word after the placeholder printf would read there (review 155).
    ("%i_start%Learn more%i_end%", ["%i_start%", "%i_end%"]),
    ("%x_start%text%x_end%", ["%x_start%", "%x_end%"]),
    ("%s_count% items", ["%s_count%"]), ("Welcome, %f_name%!", ["%f_name%"]),
    ("Send to %e_mail%", ["%e_mail%"]),
  ])
  func textsWrittenWithTokensAreRead(text: String, tokens: [String]) {
    #expect(PercentNameTokens.tokens(in: text) == tokens)
  }

  @Test(arguments: [
    "%dx%d pixels", "%lldx%lld", "%dh%dm", "%lld%% done", "%@ and %count%", "%id%",
    "%count%%", "% count %", "no tokens",
    // A unit's letters between two placeholders (audit 213).
    "%dmin%02ds", "%lldmin%.1fs", "%dpx%@", "%ldMB%ld", "10%off %name%",
    // A separator right after the conversion (review 153).
    "%d_of_%d done", "%s_backup_%d.zip",
  ])
  func printfTextsAreNotTokens(text: String) {
    #expect(PercentNameTokens.tokens(in: text) == nil)
  }

  @Test func translationsKeepingTheTokensPass() throws {
    #expect(try messages("%count% rezultat|%count% rezultata", source: "1 result|%count% results").isEmpty)
    #expect(
      try messages(
        "Molim %link_start%kliknite ovde%link_end% da biste ponovo učitali.",
        source: "Please %link_start%click here%link_end% to reload."
      ).isEmpty)
    // A printf source is still printf's: "%dx%d" compared as two integers.
    #expect(try messages("%d×%@", source: "%dx%d").count == 1)
    #expect(try messages("%d Min. %02d s", source: "%dmin%02ds", locale: "de").isEmpty)
    #expect(try messages("%lld Min. %@ s", source: "%lldmin%.1fs", locale: "de").count == 1)
    #expect(
      try messages("Rabatt von 10% für %name%", source: "Discount of 10% for %name%", locale: "de").isEmpty)
  }

  @Test func aLabelOfTokensAloneIsNoCopy() throws {
    // The app's values, as "{name}" and "%@" are: no English to translate (review 153).
    #expect(
      try Fixture.messages(of: "english-fallback", "%date% %time%", source: "%date% %time%", locale: "de")
        .isEmpty)
    #expect(try messages("%d von %d fertig", source: "%d_of_%d done", locale: "de").isEmpty)
  }

  @Test func aLostOrRenamedTokenIsReported() throws {
    #expect(
      try messages("Izvršiti nad zapisima?", source: "Run it for the %count% selected elements?") == [
        "sr value of k: token %count% of the source is missing here: where the app replaces it with a value, "
          + "this translation never shows the value"
      ])
    #expect(
      try messages("Izvršiti nad %broj% zapisa?", source: "Run it for the %count% selected elements?").first?
        .hasSuffix("the app shows %broj% as written: the source has no such token") == true)
  }
}
