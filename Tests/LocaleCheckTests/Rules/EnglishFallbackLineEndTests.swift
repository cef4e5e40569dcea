import Testing

@testable import LocaleCheck

/// A copy of a text of several lines, in a file saved with Windows line ends, is a copy
/// (audit 231: the gate took a CRLF conversion for a fix).
@Suite("english-fallback: line ends")
struct EnglishFallbackLineEndTests {
  private static func messages(russian: String) throws -> [String] {
    try Fixture([
      "en.lproj/Localizable.strings": "\"a.title\" = \"Line one\n\nLine two\";\n",
      "ru.lproj/Localizable.strings": russian,
    ]).findings(of: "english-fallback").map(\.message)
  }

  @Test func aCopyWithWindowsLineEndsIsACopy() throws {
    #expect(try Self.messages(russian: "\"a.title\" = \"Line one\r\n\r\nLine two\";\r\n").count == 1)
    #expect(try Self.messages(russian: "\"a.title\" = \"Line one\r\rLine two\";\r").count == 1)
    #expect(try Self.messages(russian: "\"a.title\" = \"Line one\n\nLine two\";\n").count == 1)
  }

  @Test func aTranslationWithWindowsLineEndsIsNone() throws {
    #expect(try Self.messages(russian: "\"a.title\" = \"Строка один\r\n\r\nСтрока два\";\r\n").isEmpty)
  }
}
