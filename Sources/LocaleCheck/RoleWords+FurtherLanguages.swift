extension RoleWords {
  // Role words of eight more languages, as Apple's and Android's screen readers speak them.
  // Words that are also everyday content are left out where a label would hold them alone or at
  // that edge: Hungarian "lap" (a page; "Új lap" is the New Tab button), Romanian "filă" ("Filă
  // nouă"), Croatian "naslov", "kartica" and "slika" (a title, a card, a picture: "Prikaz minijatura slika"), Bulgarian "връзка" (also a
  // connection: "Няма връзка") and "раздел" (a section), Slovak "karta" and "záložka" (a card, a
  // bookmark), Croatian "tipka" (a keyboard key).

  /// Hungarian names the role last ("Mentés gomb").
  static let hungarian = RoleWordList(
    language: "hu", placement: .either, actionVerbs: ["új", "következő", "előző"],
    words: [
      (.button, "gomb$|nyomógomb"),
      (.link, "hivatkozás$|link$"),
      (.image, "kép$"),
      (.icon, "ikon$"),
      (.tab, "lapfül$"),
      (.heading, "címsor"),
      (.textField, "szövegmező|beviteli mező|keresőmező|!mező$"),
      (.checkbox, "jelölőnégyzet"),
      (.toggle, "kapcsoló$"),
      (.slider, "csúszka"),
      (.menu, "!menü$|legördülő menü"),
    ])

  /// Romanian names the role first ("Butonul Salvează").
  static let romanian = RoleWordList(
    language: "ro", placement: .start,
    words: [
      (.button, "buton|butonul"),
      (.link, "link|linkul|hyperlink"),
      (.image, "imagine|imaginea"),
      (.icon, "pictogramă|pictograma|iconiță"),
      (.heading, "antet|antetul"),
      (.textField, "câmp de text|câmp text|!câmp"),
      (.checkbox, "casetă de selectare|caseta de selectare"),
      (.toggle, "comutator|comutatorul"),
      (.slider, "glisor|glisorul"),
      (.menu, "!meniu|meniu derulant"),
    ])

  /// Catalan names the role first ("Botó desa"), as Spanish does.
  static let catalan = RoleWordList(
    language: "ca", placement: .start,
    followingModifiers: ["nova", "nou", "noves", "nous", "següent", "anterior"],
    words: [
      (.button, "botó"),
      (.link, "enllaç"),
      (.image, "imatge"),
      (.icon, "icona"),
      (.tab, "pestanya"),
      (.heading, "encapçalament"),
      (.textField, "camp de text|!camp"),
      (.checkbox, "casella de selecció|casella"),
      (.toggle, "interruptor|commutador"),
      (.slider, "control lliscant|lliscador"),
      (.menu, "!menú|menú desplegable"),
      (.picker, "selector"),
    ])

  static let slovak = RoleWordList(
    language: "sk", placement: .either,
    actionVerbs: [
      "nová", "nový", "nové", "novú", "nových", "ďalšia", "ďalší", "ďalšie", "predchádzajúca",
      "predchádzajúci", "predchádzajúce",
    ],
    words: [
      (.button, "tlačidlo"),
      (.link, "^odkaz"),
      (.image, "obrázok"),
      (.icon, "ikona"),
      (.heading, "!nadpis"),
      (.textField, "textové pole|!pole"),
      (.checkbox, "začiarkavacie políčko"),
      (.toggle, "prepínač"),
      (.slider, "posúvač|posuvník"),
      (.menu, "!ponuka|!menu$"),
    ])

  static let croatian = RoleWordList(
    language: "hr", placement: .either,
    actionVerbs: [
      "nova", "novi", "novo", "novu", "nove", "sljedeća", "sljedeći", "sljedeće", "prethodna", "prethodni",
      "prethodno",
    ],
    words: [
      (.button, "gumb"),
      (.link, "poveznica"),
      (.icon, "ikona"),
      (.textField, "tekstno polje|tekstualno polje|!polje"),
      (.checkbox, "potvrdni okvir"),
      (.toggle, "prekidač"),
      (.slider, "klizač"),
      (.menu, "!izbornik"),
    ])

  /// Malay names the role first ("Butang Simpan"), as Indonesian does.
  static let malay = RoleWordList(
    language: "ms", placement: .start, followingModifiers: ["baharu", "baru", "seterusnya", "sebelumnya"],
    words: [
      (.button, "butang"),
      (.link, "pautan"),
      (.image, "imej|gambar"),
      (.icon, "ikon"),
      (.tab, "^tab"),
      (.heading, "pengepala"),
      (.textField, "medan teks|!medan"),
      (.checkbox, "kotak semak"),
      (.toggle, "suis"),
      (.slider, "peluncur|gelangsar"),
      (.menu, "!menu"),
    ])

  static let bulgarian = RoleWordList(
    language: "bg", placement: .either,
    actionVerbs: [
      "нов", "нова", "ново", "нови", "следващ", "следваща", "следващо", "предишен", "предишна", "предишно",
    ],
    words: [
      (.button, "бутон|бутона|бутонът"),
      (.link, "хипервръзка|линк$"),
      (.image, "изображение$"),
      (.icon, "икона|иконка"),
      (.heading, "!заглавие"),
      (.textField, "текстово поле|!поле"),
      (.checkbox, "квадратче за отметка|поле за отметка"),
      (.toggle, "превключвател"),
      (.slider, "плъзгач"),
      (.menu, "!меню"),
    ])

  /// Thai writes no spaces and names the role first ("ปุ่มบันทึก", a Save button), so its words
  /// are found at the label's start. Folding drops Thai vowel and tone marks ("ปุ่ม", a button,
  /// folds as "ปม", a knot), so a word counts only as written with them. "ภาพ" alone is left out
  /// (it starts "ภาพถ่าย", a photo), and "แท็บเล็ต" (a tablet) is no tab; "new" follows the noun
  /// ("แท็บใหม่", New Tab).
  static let thai = RoleWordList(
    language: "th", placement: .start, unspaced: true, matchesDiacritics: true,
    followingModifiers: ["ใหม่", "ถัดไป", "ก่อนหน้า"],
    words: [
      (.button, "ปุ่ม"),
      (.link, "ลิงก์"),
      (.image, "รูปภาพ"),
      (.icon, "ไอคอน"),
      (.tab, "แท็บ"),
      (.textField, "ช่องข้อความ|ช่องป้อนข้อความ|ช่องค้นหา"),
      (.checkbox, "ช่องทำเครื่องหมาย|กล่องกาเครื่องหมาย"),
      (.toggle, "สวิตช์"),
      (.slider, "แถบเลื่อน"),
      (.menu, "!เมนู"),
    ],
    contentStarts: "แท็บเล็ต|ปุ่มลัด")
}
