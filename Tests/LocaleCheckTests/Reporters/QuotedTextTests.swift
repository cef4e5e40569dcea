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

  @Test func theFindingsOwnTextsAreFoundWhereTheyHoldApostrophes() {
    // Review 170: "tap 'Allow' when…" ended the quote at "Allow' ", so the message's end was cut.
    let label = "Zum Teilen tippe auf 'Erlauben', wenn das System fragt. " + paragraph
    let message = "de shows the en text '\(label)' for share.prompt; compare it with the en text"
    let cut = ReportText.shortened(message, to: 200, quoting: [label])
    #expect(cut.hasPrefix("de shows the en text 'Zum Teilen tippe auf 'Erlauben', wenn"))
    #expect(cut.hasSuffix("more characters)' for share.prompt; compare it with the en text"))
    #expect(cut.count <= 200)
  }

  @Test func aLongKeyTheMessageNamesIsCutToo() {
    // Review 170: Sparkle's sentence keys made `length-expansion` rows lose "(up to N characters pass)".
    let key = "A new version of the app is available, would you like to download it now and install it later"
    let message =
      "de label of \(key) 'Eine neue Version ist verfügbar, möchtest du sie jetzt laden…' has 117 "
      + "characters, the source 'A new version is available' 26: it may be truncated at large text sizes "
      + "(up to 46 characters pass)"
    let cut = ReportText.shortened(message, to: 250, quoting: [key])
    #expect(cut.hasSuffix("(up to 46 characters pass)"))
    #expect(cut.hasPrefix("de label of A new version of the app is available"))
  }
}
