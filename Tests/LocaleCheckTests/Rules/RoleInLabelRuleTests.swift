import Testing

@testable import LocaleCheck

@Suite("role-in-label")
struct RoleInLabelRuleTests {
  @Test func descriptor() {
    #expect(RoleInLabelRule.descriptor.id == "role-in-label")
    #expect(RoleInLabelRule.descriptor.defaultSeverity == .warning)
  }

  @Test func triggersForRoleWordsInTheLocalesLanguage() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "save": ["en": "Save button", "es": "Botón guardar", "de": "Schaltfläche", "fr": "Enregistrer"]
      ])
    ])
    let findings = try fixture.findings(of: "role-in-label")
    #expect(findings.map(\.locale) == [LocaleID("de"), LocaleID("en"), LocaleID("es")])
    let english = try #require(findings.first { $0.locale == LocaleID("en") })
    #expect(english.severity == .warning)
    #expect(english.actual == "Save button")
    #expect(
      english.message == "en label of save 'Save button' names the role 'button'; VoiceOver already speaks it"
    )
    #expect(english.position == fixture.position(of: "\"Save button\"", in: "Localizable.xcstrings"))
  }

  @Test func silentForInfoPlistTexts() throws {
    // Document types and permission prompts are no control's label.
    let fixture = try Fixture([
      "App/en.lproj/InfoPlist.strings": CatalogText.strings([("C++ header", "C++ header")]),
      "App/ko.lproj/InfoPlist.strings": CatalogText.strings([("C++ header", "C++ 헤더")]),
      "App/en.lproj/Localizable.strings": CatalogText.strings([("save", "Save button")]),
    ])
    #expect(try fixture.findings(of: "role-in-label").map(\.table) == ["Localizable"])
  }

  @Test func triggersInTheLanguagesListedLast() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "save": [
          "en": "Save", "hu": "Mentés gomb", "ro": "Butonul Salvează", "ca": "Botó desa",
          "sk": "Tlačidlo Uložiť", "hr": "Gumb Spremi", "ms": "Butang Simpan", "bg": "Бутон „Запази“",
        ],
        "photo": ["en": "Profile Picture", "ca": "Imatge de perfil", "ms": "Gambar profil"],
        "tab": ["en": "New Tab", "hu": "Új lap", "ro": "Filă nouă"],
      ])
    ])
    let findings = try fixture.findings(of: "role-in-label")
    #expect(findings.map { $0.locale!.description }.sorted() == ["bg", "ca", "hr", "hu", "ms", "ro", "sk"])
    #expect(findings.allSatisfy { $0.key == "save" })
  }

  @Test func triggersInStringsAndXLIFF() throws {
    let fixture = try Fixture([
      "App/en.lproj/Localizable.strings": CatalogText.strings([("save", "Save")]),
      "App/es.lproj/Localizable.strings": CatalogText.strings([("save", "Botón guardar")]),
      "de.xliff": CatalogText.xliff(
        original: "Other/en.lproj/Localizable.strings", target: "de", units: [("ok", "OK", "OK-Schaltfläche")]
      ),
    ])
    let findings = try fixture.findings(of: "role-in-label")
    #expect(findings.map { "\($0.locale!):\($0.key!)" } == ["es:save", "de:ok"])
    #expect(
      findings.first?.position
        == fixture.position(of: "\"Botón guardar\"", in: "App/es.lproj/Localizable.strings"))
  }

  @Test func silentForWordsThatOnlyContainARoleWord() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "more": ["en": "Buttons and more", "es": "Añadir imagen", "de": "Speichern"],
        "linked": ["en": "Linked accounts", "de": "Verknüpfte Konten"],
      ])
    ])
    #expect(try fixture.findings(of: "role-in-label").isEmpty)
  }

  @Test func aSourceFallbackIsNotReportedAgain() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "save": ["en": "Save button"], "other": ["en": "Other", "de": "Andere"],
      ])
    ])
    #expect(try fixture.findings(of: "role-in-label").map(\.locale) == [LocaleID("en")])
  }

  @Test func silentForParameterPlaceholdersAndProse() throws {
    // `${toggle}` is an App Intents parameter, not a word; a sentence mentioning a slider or an
    // image describes, it does not name a control.
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "bold": ["en": "Make text bold ${toggle}", "ja": "Webで「文字を太くする」を${toggle}"],
        "upscale": ["en": "Upscale Images", "zh-Hans": "使用 HiPixel 的 AI 技术放大图像。"],
        "hint": [
          "en": "Move the slider to set the speed.",
          "de": "Bewegen Sie den Schieberegler, um das Tempo festzulegen.",
        ],
        "save": ["en": "Save button", "zh-Hans": "保存按钮"],
      ])
    ])
    #expect(
      try fixture.findings(of: "role-in-label").map { "\($0.locale!):\($0.key!)" } == [
        "en:save", "zh-Hans:save",
      ])
  }

  @Test func proseIsASentenceOfSeveralWords() {
    #expect(RoleInLabelRule.isProse("Tap the button to continue."))
    #expect(RoleInLabelRule.isProse("请点击下面的按钮以继续操作。"))
    #expect(RoleInLabelRule.isProse("Tombol di bawah mengembalikan pesan \"Jangan tampilkan lagi.\""))
    #expect(!RoleInLabelRule.isProse("Save button."))
    #expect(!RoleInLabelRule.isProse("保存按钮。"))
    #expect(!RoleInLabelRule.isProse("Save as…"))
    #expect(!RoleInLabelRule.isProse("Press the big red button"))
    #expect(RoleInLabelRule.withoutParameters("Turn ${state} the ${toggle}") == "Turn   the  ")
    #expect(RoleInLabelRule.withoutParameters("Price ${") == "Price ${")
  }

  @Test func anInstructionNamesWhatTheUserActsOn() throws {
    #expect(RoleInLabelRule.isInstruction("Press and hold the side button", language: "en"))
    #expect(RoleInLabelRule.isInstruction("Press the big red button", language: "en"))
    #expect(RoleInLabelRule.isInstruction("Tap a link to open it", language: "en"))
    #expect(!RoleInLabelRule.isInstruction("Show all photos button", language: "en"))
    #expect(!RoleInLabelRule.isInstruction("Open link button", language: "en"))
    #expect(!RoleInLabelRule.isInstruction("Drücke die Seitentaste", language: "de"))
    let fixture = try Fixture([
      "App/en.lproj/Localizable.strings": CatalogText.strings([
        ("pay", "Press and hold the side button"), ("save", "Save button"),
      ])
    ])
    #expect(try fixture.findings(of: "role-in-label").map(\.key) == ["save"])
  }

  @Test func aTranslationOfTheSourcesContentNounPasses() throws {
    // "New Tab" names what the command makes, not a role; its translations say the same.
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "tab": ["en": "New Tab", "de": "Neuer Tab", "zh-Hant": "新增標籤頁", "fr": "Nouvel onglet"],
        "image": ["en": "Show Image", "ru": "Показать изображение"],
        "save": ["en": "Save", "de": "Schaltfläche Speichern", "zh-Hans": "保存按钮"],
        "link": ["en": "New Tab", "de": "Neuer Tab-Button"],
        // Audit 98: Broadcasts' feature list, its "controls" said as "the AirPlay button in the toolbar".
        "airplay": [
          "en": "AirPlay toolbar controls", "fa": "دکمه AirPlay در نوار ابزار",
          "he": "כפתור AirPlay בסרגל הכלים",
        ],
        "play": ["en": "Play", "fa": "دکمه پخش"],
        // A name with "Controls" or "Control" is no such noun (review 88).
        "parental": ["en": "Parental Controls", "de": "Schaltfläche Kindersicherung"],
        "center": ["en": "Control Center", "fr": "Bouton Centre de contrôle"],
        // Nor is the verb (review 91).
        "owner": [
          "en": "Choose who controls playback", "de": "Schaltfläche: wählen, wer die Wiedergabe steuert",
        ],
      ])
    ])
    let findings = try fixture.findings(of: "role-in-label")
    // A role word the source does not have is still reported, also next to a translated one.
    #expect(
      findings.map { "\($0.locale!):\($0.key!)" } == [
        "fr:center", "de:link", "de:owner", "de:parental", "fa:play", "de:save", "zh-Hans:save",
      ])
  }

  @Test func aSourceReportedForAnotherRoleStillHoldsThisOneAsContent() throws {
    // "Menu bar icon" is reported for `icon`; its "menu" is content, so Ukrainian "Смуга меню"
    // (the menu bar) passes, while a translation that keeps the icon is reported with it.
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "menuBarIcon": ["en": "Menu bar icon", "uk": "Смуга меню", "de": "Menüleisten-Symbol"]
      ])
    ])
    let findings = try fixture.findings(of: "role-in-label")
    #expect(Set(findings.map { $0.locale!.identifier }) == ["de", "en"])
  }

  @Test func aWordForBothTheRoleAndTheSourcesNounPasses() throws {
    // Many languages use one word for a role and a content noun: "Title" -> "Заголовок" (heading),
    // "Sort key" -> "Sıralama anahtarı" (switch), "Flag" -> "Флажок" (checkbox).
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "title": ["en": "Title", "ru": "Заголовок", "tr": "Başlık", "sv": "Rubrik"],
        "key": ["en": "Sort key", "tr": "Sıralama anahtarı"],
        "flag": ["en": "Flag", "ru": "Флажок"],
        "sim": ["en": "SIM Card", "it": "Scheda SIM", "pl": "Karta SIM"],
        "separator": ["en": "Decimal Separator", "pt": "Separador decimal"],
        "tap": ["en": "Double-tap to open", "ko": "두 번 탭하여 열기"],
        "done": ["en": "Done", "ru": "Флажок готово", "sv": "Rubrik"],
      ])
    ])
    let findings = try fixture.findings(of: "role-in-label")
    // Where the source has no such noun, the word is still the role.
    #expect(findings.map { "\($0.locale!):\($0.key!)" } == ["ru:done", "sv:done"])
  }

  @Test func aOneWordSourceSaidWithARoleNounPasses() throws {
    // A translation may say in a compound with a role noun what English says in one word.
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "thumb": [
          "en": "Thumbnail", "ar": "صورة مصغرة", "he": "תמונה ממוזערת", "id": "Gambar mini",
          "tr": "Küçük resim",
        ],
        "avatar": ["en": "Avatar", "fa": "تصویر نمایه", "tr": "Profil resmi"],
        "bg": ["en": "Background", "ja": "背景画像", "zh-Hans": "背景图片"],
        "symbol": ["en": "Currency Symbol", "he": "סמל מטבע", "fa": "نماد ارز"],
        "key": ["en": "Shortcut key:", "id": "Tombol pintasan:", "tr": "Düğme", "vi": "Nút"],
        "linked": ["en": "Linked", "zh-Hant": "已連結"],
        "net": ["en": "Internet Connection", "tr": "İnternet bağlantısı"],
        "subtitle": ["en": "Subtitle", "he": "כותרת משנה", "tr": "Alt başlık"],
        "passkey": ["en": "Passkey", "tr": "Geçiş anahtarı"],
        "badge": ["en": "Badge", "ru": "Значок"],
        // Stats' Thai "picture symbol" for "Pictogram" (audit 114).
        "pictogram": ["en": "Pictogram", "th": "รูปภาพสัญลักษณ์", "de": "Piktogramm"],
        // A role noun the source has no word for is still reported.
        "save": ["en": "Save", "id": "Tombol Simpan", "tr": "Kaydet düğmesi", "ru": "Значок сохранения"],
      ])
    ])
    let findings = try fixture.findings(of: "role-in-label")
    #expect(findings.map { "\($0.locale!):\($0.key!)" }.sorted() == ["id:save", "ru:save", "tr:save"])
  }

  @Test func theObjectOfAnActionIsNoRole() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        // The source's verb tells that the translation's noun is what the action works on.
        "copy": ["en": "Copy Photo", "ru": "Скопировать изображение", "sv": "Kopiera bild"],
        "open": ["en": "Open link in browser", "zh-Hant": "於瀏覽器中開啟連結"],
        // In English, the word before the noun may be the verb too.
        "hint": ["en": "Tap and hold to show menu"],
        // A role that is no action's object is still reported; so is a label without a verb.
        "save": ["en": "Save changes", "es": "Botón guardar cambios"],
        "close": ["en": "Close", "ru": "Кнопка закрытия"],
        // The source names the same thing in other words: a photo is an image, a URL a link.
        "photo": ["en": "Profile photo", "ru": "Изображение профиля", "id": "Gambar profil"],
        "url": ["en": "Playlist URL", "el": "Σύνδεσμος λίστας"],
        // English plurals count as the noun; a source sentence is one in the translation.
        // An icon is an image: Posture Pal's zh-TW "App圖像" (audit 255).
        "icons": ["en": "App Icons", "hi": "ऐप आइकन", "zh-Hant": "App圖像"],
        "prose": ["en": "Unable to process this image.", "es": "Imagen no procesada"],
        "tap": ["en": "Tap to continue.", "es": "Botón para continuar"],
      ])
    ])
    let findings = try fixture.findings(of: "role-in-label")
    #expect(findings.map { "\($0.locale!):\($0.key!)" }.sorted() == ["es:save", "es:tap", "ru:close"])
  }

  @Test func theAppsIconIsAThingASettingPicks() throws {
    // Mastoot's settings row for alternate icons (audit 325): the icon is what the row sets, in
    // every locale; an icon that names what it shows is still its role.
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "appIcon": ["en": "App Icon", "it": "Icona App", "fr": "Icône de l’app", "ja": "アプリアイコン"],
        "change": ["en": "Change App Icon", "de": "App-Symbol ändern"],
        "gear": ["en": "Settings icon", "it": "Icona impostazioni"],
        // Another app's icon is an image of it (review 224).
        "mail": ["en": "Mail app icon"], "named": ["en": "%@ app icon"],
      ])
    ])
    #expect(
      try fixture.findings(of: "role-in-label").map { "\($0.locale!):\($0.key!)" }.sorted() == [
        "en:gear", "en:mail", "en:named", "it:gear",
      ])
  }

  @Test func anIconSaidWithAnImagesWordIsTheSameRole() throws {
    // CotEditor's "%@ icon" names the role; its zh-Hant "%@圖像" too, though 圖像 is an image.
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "icon": ["en": "%@ icon", "zh-Hant": "%@圖像"], "icons": ["en": "App Icons", "zh-Hant": "App圖像"],
      ])
    ])
    #expect(
      try fixture.findings(of: "role-in-label").map { "\($0.locale!):\($0.key!)" }.sorted() == [
        "en:icon", "zh-Hant:icon",
      ])
  }

  @Test func aFileNameIsNoLabel() throws {
    // Lauda's template for a file it saves (audit 258): "image" is the file's kind.
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "file": ["en": "image-%@.png", "es": "imagen-%@.png", "de": "Bild-%@.PNG"],
        "export": ["en": "Image.jpg", "fr": "Image.jpg"],
        // Not a file: a label that ends in a full stop.
        "dot": ["en": "Image."],
      ])
    ])
    #expect(
      try fixture.findings(of: "role-in-label").map { "\($0.locale!):\($0.key!)" }.sorted() == [
        "en:dot"
      ])
  }

  @Test func aSearchBarIsATextFieldsRole() throws {
    // UISearchBar makes "search bar" the usual word for the field: a translation that adds it
    // is reported; one of a source that shows the bar names what the command shows.
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "search": ["en": "Search", "zh-Hans": "搜索栏", "ja": "検索バー", "ko": "검색창", "ru": "Строка поиска"],
        "show": ["en": "Show Search Bar", "zh-Hans": "显示搜索栏", "ru": "Показать строку поиска"],
      ])
    ])
    let findings = try fixture.findings(of: "role-in-label")
    #expect(
      findings.map { "\($0.locale!):\($0.key!)" }.sorted() == [
        "ja:search", "ko:search", "ru:search", "zh-Hans:search",
      ])
  }

  @Test func pluralAndDeviceFormsAreLabelsToo() throws {
    let leaf = CatalogText.stringUnit
    let catalog = """
      {"sourceLanguage":"en","version":"1.0","strings":{"next":{"localizations":{
      "en":{"stringUnit":{"state":"translated","value":"Continue"}},
      "de":{"variations":{"device":{"mac":\(leaf("Weiter-Button", "translated")),"other":\(leaf("Weiter", "translated"))}}}}}}}
      """
    let findings = try Fixture(["Localizable.xcstrings": catalog]).findings(of: "role-in-label")
    #expect(
      findings.map(\.message) == [
        "de label of next (device.mac) 'Weiter-Button' names the role 'Button'; VoiceOver already speaks it"
      ])
  }

  @Test func aFormStillToTranslateIsNoLabel() throws {
    // de's `other` device form is a draft (state new): the app shows en's there, not the draft.
    let leaf = CatalogText.stringUnit
    let catalog = """
      {"sourceLanguage":"en","version":"1.0","strings":{"next":{"localizations":{
      "en":{"stringUnit":{"state":"translated","value":"Continue"}},
      "de":{"variations":{"device":{"mac":\(leaf("Weiter", "translated")),"other":\(leaf("Weiter-Button", "new"))}}}}}}}
      """
    #expect(try Fixture(["Localizable.xcstrings": catalog]).findings(of: "role-in-label").isEmpty)
  }
}
