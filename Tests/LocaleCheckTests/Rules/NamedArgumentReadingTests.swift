import Testing

@testable import LocaleCheck

/// A named argument's name (`link` of `%(link)@`) is code the app never shows: no rule reads it
/// as words or counts it as characters (audit 287).
@Suite struct NamedArgumentReadingTests {
  @Test(arguments: ["%(link)@", "%(image_name)@ deleted", "%1$(heading)@", "%(button_label)@"])
  func aNameIsNoRoleWord(label: String) throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings(["k": ["en": label, "de": label + " "]])
    ])
    #expect(try fixture.findings(of: "role-in-label").isEmpty)
  }

  @Test func aRoleWordBesideANamedArgumentIsStillTold() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "k": ["en": "Delete %(name)@ button", "de": "%(name)@ löschen"]
      ])
    ])
    #expect(try fixture.findings(of: "role-in-label").map(\.locale) == [LocaleID("en")])
  }

  @Test func aNameAddsNoLength() {
    #expect(LengthExpansionRule.shownLength(of: "%(count)lld new", rendersMarkdown: false) == 8)
    #expect(LengthExpansionRule.shownLength(of: "%(numberOfUnreadItems)lld new", rendersMarkdown: false) == 8)
    #expect(LengthExpansionRule.shownLength(of: "%lld new", rendersMarkdown: false) == 8)
  }
}
