import Testing

@testable import LocaleCheck

@Suite("Scalar folding")
struct ScalarFoldingTests {
  /// Letters of the tabulated scripts (and ASCII), the pool the words below are made from.
  let pool: [Unicode.Scalar] = {
    let ranges: [ClosedRange<UInt32>] = [
      0x41...0x5A, 0x61...0x7A, 0xC0...0x24F, 0x370...0x3FF, 0x400...0x4FF,
    ]
    return ranges.flatMap { $0 }.compactMap(Unicode.Scalar.init).filter { $0.properties.isAlphabetic }
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

  @Test func leavesCombiningMarksAndOtherScriptsToFoundation() {
    #expect(ScalarFolding.fold("Cafe\u{301}") == nil)
    #expect(ScalarFolding.fold("ボタン") == nil)
    #expect(ScalarFolding.fold("Schaltfläche") == "schaltflache")
    #expect(ScalarFolding.fold("КНОПКА") == "кнопка")
    #expect(RoleWords.Folded.fold("Cafe\u{301}") == RoleWords.Folded.foundationFold("Cafe\u{301}"))
  }
}
