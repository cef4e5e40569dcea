import Testing

@testable import LocaleCheck

/// The formats a captured label may show are found by their first character, and the first of
/// them by text is the one found, as a scan over all of them finds it.
@Suite struct FormatKeyIndexTests {
  static let formats = [
    "%@ files", "%@ items left", "Pay %@", "Pay %@ now", "Total: %@", "über %@",
  ].enumerated().compactMap { CaptureBinder.FormatKey(text: $1, key: "k\($0)") }

  @Test(arguments: [
    ("3 files", "%@ files"), ("Pay 12 €", "Pay %@"), ("Pay 12 € now", "Pay %@"), ("Total: 4", "Total: %@"),
    ("über 5", "über %@"), ("5 items left", "%@ items left"), ("Nothing", nil), ("", nil),
  ])
  func findsTheFirstFormatByTextAsAScanDoes(shown: String, expected: String?) {
    let index = CaptureBinder.FormatKeyIndex(Self.formats)
    let scanned = Self.formats.first { $0.shows(shown) }
    #expect(index.first(showing: shown)?.text == scanned?.text)
    #expect(index.first(showing: shown)?.text == expected)
  }
}
