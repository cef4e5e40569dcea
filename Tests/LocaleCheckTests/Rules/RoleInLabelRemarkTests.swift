import Testing

@testable import LocaleCheck

/// A role word in a remark about a control, without a full stop, is no role of the label's own.
@Suite struct RoleInLabelRemarkTests {
  /// A closing parenthetical remark of three words or more, and a quoted name that a predicate
  /// follows (a form's error message).
  @Test(arguments: [
    ("Путь к файлу (вы также можете перетащить файл в поле ввода)", "ru"),
    ("Cesta k souboru (můžete také přetáhnout soubor do vstupního pole)", "cs"),
    ("Name (type it in the text field)", "en"),
    ("Поле «%@» обязательно", "ru"),
    ("Поле «%@» обов’язкове", "uk"),
    ("Schaltfläche „Sichern“ ist deaktiviert", "de"),
    // Typed text mixes ASCII and full-width brackets (review 78).
    ("파일 경로 (파일을 여기로 끌어 놓는 버튼）", "ko"), ("파일 경로 （파일을 여기로 끌어 놓는 버튼)", "ko"),
  ])
  func remarksAreNotRoles(label: String, language: String) throws {
    let match = try #require(RoleWords.match(in: label, language: language))
    #expect(RoleInLabelRule.isRemark(label, match: match))
  }

  /// A role said once more in brackets, a quoted name alone, a role word at the start of a
  /// bracketed label.
  @Test(arguments: [
    ("Riproduci (pulsante)", "it"), ("Сохранить (кнопка)", "ru"), ("Save (button)", "en"),
    ("Кнопка «Сохранить»", "ru"), ("Бутон „Запази“", "bg"), ("Поле «Имя»", "ru"), ("保存ボタン", "ja"),
    ("Botón guardar (pulse para guardar el archivo)", "es"),
  ])
  func rolesAreStillFound(label: String, language: String) throws {
    let match = try #require(RoleWords.match(in: label, language: language))
    #expect(!RoleInLabelRule.isRemark(label, match: match))
  }

  /// AltTab's "Menubar icon:" in five languages (audit 114): a caption beside the control it names.
  @Test func captionsAreNotReported() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "Menubar icon:": [
          "en": "Menubar icon:", "th": "ไอคอนแถบเมนู:", "fr": "Icône de la barre des menus :",
          "ja": "メニューバーのアイコン：",
        ],
        "Save button": ["en": "Save button", "fr": "Bouton Enregistrer"],
      ])
    ])
    #expect(
      try fixture.findings(of: "role-in-label").map(\.message) == [
        "en label of Save button 'Save button' names the role 'button'; VoiceOver already speaks it",
        "fr label of Save button 'Bouton Enregistrer' names the role 'bouton'; VoiceOver already speaks it; "
          + "the en text 'Save button' names the role too: drop it there first",
      ])
    #expect(!RoleInLabelRule.isCaption("Save button"))
    // Review 99: a storyboard's button titled with a colon is still a button.
    let storyboard = try Fixture([
      "en.lproj/Main.strings":
        "/* Class = \"UIButton\"; normalTitle = \"Close button:\"; ObjectID = \"abc-12-xyz\"; */\n"
        + "\"abc-12-xyz.normalTitle\" = \"Close button:\";\n"
    ])
    #expect(try storyboard.findings(of: "role-in-label").count == 1)
  }

  @Test func remarksAreNotReported() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "path": ["en": "Path to file", "ru": "Путь к файлу (вы также можете перетащить файл в поле ввода)"],
        "required": ["en": "%@ is required", "ru": "Поле «%@» обязательно"],
        "save": ["en": "Save", "ru": "Кнопка «Сохранить»"],
      ])
    ])
    #expect(try fixture.findings(of: "role-in-label").map(\.key) == ["save"])
  }
}
