import Testing

@testable import LocaleCheck

@Suite("Scalar folding")
struct ScalarFoldingTests {
  /// Letters of the tabulated scripts (and ASCII), the pool the words below are made from.
  let pool: [Unicode.Scalar] = {
    let ranges: [ClosedRange<UInt32>] = [
      0x41...0x5A, 0x61...0x7A, 0xC0...0x24F, 0x370...0x3FF, 0x400...0x4FF, 0x590...0x5FF, 0x600...0x6FF,
      0x900...0x97F, 0xE00...0xE7F, 0x3040...0x30FF, 0x4E00...0x4EFF, 0xAC00...0xACFF,
    ]
    return ranges.flatMap { $0 }.compactMap(Unicode.Scalar.init).filter {
      $0.properties.isAlphabetic || $0.properties.generalCategory == .nonspacingMark
    }
  }()

  @Test func everyTabulatedLetterFoldsAsFoundationFoldsIt() {
    for scalar in pool {
      let text = String(Character(scalar))
      if let folded = ScalarFolding.fold(text) {
        #expect(folded == RoleWords.Folded.foundationFold(text), "U+\(String(scalar.value, radix: 16))")
      }
    }
  }

  @Test func wordsFoldAsFoundationFoldsThem() {
    // Deterministic words of 1 to 12 letters, spread over the whole pool.
    for index in 0..<4_000 {
      let length = 1 + index % 12
      let scalars = (0..<length).map { pool[(index &* 7_919 &+ $0 &* 104_729) % pool.count] }
      var word = String.UnicodeScalarView()
      word.append(contentsOf: scalars)
      let text = String(word)
      #expect(RoleWords.Folded.fold(text) == RoleWords.Folded.foundationFold(text), "\(text)")
    }
  }

  @Test func arabicKafAndYehFoldToPersian() {
    #expect(RoleWords.Folded.fold("دكمه ذخيره") == RoleWords.Folded.fold("دکمه ذخیره"))
    #expect(RoleWords.Folded.fold("مستوى") == RoleWords.Folded.fold("مستوی"))
    #expect(RoleWords.Folded.foundationFold("كي") == "\u{6A9}\u{6CC}")
    #expect(RoleWords.Folded.fold("دکمه") != RoleWords.Folded.fold("دمکه"))
  }

  @Test func ideographsAndHangulSyllablesFoldToThemselves() {
    let ideographs = (0x4E00...0x9FFF).filter { $0 % 7 == 0 }
    let syllables = (0xAC00...0xD7A3).filter { $0 % 5 == 0 }
    for value in ideographs + syllables {
      let text = String(Character(Unicode.Scalar(UInt32(value))!))
      #expect(RoleWords.Folded.foundationFold(text) == text, "U+\(String(value, radix: 16))")
    }
  }

  @Test func leavesCombiningMarksOfLatinLettersAndOtherScriptsToFoundation() {
    #expect(ScalarFolding.fold("Cafe\u{301}") == nil)
    #expect(ScalarFolding.fold("ℹ︎ Info") == nil)
    #expect(ScalarFolding.fold("ボタン") == "ボタン")
    #expect(ScalarFolding.fold("כַּפְתּוֹר") == RoleWords.Folded.foundationFold("כַּפְתּוֹר"))
    #expect(ScalarFolding.fold("Schaltfläche") == "schaltflache")
    #expect(ScalarFolding.fold("КНОПКА") == "кнопка")
    #expect(RoleWords.Folded.fold("Cafe\u{301}") == RoleWords.Folded.foundationFold("Cafe\u{301}"))
  }
}
