import Testing

@testable import LocaleCheck

/// A translation that numbers one argument wrong ("%3$@" for the source's "%2$@") is told the
/// one fix it needs (audit 227).
@Suite("format-mismatch: an argument numbered wrong")
struct FormatMismatchMisnumberedArgumentTests {
  func messages(_ translation: String, source: String, locale: String = "de") throws -> [String] {
    try Fixture.messages(of: "format-mismatch", translation, source: source, locale: locale)
  }

  @Test func aWrongNumberOfOneTypeIsToldWithItsFix() throws {
    #expect(
      try messages("%1$d Dateien in %3$@", source: "%1$d files in %2$@") == [
        "de value of k: argument 3 (%3$@) is not in the source, and argument 2 (%2$@ in the source) is missing "
          + "here: write %2$@ for %3$@"
      ])
    // The source's own conversion, numbered: it fits the value the app passes.
    #expect(
      try messages("%1$@ hat %3$d Dateien", source: "%@ has %ld files").first?.hasSuffix(
        "write %2$ld for %3$d")
        == true)
  }

  @Test func aLostArgumentBesideAnotherTypeKeepsItsSentence() throws {
    #expect(
      try messages("%1$d Dateien in %3$d", source: "%1$d files in %2$@") == [
        "de value of k: argument 2 (%2$@ in the source) is missing here"
      ])
    #expect(try messages("%1$d Dateien in %2$@", source: "%1$d files in %2$@").isEmpty)
    // Both numbers shifted: "write %1$d for %3$d" would swap the values (review 164).
    #expect(
      try messages("%2$d von %3$d", source: "%d of %d") == [
        "de value of k: argument 1 (%d in the source) is missing here"
      ])
  }
}
