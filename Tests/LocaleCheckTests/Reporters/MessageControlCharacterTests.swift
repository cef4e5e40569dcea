import Foundation
import Testing

@testable import LocaleCheck

/// Every format writes a message's direction marks out as the text report does, so that a
/// code-scanning viewer neither hides one in a quoted label nor lets it reorder the sentence
/// (audit 128). The raw value stays in the JSON report's `actual`.
@Suite("Control characters in messages")
struct MessageControlCharacterTests {
  static let report: Report = {
    let finding = Finding(
      rule: "english-fallback", severity: .error, locale: LocaleID("ar"), identifier: "title",
      bundle: ".", table: "Localizable", key: "title",
      message: "ar shows the en text '\u{200F}Save' for title",
      actual: "\u{200F}Save",
      position: SourcePosition(file: "ar.lproj/Localizable.strings", line: 1, column: 11))
    return Report(
      sourceLocale: LocaleID("en"), locales: [LocaleID("ar")],
      summary: ReportSummary(subjects: 1, locales: 1, errors: 1, warnings: 0, notes: 0, suppressed: 0),
      matrix: [], findings: [finding], rules: [EnglishFallbackRule.descriptor])
  }()

  static func decoded(_ text: String) throws -> [String: Any] {
    try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  @Test func theJSONMessageWritesTheMarkOutAndActualKeepsIt() throws {
    let json = try Self.decoded(JSONReporter().render(Self.report, options: ReportOptions()))
    let finding = try #require((json["findings"] as? [[String: Any]])?.first)
    #expect(finding["message"] as? String == "ar shows the en text '\\u{200F}Save' for title")
    #expect(finding["actual"] as? String == "\u{200F}Save")
  }

  @Test func theSARIFMessageWritesTheMarkOut() throws {
    let sarif = try Self.decoded(SARIFReporter().render(Self.report, options: ReportOptions()))
    let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
    let result = try #require((run["results"] as? [[String: Any]])?.first)
    let message = try #require(result["message"] as? [String: Any])
    // Braces doubled, as SARIF's plain text writes a literal brace (section 3.11.5).
    #expect(message["text"] as? String == "ar shows the en text '\\u{{200F}}Save' for title")
  }
}
