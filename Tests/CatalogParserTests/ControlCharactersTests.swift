import Testing

@testable import CatalogParser

@Suite struct ControlCharactersTests {
  @Test(arguments: [
    "\u{1B}", "\u{0}", "\n", "\u{7F}", "\u{85}", "\u{9F}", "\u{61C}", "\u{200E}", "\u{202E}", "\u{2069}",
    "\u{200B}", "\u{2060}", "\u{FEFF}", "\u{2028}", "\u{2029}",
  ])
  func foundAtEveryPlaceOfAText(character: String) {
    // Eight bytes are tested at a time: every place in and across those words must count.
    for length in 0..<24 {
      let padding = String(repeating: "a", count: length)
      #expect(ControlCharacters.occur(in: padding + character + "bc"), "\(length)")
      #expect(ControlCharacters.occur(in: "é" + padding + character))
      // After a full-width character (lead byte EF, as U+FEFF's), words are still skipped rightly.
      #expect(ControlCharacters.occur(in: "（）" + padding + "abcdefgh" + character))
    }
  }

  @Test(arguments: [
    "", "Sign in", "‘Сохранить’ … 保存", "é à ü", "\u{A0}non-breaking", "\u{2011}hyphen", "\u{2027}\u{2030}",
    "日本語のテキスト、とても長いラベル", "emoji 👍🏽 and ☃︎", String(repeating: "long text ", count: 20),
    "全角のテキスト（括弧）", "👨‍👩‍👧 family", "\u{FEFE}\u{FFFD}",
  ])
  func absentFromOrdinaryText(text: String) {
    #expect(!ControlCharacters.occur(in: text))
    #expect(ControlCharacters.escaped(text) == text)
  }

  @Test func escapedShowsEachAsItsCodePoint() {
    #expect(ControlCharacters.escaped("a\u{1B}[2Jb\u{202E}c\n") == "a\\u{1B}[2Jb\\u{202E}c\\u{A}")
    #expect(ControlCharacters.escaped("a\r\nb\u{1}", keepingLineBreaks: true) == "a\r\nb\\u{1}")
  }
}
