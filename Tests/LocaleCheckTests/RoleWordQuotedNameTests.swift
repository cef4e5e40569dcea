import Testing

@testable import LocaleCheck

/// A role word before a quoted name that closes the label names the element, in any language,
/// also where the word counts only at a label's end otherwise (audit 208).
@Suite struct RoleWordQuotedNameTests {
  @Test(arguments: [
    ("Menü „Seitenoptionen“", "de", "Menü"),
    ("Menü: „Seitenoptionen“", "de", "Menü"),
    ("Bild „Sonnenuntergang“", "de", "Bild"),
    ("Tab »Downloads«", "de", "Tab"),
    ("Schaltfläche „%@“", "de", "Schaltfläche"),
    ("Menu « Options de page »", "fr", "menu"),
    ("Menu “Page Options”", "en", "menu"),
    ("Button “Save”", "en", "button"),
    ("Image 'logo.png'", "en", "image"),
    ("Tab \"Downloads\"", "en-GB", "tab"),
    ("Menu „Seitenoptionen“", "de", "Menü"),
    ("Меню «Параметры страницы»", "ru", "меню"),
    ("Tab „Downloads“.", "de", "Tab"),
  ])
  func findsRoleWordBeforeQuotedName(label: String, language: String, word: String) {
    let match = RoleWords.match(in: label, language: language)
    #expect(match?.word == word)
    #expect(match?.placement != .end)
  }

  @Test(arguments: [
    ("Menü Datei", "de"),
    ("Menü „“", "de"),
    ("Menü „…“", "de"),
    ("„Seitenoptionen“", "de"),
    ("Datei „%@“ öffnen", "de"),
    ("Neuer Tab „%@“", "de"),
    ("Open “%@”", "en"),
    ("Image quality “High”", "en"),
    ("Tab “Downloads” closed", "en"),
    ("Menu “Page Options” and more", "en"),
  ])
  func ignoresOtherQuotedLabels(label: String, language: String) {
    #expect(RoleWords.roleWord(in: label, language: language) == nil)
  }
}
