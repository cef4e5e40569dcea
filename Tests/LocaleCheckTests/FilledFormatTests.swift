import Testing

@testable import LocaleCheck

@Suite struct FilledFormatTests {
  @Test func anIntegerPlaceholderIsFilledWithDigitsOnly() throws {
    let format = try #require(FilledFormat("%lld photos"))
    for shown in ["3 photos", "1,234 photos", "1 234 photos", "1\u{202F}234 photos", "٣ photos", "-5 photos"]
    {
      #expect(format.fillings(in: shown) != nil, "\(shown)")
    }
    for shown in ["Some photos", "photos photos", "Many photos", " photos"] {
      #expect(format.fillings(in: shown) == nil, "\(shown)")
    }
    #expect(FilledFormat("%x items")?.fillings(in: "ff items") == ["ff"])
  }

  @Test func otherPlaceholdersTakeAnyText() throws {
    #expect(FilledFormat("Hello %@!")?.fillings(in: "Hello Anna Maria!") == ["Anna Maria"])
    #expect(FilledFormat("Pay %.2f")?.fillings(in: "Pay 12,00 €") == ["12,00 €"])
    #expect(FilledFormat("100%% of %@")?.fillings(in: "100% of it") == ["it"])
    #expect(FilledFormat("No placeholder") == nil)
  }

  @Test func anIntegersValueIsReadInAnyScript() {
    #expect(FilledFormat.integerValue(of: "1 234") == 1234)
    #expect(FilledFormat.integerValue(of: "٢١") == 21)
    #expect(FilledFormat.integerValue(of: "−3") == -3)
    #expect(FilledFormat.integerValue(of: "none") == nil)
  }
}
