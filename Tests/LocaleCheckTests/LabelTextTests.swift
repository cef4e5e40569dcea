import Testing

@testable import LocaleCheck

@Suite("Label text")
struct LabelTextTests {
  @Test(arguments: [
    "", " ", "\t\n", "\u{00A0}", "\u{3000}", " \u{301}", "\u{301} ", "Save", " Save ", "\u{200B}", "\r\n",
    " \u{200D}", "x\u{301}", "\u{2028}\u{2029}", "\u{FEFF}", "🙂", " \u{1F3FB}",
  ])
  func blankIsWhatTrimmingLeavesEmpty(text: String) {
    #expect(LabelText.isBlank(text) == LabelText.trimmed(text).isEmpty, "\(text.unicodeScalars.map(\.value))")
  }
}
