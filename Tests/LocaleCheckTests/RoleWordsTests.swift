import Testing

@testable import LocaleCheck

@Suite struct RoleWordsTests {
  @Test(arguments: [
    ("Save button", "en", "button"),
    ("Save Button", "en", "button"),
    ("SAVE BUTTON", "en", "button"),
    ("Save button.", "en", "button"),
    ("Save button!", "en", "button"),
    ("Button: Save", "en", "button"),
    ("Play radio button", "en", "radio button"),
    ("Profile image", "en", "image"),
    ("Image of a cat", "en", "image"),
    ("Settings icon", "en", "icon"),
    ("Privacy policy link", "en", "link"),
    ("Settings tab", "en", "tab"),
    ("Email text field", "en", "text field"),
    ("Email field", "en", "field"),
    ("Terms checkbox", "en", "checkbox"),
    ("Airplane mode switch", "en", "switch"),
    ("Dark mode toggle", "en", "toggle"),
    ("Volume slider", "en", "slider"),
    ("Section heading", "en", "heading"),
    ("Main menu", "en", "menu"),
    ("Date picker", "en", "date picker"),
    ("Search bar", "en", "search bar"),
    ("搜索栏", "zh-Hans", "搜索栏"),
    ("搜尋欄", "zh-Hant", "搜尋欄"),
    ("搜索框", "zh-Hans", "搜索框"),
    ("検索バー", "ja", "検索バー"),
    ("검색창", "ko", "검색창"),
    ("키워드 검색 창", "ko", "검색 창"),
    ("키워드검색창", "ko", "검색창"),
    ("Строка поиска", "ru", "строка поиска"),
    ("Button", "en", "button"),
    ("Botón guardar", "es", "botón"),
    ("Boton guardar", "es", "botón"),
    ("botón", "es", "botón"),
    ("Enlace a la política de privacidad", "es", "enlace"),
    ("Imagen de perfil", "es", "imagen"),
    ("Pestaña Ajustes", "es", "pestaña"),
    ("Casilla de verificación de términos", "es", "casilla de verificación"),
    ("Schaltfläche", "de", "Schaltfläche"),
    ("Schaltfläche Speichern", "de", "Schaltfläche"),
    ("Speichern-Schaltfläche", "de", "Schaltfläche"),
    ("Speichern Taste", "de", "Taste"),
    ("Profil-Bild", "de", "Bild"),
    ("Datenschutz-Link", "de", "Link"),
    ("Bouton Enregistrer", "fr", "bouton"),
    ("Lien vers l’aide", "fr", "lien"),
    ("Case à cocher des conditions", "fr", "case à cocher"),
    ("Pulsante salva", "it", "pulsante"),
    ("Botão salvar", "pt", "botão"),
    ("Botão salvar", "pt-BR", "botão"),
    ("Opslaan knop", "nl", "knop"),
    ("Spara-knapp", "sv", "knapp"),
    ("保存ボタン", "ja", "ボタン"),
    ("ボタン", "ja", "ボタン"),
    ("プロフィール画像", "ja", "画像"),
    ("保存按钮", "zh", "按钮"),
    // A verb that a noun starts with is the noun: an administrator's icon names the role.
    ("管理员图标", "zh", "图标"),
    ("生成器菜单", "zh", "菜单"),
    ("浏览器图标", "zh", "图标"),
    ("Find field", "en", "field"),
    ("保存按钮", "zh-Hans", "按钮"),
    ("儲存按鈕", "zh-Hant", "按鈕"),
    ("儲存按鈕。", "zh-HK", "按鈕"),
    ("저장 버튼", "ko", "버튼"),
    ("Кнопка «Сохранить»", "ru", "кнопка"),
    ("Сохранить кнопка", "ru", "кнопка"),
    ("Значок приложения", "ru", "значок"),
    ("Przycisk zapisz", "pl", "przycisk"),
    ("زر الحفظ", "ar", "زر"),
    ("زُر الحفظ", "ar", "زر"),
    ("כפתור שמירה", "iw", "כפתור"),
    ("保存按鈕", "yue", "按鈕"),
    ("כפתור שמירה", "he", "כפתור"),
    ("Kaydet düğmesi", "tr", "düğmesi"),
    ("Gem knap", "da", "knap"),
    ("Lagre-knapp", "nb", "knapp"),
    ("Lagre knapp", "no", "knapp"),
    ("Tallenna-painike", "fi", "painike"),
    ("Tlačítko Uložit", "cs", "tlačítko"),
    ("Кнопка «Зберегти»", "uk", "кнопка"),
    ("Κουμπί αποθήκευσης", "el", "κουμπί"),
    ("دکمه ذخیره", "fa", "دکمه"),
    ("دكمه ذخيره", "fa", "دکمه"),
    ("حفظ، زر", "ar", "زر"),
    ("ذخیره، دکمه", "fa", "دکمه"),
    ("Nút Lưu", "vi", "nút"),
    ("NÚT LƯU", "vi", "nút"),
    ("Nu\u{301}t Lưu", "vi", "nút"),
    ("Phát (nút)", "vi", "nút"),
    ("Hình ảnh hồ sơ", "vi", "hình ảnh"),
    ("सहेजें बटन", "hi", "बटन"),
    ("Tombol Simpan", "id", "tombol"),
    ("Mentés gomb", "hu", "gomb"),
    ("Keresőmező", "hu", "keresőmező"),
    ("Butonul Salvează", "ro", "butonul"),
    ("Botó desa", "ca", "botó"),
    ("Tlačidlo Uložiť", "sk", "tlačidlo"),
    ("Gumb za spremanje", "hr", "gumb"),
    ("Butang Simpan", "ms", "butang"),
    ("Бутон „Запази“", "bg", "бутон"),
    ("Запази бутона", "bg", "бутона"),
    ("Bild-in-Bild-Taste", "de", "Taste"),
    ("Save button", "de", "Button"),
    ("Guardar button", "es", "button"),
    ("Image du profil", "fr", "image"),
    // Appended after a separator, as VoiceOver speaks a trait, also where the role comes first.
    ("Lire, bouton", "fr", "bouton"),
    ("Reproducir, botón", "es", "botón"),
    ("Riproduci (pulsante)", "it", "pulsante"),
    ("Reproduzir – botão", "pt", "botão"),
    ("Guardar - botón", "es", "botón"),
    ("Save button", "xx", "button"),
    ("Save button", "", "button"),
  ])
  func findsRoleWords(label: String, language: String, expected: String) {
    #expect(RoleWords.roleWord(in: label, language: language) == expected)
  }

  @Test(arguments: [
    ("Buttons and more", "en"),
    ("Añadir imagen", "es"),
    ("E-botón", "es"),
    ("Image quality", "en"),
    ("Image Size", "en"),
    ("Button Shapes", "en"),
    ("Menu bar extra", "en"),
    ("Submit the form", "en"),
    ("Linked accounts", "en"),
    ("Link accounts", "en"),
    ("Copy link", "en"),
    // What Element X's composer and menus do to the thing (audit 280).
    ("Focus message text field", "en"), ("Minimise message text field", "en"), ("Dismiss menu", "en"),
    ("Share link", "en"),
    ("Make Link", "en"),
    ("Create link", "en"),
    ("Manage tabs", "en"),
    ("制作链接", "zh"),
    ("添加商品图片", "zh"),
    ("打开商店链接", "zh"),
    ("Add image", "en"),
    ("Close tab", "en"),
    ("New tab", "en"),
    ("Switch account", "en"),
    ("Toggle sidebar", "en"),
    ("Show search bar", "en"),
    ("Search", "en"),
    ("検索バーを表示", "ja"),
    ("Menu", "en"),
    ("Buttonhole", "en"),
    ("Unbuttoned", "en"),
    ("Sign in", "en"),
    ("Images", "en"),
    ("", "en"),
    ("   ", "en"),
    ("…", "en"),
    ("Guardar", "es"),
    ("Añadir imagen", "es"),
    ("Copiar enlace", "es"),
    ("Nueva pestaña", "es"),
    ("Botones y más", "es"),
    ("Speichern", "de"),
    ("Bild bearbeiten", "de"),
    ("Link kopieren", "de"),
    ("Tastatur", "de"),
    ("Enregistrer", "fr"),
    ("Ajouter une image", "fr"),
    ("保存", "ja"),
    ("ボタンを押す", "ja"),
    ("保存", "zh"),
    ("저장", "ko"),
    ("Сохранить", "ru"),
    ("Значок", "ru"),
    ("Kaydet", "tr"),
    ("Opslaan", "nl"),
    ("Ny kontakt", "da"),
    ("Gem", "da"),
    ("Otsikko", "fi"),
    ("Uložit", "cs"),
    ("Зберегти", "uk"),
    ("Thẻ tín dụng", "vi"),
    ("Liên kết tài khoản", "vi"),
    ("Tiêu đề", "vi"),
    ("सहेजें", "hi"),
    ("Simpan", "id"),
    ("Új lap", "hu"),
    ("Háttérkép", "hu"),
    ("Filă nouă", "ro"),
    ("Desa", "ca"),
    ("Záložka", "sk"),
    ("Naslov", "hr"),
    ("Slika profila", "hr"),
    ("Prikaz minijatura slika:", "hr"),
    ("Simpan", "ms"),
    ("Няма връзка", "bg"),
    ("Заглавие", "bg"),
    ("Cộng tác viên", "vi"),
    ("Nứt màn hình", "vi"),
    ("Phát (nứt)", "vi"),
    ("Hình anh", "vi"),
    ("Hình ảnh/Âm thanh", "vi"),
    ("Imagen/Sonido", "es"),
    ("Žádný ověřený odkaz", "cs"),
    ("Bild-in-Bild", "de"),
    ("Bilde-i-bilde", "nb"),
    ("Εναλλαγή σε Εικόνα-σε-Εικόνα", "el"),
    ("تصویر در تصویر", "fa"),
    ("ذخيره", "fa"),
    ("حفظ، مشاركة", "ar"),
  ])
  func ignoresOtherLabels(label: String, language: String) {
    #expect(RoleWords.roleWord(in: label, language: language) == nil)
  }

  @Test func matchReportsRoleAndPlacement() {
    let end = RoleWords.match(in: "Save button", language: "en")
    #expect(end?.role == .button)
    #expect(end?.placement == .end)
    #expect(end?.language == "en")
    let start = RoleWords.match(in: "Botón guardar", language: "es")
    #expect(start?.placement == .start)
    #expect(start?.language == "es")
    #expect(RoleWords.match(in: "Schaltfläche", language: "de")?.placement == .whole)
    #expect(RoleWords.match(in: "Volume slider", language: "en")?.role == .slider)
    #expect(RoleWords.match(in: "Guardar button", language: "es")?.language == "en")
  }

  @Test func everyRequiredLanguageHasAList() {
    let required = [
      "en", "de", "es", "fr", "it", "pt", "nl", "sv", "ja", "zh", "ko", "ru", "pl", "ar", "he",
      "tr", "da", "nb", "fi", "cs", "uk", "el", "fa", "vi", "hi", "id", "hu", "ro", "ca", "sk",
      "hr", "ms", "bg", "th", "sl", "sr", "lt", "lv", "et", "bn", "ur", "be", "mk",
    ]
    for language in required {
      let words = RoleWords.words(for: language)
      #expect(words?.isEmpty == false, "\(language)")
      #expect(RoleWords.languages.contains(language))
    }
    #expect(RoleWords.words(for: "zh-Hant") == RoleWords.words(for: "zh"))
    #expect(RoleWords.words(for: "xx") == nil)
  }

  /// The lists are built one by one as languages are checked, so the edge window and word count
  /// that cover all of them are constants: these are the values the lists call for.
  @Test func edgeConstantsCoverEveryList() {
    let lists = RoleWords.listedLanguages.compactMap(RoleWords.list(for:))
    #expect(lists.map(\.language) == RoleWords.listedLanguages)
    #expect(RoleWords.edgeWindow == (lists.flatMap { $0.entries.map(\.folded.count) }.max() ?? 0) + 2)
    #expect(RoleWords.edgeWords == (lists.map(\.maxWords).max() ?? 0) + 1)
    #expect(RoleWords.listedLanguages == RoleWords.listedLanguages.sorted())
  }

  /// Every listed word is found on its own or next to another word, so no entry is dead.
  @Test func everyListedWordMatchesInItsLanguage() {
    for language in RoleWords.languages {
      for word in RoleWords.words(for: language) ?? [] {
        let alone = RoleWords.roleWord(in: word, language: language)
        let framed = [
          RoleWords.roleWord(in: "Xyz " + word, language: language),
          RoleWords.roleWord(in: word + " Xyz", language: language),
          RoleWords.roleWord(in: "Xyz" + word, language: language),
        ]
        #expect(alone != nil || framed.contains { $0 != nil }, "\(language): \(word)")
      }
    }
  }
}
