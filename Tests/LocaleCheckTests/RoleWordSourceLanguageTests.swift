import Testing

@testable import LocaleCheck

/// Languages other than English tell an action's object and what "new" makes from a role, as
/// English does ("Copy Link", "New Tab"), so their labels pass where they are the source language.
@Suite struct RoleWordSourceLanguageTests {
  /// Chinese verbs come first, Japanese, Korean and German "new" before the noun, Hebrew and
  /// Arabic "new" after it.
  @Test(arguments: [
    ("复制链接", "zh-Hans"), ("保存图片", "zh-Hans"), ("打开菜单", "zh-Hans"), ("关闭标签页", "zh-Hans"),
    // 功能表 alone is also a feature table ("产品功能表"), 搜尋列 alone "search rows" (review 80).
    ("功能表", "zh-TW"), ("在功能表列中顯示", "zh-TW"), ("产品功能表", "zh-Hans"), ("搜尋列", "zh-TW"),
    ("分享链接", "zh-Hans"), ("选择图片", "zh-Hans"), ("上传图片", "zh-Hans"), ("新建标签页", "zh-Hans"),
    ("新标签页", "zh-Hans"), ("在浏览器中打开链接", "zh-Hans"), ("關閉標籤頁", "zh-Hant"), ("複製連結", "zh-Hant"),
    ("取消链接", "zh-Hans"), ("取消連結", "zh-Hant"), ("解除連結", "zh-Hant"), ("断开链接", "zh-Hans"),
    ("覆盖上一次图像", "zh-Hans"), ("清除图片", "zh-Hans"), ("覆蓋圖片", "zh-Hant"), ("展開 GIF 圖片", "zh-Hant"),
    ("展开图片", "zh-Hans"), ("收起菜单", "zh-Hans"),
    ("Neuer Tab", "de"), ("Neues Bild", "de"), ("Neuer Link", "de"), ("Einen neuen Tab", "de"),
    ("新規タブ", "ja"), ("新しいタブ", "ja"), ("新規リンク", "ja"), ("새 탭", "ko"), ("새로운 탭", "ko"),
    ("כרטיסייה חדשה", "he"), ("קישור חדש", "he"), ("علامة تبويب جديدة", "ar"), ("رابط جديد", "ar"),
    // Brave's "New Tab" widget in the languages of its table without an English file.
    ("Новая вкладка", "ru"), ("Нова вкладка", "uk"), ("Nowa karta", "pl"), ("Nieuw tabblad", "nl"),
    ("Ny flik", "sv"), ("Ny fane", "da"), ("Ny fane", "nb"), ("Uusi välilehti", "fi"), ("Νέα καρτέλα", "el"),
    ("Nová karta", "cs"), ("Yeni Sekme", "tr"), ("नया टैब", "hi"), ("Pestanya nova", "ca"), ("Tab Baru", "id"),
    ("Tab Baharu", "ms"), ("زبانه جدید", "fa"),
    // Which tab a command goes to, before or after the noun (xs2a's German "Nächster Tab").
    ("Nächster Tab", "de"), ("Vorheriger Tab", "de"), ("Onglet suivant", "fr"), ("Onglet précédent", "fr"),
    ("Scheda successiva", "it"), ("Pestaña anterior", "es"), ("Aba seguinte", "pt"),
    ("Следующая вкладка", "ru"),
    ("Volgend tabblad", "nl"), ("Nästa flik", "sv"), ("Następna karta", "pl"), ("Sonraki Sekme", "tr"),
    ("次のタブ", "ja"), ("다음 탭", "ko"), ("Seuraava välilehti", "fi"), ("Imagen anterior", "es"),
    ("Toggle Menu", "en"), ("Switch Tab", "en"), ("Toggle sidebar menu", "en"), ("Naslednje polje", "sl"),
    ("Следеће поље", "sr"), ("Sljedeće polje", "hr"), ("Наступне поле", "uk"), ("Ďalšie pole", "sk"),
    ("Sljedeća ikona", "bs"), ("Επόμενη καρτέλα", "el"), ("अगला टैब", "hi"), ("下一个标签页", "zh-Hans"),
    ("Следваща икона", "bg"),
  ])
  func objectsOfActionsPass(label: String, language: String) {
    #expect(RoleWords.roleWord(in: label, language: language) == nil)
  }

  /// A role that is no action's object is still found, and so is a noun after a one-character
  /// verb that belongs to a longer word ("最新", latest; "新闻", news).
  @Test(arguments: [
    ("保存按钮", "zh-Hans", "按钮"), ("新建按钮", "zh-Hans", "按钮"), ("取消按钮", "zh-Hans", "按钮"),
    ("打印机图标", "zh-Hans", "图标"), ("移动数据菜单", "zh-Hans", "菜单"), ("收藏夹菜单", "zh-Hans", "菜单"),
    ("中国移动图标", "zh-Hans", "图标"),
    ("最新链接", "zh-Hans", "链接"),
    ("新闻链接", "zh-Hans", "链接"), ("主菜单", "zh-Hans", "菜单"),
    // Taiwan's words for a pop-up menu and a search bar (audit 90).
    ("彈出式功能表", "zh-TW", "彈出式功能表"), ("影片搜尋列", "zh-TW", "搜尋列"),
    ("Speichern-Schaltfläche", "de", "Schaltfläche"),
    ("Neue Schaltfläche", "de", "Schaltfläche"), ("Privater Tab", "de", "Tab"), ("保存ボタン", "ja", "ボタン"),
    ("プライベートタブ", "ja", "タブ"), ("저장 버튼", "ko", "버튼"), ("새 버튼", "ko", "버튼"),
    ("آیکون تازه‌سازی", "fa", "آیکون"), ("Новая кнопка", "ru", "кнопка"), ("Nowy przycisk", "pl", "przycisk"),
    ("Tombol baru", "id", "tombol"),
    ("כפתור חדש", "he", "כפתור"), ("כרטיסייה פרטית", "he", "כרטיסייה"), ("زر جديد", "ar", "زر"),
    ("Bouton suivant", "fr", "bouton"), ("Nächste Schaltfläche", "de", "Schaltfläche"),
    ("Toggle", "en", "toggle"),
    ("Wi-Fi switch", "en", "switch"), ("Toggle button", "en", "button"),
  ])
  func otherRolesAreFound(label: String, language: String, expected: String) {
    #expect(RoleWords.roleWord(in: label, language: language) == expected)
  }

  /// A source label that starts with a verb makes the object of a translation content.
  @Test func sourceVerbsTell() {
    #expect(RoleWords.startsWithActionVerb("保存照片", language: "zh-Hans"))
    #expect(RoleWords.startsWithActionVerb("Neues Foto", language: "de"))
    #expect(!RoleWords.startsWithActionVerb("新闻", language: "zh-Hans"))
    #expect(!RoleWords.startsWithActionVerb("保存", language: "zh-Hans"))
    #expect(!RoleWords.startsWithActionVerb("Foto", language: "de"))
  }

  /// A source that toggles or switches something makes its object content in translations.
  @Test func toggleAndSwitchAreActions() throws {
    let fixture = try Fixture([
      "en.lproj/Localizable.strings": CatalogText.strings([
        ("sidebar", "Toggle Sidebar"), ("tab", "Switch Tab"),
      ]),
      "ru.lproj/Localizable.strings": CatalogText.strings([
        ("sidebar", "Переключить боковое меню"), ("tab", "Переключить вкладку"),
      ]),
    ])
    #expect(try fixture.findings(of: "role-in-label").isEmpty)
  }

  @Test func sourceLabelsPassInTheirOwnLanguage() throws {
    let fixture = try Fixture([
      "zh/Localizable.xcstrings": CatalogText.xcstrings(
        [
          "copy": ["zh-Hans": "复制链接", "es": "Enlace copiado"],
          "tab": ["zh-Hans": "新建标签页", "es": "Pestaña nueva"],
          "save": ["zh-Hans": "保存按钮"],
        ], source: "zh-Hans"),
      "ja/Localizable.xcstrings": CatalogText.xcstrings(
        ["tab": ["ja": "新規タブ", "zh-Hans": "新标签页"]], source: "ja"),
      "he/Localizable.xcstrings": CatalogText.xcstrings(["tab": ["he": "כרטיסייה חדשה"]], source: "he"),
    ])
    let findings = try fixture.findings(of: "role-in-label")
    // The Spanish translations translate nouns the source holds as content.
    #expect(findings.map(\.key) == ["save"])
  }
}
