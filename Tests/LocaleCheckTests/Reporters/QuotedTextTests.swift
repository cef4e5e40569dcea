import Testing

@testable import LocaleCheck

/// A long message is cut in its quoted texts, so that what it says of them stays (audit 238).
@Suite struct QuotedTextTests {
  private let paragraph = String(repeating: "Are you really, really sure you want to block it? ", count: 8)

  @Test func aLongQuotedTextIsCutAndTheMessagesEndKept() {
    let message =
      "an has no translation for '\(paragraph)' (Alerts.Block.Title); VoiceOver reads the en text "
      + "(the Localizable table has nothing for locale an)"
    let cut = ReportText.shortened(message, to: 300)
    #expect(cut.count <= 300)
    #expect(cut.hasPrefix("an has no translation for 'Are you really, really sure"))
    #expect(
      cut.hasSuffix(
        "more characters)' (Alerts.Block.Title); VoiceOver reads the en text (the Localizable table has nothing for locale an)"
      ))
  }

  @Test func theLongestQuotedTextIsCutFirst() {
    let message =
      "de label '\(paragraph)' has 400 characters, the source 'Block' 5 (up to 20 characters pass)"
    let cut = ReportText.shortened(message, to: 200)
    #expect(cut.contains("the source 'Block' 5 (up to 20 characters pass)"))
    #expect(cut.count <= 200)
  }

  @Test func anApostropheInsideAQuotedTextDoesNotEndIt() {
    let spans = QuotedText.spans(in: Array("de shows 'Don't save the users' work' for x"))
    #expect(spans.count == 1)
    #expect(spans.first.map { $0.count } == "Don't save the users".count)
  }

  @Test func aMessageWithoutQuotesOrWithShortOnesIsCutAtItsEnd() {
    let plain = "de label is the English text: " + String(repeating: "Terms ", count: 100)
    #expect(QuotedText.cutting(plain, by: 200) == nil)
    #expect(ReportText.shortened(plain, to: 100).hasSuffix("… (530 more characters)"))
    let short = "de shows 'Save' for x " + String(repeating: "and more ", count: 60)
    #expect(ReportText.shortened(short, to: 100).hasPrefix("de shows 'Save' for x and"))
  }

  @Test func aShortMessageIsKept() {
    #expect(
      ReportText.shortened("de shows 'Save' for save.button", to: 300) == "de shows 'Save' for save.button")
  }
}
