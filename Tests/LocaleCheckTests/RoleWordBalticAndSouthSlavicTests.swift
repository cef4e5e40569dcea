import Testing

@testable import LocaleCheck

/// Slovenian, Serbian (both scripts), Lithuanian, Latvian and Estonian role words.
@Suite struct RoleWordBalticAndSouthSlavicTests {
  @Test(arguments: [
    ("Gumb Shrani", "sl", "gumb"), ("Shrani gumb", "sl", "gumb"), ("Stikalo za Wi-Fi", "sl", "stikalo"),
    ("Besedilno polje za ime", "sl", "besedilno polje"), ("Ikona aplikacije", "sl", "ikona"),
    ("Дугме „Сачувај“", "sr", "дугме"), ("Dugme Sačuvaj", "sr-Latn", "dugme"),
    ("Сачувај дугме", "sr", "дугме"),
    ("Klizač jačine zvuka", "sr-Latn", "klizač"), ("Поље за потврду", "sr", "поље за потврду"),
    ("Dugme Sačuvaj", "bs", "dugme"),
    ("Mygtukas „Išsaugoti“", "lt", "mygtukas"), ("Išsaugoti mygtukas", "lt", "mygtukas"),
    ("Vardo laukas", "lt", "laukas"), ("Garsumo slankiklis", "lt", "slankiklis"),
    ("Poga Saglabāt", "lv", "poga"), ("Profila attēls", "lv", "attēls"),
    ("Izvēles rūtiņa", "lv", "izvēles rūtiņa"),
    ("Salvesta nupp", "et", "nupp"), ("Nupp Salvesta", "et", "nupp"), ("Rakenduse ikoon", "et", "ikoon"),
    ("Save button", "lv", "button"), ("Spustni meni", "sl", "spustni meni"),
    ("Падајући мени", "sr", "падајући мени"),
  ])
  func roleWordsAreFound(label: String, language: String, expected: String) {
    #expect(RoleWords.roleWord(in: label, language: language) == expected)
  }

  /// Content: a picture, a connection, an address, a title, a new tab, a menu or a field alone,
  /// and a field at the start where these languages put it last.
  @Test(arguments: [
    ("Profilna slika", "sl"), ("Ni povezave", "sl"), ("Internetna povezava", "sl"), ("E-poštni naslov", "sl"),
    ("Nov zavihek", "sl"), ("Meni", "sl"), ("Polje", "sl"), ("Shrani", "sl"),
    ("Нема везе", "sr"), ("Слика профила", "sr"), ("Нова картица", "sr"), ("Meni", "sr-Latn"),
    ("Сачувај", "sr"),
    ("Naujas skirtukas", "lt"), ("Profilio paveikslėlis", "lt"), ("Laukas tuščias", "lt"), ("Meniu", "lt"),
    ("Jauna cilne", "lv"), ("Saite", "lv"), ("Lauks ir obligāts", "lv"), ("Saglabāt", "lv"),
    ("Uus vahekaart", "et"), ("Profiilipilt", "et"), ("Pealkiri", "et"), ("Väli on kohustuslik", "et"),
    ("Menüü", "et"), ("O meni", "sl"), ("О мени", "sr"), ("Dodeljeno meni", "sr-Latn"),
    ("Laukų skirtukas", "lt"),
    ("Skirtukas", "lt"),
  ])
  func contentPasses(label: String, language: String) {
    #expect(RoleWords.roleWord(in: label, language: language) == nil)
  }

  @Test func translationsAreReported() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "save": [
          "en": "Save", "sl": "Gumb Shrani", "sr": "Дугме Сачувај", "sr-Latn": "Dugme Sačuvaj",
          "lt": "Mygtukas Išsaugoti", "lv": "Poga Saglabāt", "et": "Nupp Salvesta",
        ],
        "tab": ["en": "New Tab", "sl": "Nov zavihek", "lt": "Naujas skirtukas", "et": "Uus vahekaart"],
        "photo": ["en": "Profile Picture", "sl": "Profilna slika", "lv": "Profila attēls"],
      ])
    ])
    let findings = try fixture.findings(of: "role-in-label")
    #expect(findings.map { $0.locale!.description }.sorted() == ["et", "lt", "lv", "sl", "sr", "sr-Latn"])
    #expect(findings.allSatisfy { $0.key == "save" })
  }
}
