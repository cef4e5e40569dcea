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

  @Test(arguments: [
    "Safari", "Email", "PRIVACY", "Sign in", "re-blog", "Wi-Fi", "%lld files", "CSS HSL", "1 re-blog",
    "Größe", "Сохранить", "Speed: %@x",
  ])
  func wordsOfALanguage(text: String) {
    #expect(LabelText.hasWords(text))
  }

  @Test(arguments: [
    "CotEditor", "JavaScript", "iCloud", "macOS", "dB", "UTF-16", "MP3", "0s", "1x", "X:", "%@", "%lld: %@",
    "H.264", "4K HDR10", "—", "iPhone / iPad",
  ])
  func namesAndCodesAreNoWords(text: String) {
    #expect(!LabelText.hasWords(text))
  }
}
