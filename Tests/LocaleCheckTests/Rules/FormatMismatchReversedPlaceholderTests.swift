import Testing

@testable import LocaleCheck

/// A `%@` written backwards ("@%") is named beside the lost argument (audit 228).
@Suite("format-mismatch: a placeholder written backwards")
struct FormatMismatchReversedPlaceholderTests {
  func messages(_ translation: String, source: String) throws -> [String] {
    try Fixture.messages(of: "format-mismatch", translation, source: source, locale: "ko")
  }

  @Test func anObjectPlaceholderWrittenBackwardsIsNamed() throws {
    #expect(
      try messages("@%님 안녕하세요", source: "Hello %@") == [
        "ko value of k: argument 1 (%@ in the source) is missing here; '@%' here is '%@' written backwards"
      ])
  }

  @Test func otherLostArgumentsKeepTheirSentence() throws {
    #expect(
      try messages("안녕하세요", source: "Hello %@") == [
        "ko value of k: argument 1 (%@ in the source) is missing here"
      ])
    #expect(try messages("50d% 완료", source: "%d done").first?.contains("backwards") == false)
  }
}
