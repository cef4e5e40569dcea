import Testing

@testable import LocaleCheck

/// Galician, Basque, Welsh, Irish, Icelandic, Afrikaans and Albanian role words.
@Suite struct RoleWordSmallerEuropeanTests {
  @Test(arguments: [
    ("Botón gardar", "gl", "botón"), ("Campo de texto do nome", "gl", "campo de texto"),
    ("Gorde botoia", "eu", "botoia"), ("Bolumen graduatzailea", "eu", "graduatzailea"),
    ("Botwm cadw", "cy", "botwm"), ("Blwch ticio telerau", "cy", "blwch ticio"),
    ("Cnaipe sábhála", "ga", "cnaipe"), ("Ticbhosca téarmaí", "ga", "ticbhosca"),
    ("Vista hnappur", "is", "hnappur"), ("Vista hnappinn", "is", "hnappinn"),
    ("Vista-hnappurinn", "is", "hnappurinn"),
    ("Stoor knoppie", "af", "knoppie"), ("Profiel ikoon", "af", "ikoon"),
    ("Butoni Ruaj", "sq", "butoni"), ("Ruaj butonin", "sq", "butonin"),
    ("Save button", "cy", "button"),
  ])
  func roleWordsAreFound(label: String, language: String, expected: String) {
    #expect(RoleWords.roleWord(in: label, language: language) == expected)
  }

  /// Content: a new tab, a menu or a field alone, a plain action, words left out of the lists.
  @Test(arguments: [
    ("Lapela nova", "gl"), ("Menú", "gl"), ("Campo", "gl"), ("Gardar", "gl"),
    ("Esteka kopiatu", "eu"), ("Gorde", "eu"),
    ("Togl modd tywyll", "cy"), ("Dewislen", "cy"), ("Dolen", "cy"), ("Cadw", "cy"),
    ("Nasc nua", "ga"), ("Sleamhnán nua", "ga"), ("Roghchlár", "ga"), ("Sábháil", "ga"),
    ("Nýr flipi", "is"), ("Valmynd", "is"), ("Vista", "is"),
    ("Skakel aan", "af"), ("Skakel", "af"), ("Oortjie", "af"), ("Kieslys", "af"), ("Stoor", "af"),
    ("Nuk ka lidhje", "sq"), ("Ruaj", "sq"),
  ])
  func contentPasses(label: String, language: String) {
    #expect(RoleWords.roleWord(in: label, language: language) == nil)
  }

  @Test func translationsAreReported() throws {
    let reported = try RoleWordReports.reported([
      "save": [
        "en": "Save", "gl": "Botón gardar", "eu": "Gorde botoia", "cy": "Botwm cadw",
        "ga": "Cnaipe sábhála",
        "is": "Vista hnappur", "af": "Stoor knoppie", "sq": "Butoni Ruaj",
      ],
      "tab": ["en": "New Tab", "gl": "Lapela nova", "is": "Nýr flipi", "af": "Skakel"],
    ])
    #expect(reported == ["save af", "save cy", "save eu", "save ga", "save gl", "save is", "save sq"])
  }
}
