import TestSupport
import Testing

@testable import LocaleCheck

/// `format-mismatch` where the cause is not the placeholder's letter: a `%C` unichar written
/// `%c`, a percent sign glued to a number and a word, a `*` that takes an argument of its own
/// (audit 250).
@Suite struct FormatMismatchHintTests {
  static func messages(_ values: [String: [String: String]]) throws -> [String] {
    try Fixture(["Localizable.xcstrings": CatalogText.xcstrings(values)]).findings(of: "format-mismatch").map(
      \.message)
  }

  @Test func aUnicharWrittenAsAByteCharacterIsAMismatch() throws {
    // `%c` prints the low byte of "⌘" (U+2318): U+0018.
    #expect(
      try Self.messages(["Key: %C": ["en": "Key: %C", "de": "Taste: %c"]]) == [
        "de value of Key: %C: argument 1 is %C in the source but %c here"
      ])
    #expect(try Self.messages(["Key: %C": ["en": "Key: %C", "de": "Taste: %C"]]).isEmpty)
    #expect(try Self.messages(["Key: %c": ["en": "Key: %c", "de": "Taste: %1$c"]]).isEmpty)
  }

  @Test func aPercentSignBetweenANumberAndAWordGetsThePercentHint() throws {
    #expect(
      try Self.messages(["deal": ["en": "%d items at half price", "de": "%d Objekte zu 50%iger Rabatt"]])
        == [
          "de value of deal: argument 2 (%i) is not in the source; a percent sign in a format string is written %%"
        ])
    // The source's `%d%%` written with one `%`, and Turkish, which writes the sign first (review 175).
    #expect(
      try Self.messages(["rebate": ["en": "%d%% off", "de": "%d%iger Rabatt"]]) == [
        "de value of rebate: argument 2 (%i) is not in the source; a percent sign in a format string is written %%"
      ])
    #expect(
      try Self.messages(["rebate": ["en": "%d items at half price", "tr": "%d ürün %50lik indirimle"]]) == [
        "tr value of rebate: argument 2 (%50li) is not in the source; a percent sign in a format string is "
          + "written %%"
      ])
    // Numbered and zero-padded placeholders glued to words are meant (review 176).
    #expect(
      try Self.messages(["n": ["en": "%1$@ items", "ja": "%1$d個の項目"]]) == [
        "ja value of n: argument 1 is %1$@ in the source but %1$d here"
      ])
    #expect(
      try Self.messages(["h": ["en": "%@ hours", "de": "%02dStd"]]) == [
        "de value of h: argument 1 is %@ in the source but %02d here"
      ])
    // A placeholder after a number that a word follows is no percent sign where the source has it so.
    #expect(try Self.messages(["size": ["en": "2%dx", "de": "2%dx"]]).isEmpty)
    // Not glued to a word: an added argument without the hint.
    #expect(
      try Self.messages(["count": ["en": "%d items", "de": "%d Objekte %d"]]) == [
        "de value of count: argument 2 (%d) is not in the source"
      ])
  }

  @Test func aStarWidthOrPrecisionNamesTheArgumentItTakes() throws {
    #expect(
      try Self.messages(["files": ["en": "%d files", "de": "%*d Dateien"]]) == [
        "de value of files: argument 2 (%*d) is not in the source; the * of %*d takes argument 1 as its width, "
          + "so its value is argument 2"
      ])
    #expect(
      try Self.messages(["size": ["en": "%.1f MB", "de": "%.*f MB"]]) == [
        "de value of size: argument 1 is %.1f in the source but %.*f here; the * of %.*f takes argument 1 as "
          + "its precision, so its value is argument 2"
      ])
    // A numbered placeholder names its value's argument: the star moves nothing.
    #expect(
      try Self.messages(["files": ["en": "%d files", "de": "%1$*2$d Dateien"]]) == [
        "de value of files: argument 2 (%1$*2$d) is not in the source"
      ])
    // The source's own star: the same arguments, nothing to tell.
    #expect(try Self.messages(["pad": ["en": "%*d files", "de": "%*d Dateien"]]).isEmpty)
  }
}
