import Testing

@testable import LocaleCheck

/// A Romanian `other` that repeats `few` shows "20 fișiere" where Romanian writes "20 de fișiere"
/// (audit 304: NearDrop).
@Suite("plural-coverage: Romanian 'de'")
struct PluralCoverageRomanianConnectiveTests {
  private static func messages(_ romanian: [(String, String)], locale: String = "ro") throws -> [String] {
    let catalog = PluralCoverageRuleTests.catalog(["en": PluralCoverageRuleTests.english, locale: romanian])
    return try Fixture(["Localizable.xcstrings": catalog]).findings(of: "plural-coverage").map(\.message)
  }

  @Test func anOtherFormThatRepeatsFewIsTold() throws {
    let found = try Self.messages([
      ("one", "%lld fișier"), ("few", "%lld fișiere"), ("other", "%lld fișiere"),
    ])
    #expect(
      found == [
        "ro plural of %lld files repeats its 'few' form '%lld fișiere' in 'other', which the app shows for 20 "
          + "to 100, 120 to 200 and so on: Romanian writes 'de' between such a number and its noun "
          + "('20 de fișiere')"
      ])
    // Also after a no-break space.
    let noBreak = try Self.messages([
      ("one", "%lld\u{00A0}fișier"), ("few", "%lld\u{00A0}fișiere"), ("other", "%lld\u{00A0}fișiere"),
    ])
    #expect(noBreak.count == 1)
  }

  @Test(arguments: [
    // The language's own forms.
    [("one", "%lld fișier"), ("few", "%lld fișiere"), ("other", "%lld de fișiere")],
    // The number after its noun or before "de", or no noun at all: no form of its own needed.
    [("one", "Fișier: %lld"), ("few", "Fișiere: %lld"), ("other", "Fișiere: %lld")],
    [("one", "%lld fișier"), ("few", "%lld de fișiere"), ("other", "%lld de fișiere")],
    [("one", "%lld"), ("few", "%lld"), ("other", "%lld")],
    // One text for every count: not this check's.
    [("one", "%lld min"), ("few", "%lld min"), ("other", "%lld min")],
    // Units and abbreviations take no "de" (review 206).
    [("one", "%lld MB liber"), ("few", "%lld MB libere"), ("other", "%lld MB libere")],
    [("one", "%lld min. rămas"), ("few", "%lld min. rămase"), ("other", "%lld min. rămase")],
    [("one", "%lld km parcurs"), ("few", "%lld km parcurși"), ("other", "%lld km parcurși")],
    // A copy of the source's text is English, told by `english-fallback` (review 206).
    [("one", "%lld fișier"), ("few", "%lld files"), ("other", "%lld files")],
  ])
  func formsThatNeedNoConnectiveOrHaveItPass(romanian: [(String, String)]) throws {
    #expect(try Self.messages(romanian).isEmpty)
  }

  @Test func anotherLanguageIsNotAsked() throws {
    // Croatian `few` and `other` differ in kind: not Romanian's rule.
    let croatian = [("one", "%lld datoteka"), ("few", "%lld datoteke"), ("other", "%lld datoteke")]
    #expect(try Self.messages(croatian, locale: "hr").isEmpty)
  }
}
