import Testing

@testable import LocaleCheck

/// Bengali, Urdu, Belarusian and Macedonian role words (audit 73: Sujud's bn and ur were silent).
@Suite struct RoleWordSouthAsianAndSlavicTests {
  @Test(arguments: [
    ("সংরক্ষণ বোতাম", "bn", "বোতাম"), ("সংরক্ষণ বাটন", "bn", "বাটন"), ("শেয়ার লিংক", "bn", "লিংক"), ("শেয়ার লিঙ্ক", "bn", "লিঙ্ক"),
    ("ভলিউম স্লাইডার", "bn", "স্লাইডার"),
    ("محفوظ کریں بٹن", "ur", "بٹن"), ("ایپ آئیکن", "ur", "آئیکن"), ("چیک باکس", "ur", "چیک باکس"),
    ("Кнопка «Захаваць»", "be", "кнопка"), ("Захаваць кнопка", "be", "кнопка"),
    ("Паўзунок гучнасці", "be", "паўзунок"),
    ("Копче Зачувај", "mk", "копче"), ("Зачувај копче", "mk", "копче"), ("Лизгач за јачина", "mk", "лизгач"),
    ("Save button", "bn", "button"),
  ])
  func roleWordsAreFound(label: String, language: String, expected: String) {
    #expect(RoleWords.roleWord(in: label, language: language) == expected)
  }

  /// Content: a new tab, a menu or a field alone, a connection, "to me", a plain action.
  @Test(arguments: [
    ("নতুন ট্যাব", "bn"), ("মেনু", "bn"), ("সংরক্ষণ করুন", "bn"),
    ("نیا ٹیب", "ur"), ("مینو", "ur"), ("محفوظ کریں", "ur"),
    ("Новая ўкладка", "be"), ("Меню", "be"), ("Поле", "be"), ("Захаваць", "be"),
    ("Нема врска", "mk"), ("Кажи ми", "mk"), ("Мени", "mk"), ("Нов јазиче", "mk"), ("Зачувај", "mk"),
  ])
  func contentPasses(label: String, language: String) {
    #expect(RoleWords.roleWord(in: label, language: language) == nil)
  }

  @Test func translationsAreReported() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "save": [
          "en": "Save", "bn": "সংরক্ষণ বোতাম", "ur": "محفوظ کریں بٹن", "be": "Кнопка Захаваць",
          "mk": "Копче Зачувај",
        ],
        "tab": ["en": "New Tab", "bn": "নতুন ট্যাব", "ur": "نیا ٹیب", "be": "Новая ўкладка"],
      ])
    ])
    let findings = try fixture.findings(of: "role-in-label")
    #expect(findings.map { $0.locale!.description }.sorted() == ["be", "bn", "mk", "ur"])
    #expect(findings.allSatisfy { $0.key == "save" })
  }
}
