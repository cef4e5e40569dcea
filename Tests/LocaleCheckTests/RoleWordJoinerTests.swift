import Testing

@testable import LocaleCheck

/// The zero-width non-joiner (U+200C) is part of a word: a Persian plural suffix joined by it
/// ("دکمه‌ها", buttons) names no role, the ezafe joined by it ("دکمه‌ی ذخیره") still does.
@Suite struct RoleWordJoinerTests {
  @Test(arguments: [
    ("دکمه\u{200C}ی ذخیره", "دکمه\u{200C}ی"), ("زبانه\u{200C}ی تنظیمات", "زبانه\u{200C}ی"),
    ("دکمه ذخیره", "دکمه"),
    ("دکمهٔ ذخیره", "دکمه"), ("دکمه\u{200C} ذخیره", "دکمه"), ("\u{200C}دکمه ذخیره", "دکمه"),
  ])
  func roleWordsAreFound(label: String, expected: String) {
    #expect(RoleWords.roleWord(in: label, language: "fa") == expected)
  }

  @Test(arguments: ["دکمه\u{200C}ها", "زبانه\u{200C}ها", "آیکون\u{200C}ها", "دکمه\u{200C}های کنترل"])
  func pluralsPass(label: String) {
    #expect(RoleWords.roleWord(in: label, language: "fa") == nil)
  }

  @Test func aTranslationOfAPluralPasses() throws {
    let fixture = try Fixture([
      "en.lproj/Localizable.strings": CatalogText.strings([("controls", "Buttons"), ("save", "Save")]),
      "fa.lproj/Localizable.strings": CatalogText.strings([
        ("controls", "دکمه\u{200C}ها"), ("save", "دکمه\u{200C}ی ذخیره"),
      ]),
    ])
    #expect(try fixture.findings(of: "role-in-label").map(\.key) == ["save"])
  }
}
