extension RoleWords {
  /// The role word list of language `code`, or `nil` when it has none. Markers: `^word` only at
  /// the start, `word$` only at the end, `!word` never as the whole label (see `RoleWordList`).
  /// Nouns that usually follow a verb as its object (link, tab, menu, field) are end-only in
  /// languages that put the verb first (English, Swedish) or last (German, Dutch), start-only in
  /// languages that name the role first (Spanish, French, Italian, Portuguese, Arabic, Hebrew).
  ///
  /// Each list is built the first time it is asked for (its words are folded then): a run builds
  /// only the lists of its locales' languages and English.
  static func list(for code: String) -> RoleWordList? {
    // Asked for every label: a two-letter code indexes an array, sparing the string's hash.
    guard let slot = twoLetterSlot(code) else { return listsByCode[code]?() }
    return listsBySlot[slot]?()
  }

  /// The lists of two-letter codes, at `twoLetterSlot(code)`.
  private static let listsBySlot: [(@Sendable () -> RoleWordList)?] = {
    var slots: [(@Sendable () -> RoleWordList)?] = Array(repeating: nil, count: 26 * 26)
    for (code, list) in listsByCode {
      if let slot = twoLetterSlot(code) { slots[slot] = list }
    }
    return slots
  }()

  /// The index of a code of two lowercase ASCII letters among all such codes, else `nil`.
  private static func twoLetterSlot(_ code: String) -> Int? {
    var utf8 = code.utf8.makeIterator()
    guard let first = utf8.next(), let second = utf8.next(), utf8.next() == nil,
      (0x61...0x7A).contains(first), (0x61...0x7A).contains(second)
    else { return nil }
    return Int(first - 0x61) * 26 + Int(second - 0x61)
  }

  /// The codes of the languages with a list, sorted.
  static let listedLanguages = listsByCode.keys.sorted()

  /// Each language's list, by code; every list is a `static let` of its own, made on first use.
  private static let listsByCode: [String: @Sendable () -> RoleWordList] = [
    "en": { english }, "de": { german }, "es": { spanish }, "fr": { french }, "it": { italian },
    "pt": { portuguese }, "nl": { dutch }, "sv": { swedish }, "ja": { japanese }, "zh": { chinese },
    "ko": { korean }, "ru": { russian }, "pl": { polish }, "ar": { arabic }, "he": { hebrew },
    "tr": { turkish }, "da": { danish }, "nb": { norwegian }, "fi": { finnish }, "cs": { czech },
    "uk": { ukrainian }, "el": { greek }, "fa": { persian }, "vi": { vietnamese }, "hi": { hindi },
    "id": { indonesian }, "hu": { hungarian }, "ro": { romanian }, "ca": { catalan },
    "sk": { slovak }, "hr": { croatian }, "ms": { malay }, "bg": { bulgarian }, "th": { thai },
    "sl": { slovenian }, "sr": { serbian }, "lt": { lithuanian }, "lv": { latvian }, "et": { estonian },
    "bn": { bengali }, "ur": { urdu }, "be": { belarusian }, "mk": { macedonian },
    "gl": { galician }, "eu": { basque }, "cy": { welsh }, "ga": { irish }, "is": { icelandic },
    "af": { afrikaans }, "sq": { albanian }, "az": { azerbaijani }, "kk": { kazakh }, "uz": { uzbek },
    "mn": { mongolian }, "sw": { swahili }, "ta": { tamil }, "te": { telugu }, "kn": { kannada },
    "ml": { malayalam }, "mr": { marathi }, "ka": { georgian }, "hy": { armenian }, "gu": { gujarati },
    "pa": { punjabi }, "ne": { nepali }, "si": { sinhala }, "km": { khmer }, "my": { burmese },
    "am": { amharic }, "zu": { zulu },
  ]

  /// English, whose words are checked in every language (UI text leaks English).
  static let english = RoleWordList(
    language: "en", placement: .either,
    actionVerbs: [
      "activate", "add", "adjust", "annotate", "attach", "blur", "browse", "change", "choose", "clear",
      "click", "close", "collapse", "colorize", "colourize", "compress", "configure", "convert", "copy",
      "create", "crop", "customize", "deactivate", "decode", "delete", "denoise", "desaturate",
      "disable", "dismiss", "display", "download", "downscale", "duplicate", "edit", "embed", "enable",
      "encode", "enhance", "enlarge", "erase", "expand", "export", "fetch", "flip", "focus",
      "follow",
      "generate", "get", "hide", "hold", "import", "insert", "invert", "join", "load", "make",
      "manage", "maximise", "maximize", "minimise", "minimize", "move", "new", "next", "open",
      "paste", "pick", "pin", "play", "press", "preview", "previous", "print",
      "recolor", "refresh", "reload", "remove", "rename", "reopen", "replace", "request", "reset",
      "resize", "restore", "retouch", "retry", "reveal", "rotate", "save", "scan", "select",
      "send", "set", "share", "sharpen", "shorten", "show", "straighten", "switch", "take", "tap",
      "toggle", "track", "trim", "unfurl", "unpin", "update", "upload", "upscale",
      "validate",
      "vectorize", "verify", "view", "visit",
    ],
    words: [
      (.button, "button|radio button|push button|pop-up button|popup button"),
      (.link, "link$|hyperlink$"),
      (.image, "image"),
      (.icon, "icon"),
      (.tab, "tab$"),
      (.heading, "heading|header$"),
      (.textField, "text field|textfield|text box|input field|search field|search bar|!field$"),
      (.checkbox, "checkbox|check box"),
      (.toggle, "switch$|toggle$"),
      (.slider, "slider"),
      (.menu, "!menu$|dropdown$|drop-down$|drop-down menu|dropdown menu"),
      (.picker, "picker$|date picker|color picker"),
    ],
    // A private tab is one a command opens, as a new tab is (audit 95).
    contentEnds: "private tab|private browsing tab|incognito tab")

  /// German puts its verb last ("Link kopieren"); "new" comes first ("Neuer Tab"). A compound
  /// names what its last part names ("Sendeschaltfläche", "Texteingabefeld"); not any
  /// "-feld" ("Spielfeld"), nor "-textfeld" ("Kontextfeld").
  private static let german = RoleWordList(
    language: "de", placement: .either,
    actionVerbs: [
      "neuer", "neues", "neue", "neuen", "neuem", "nächster", "nächste", "nächstes", "nächsten", "vorheriger",
      "vorherige", "vorheriges", "vorherigen",
    ],
    words: [
      (.button, "Schaltfläche|~Schaltfläche|Taste|Button|Knopf|~Knopf"),
      (.link, "Link$"),
      (.image, "Bild$"),
      (.icon, "Symbol$|Icon$"),
      (.tab, "Tab$|Registerkarte|Reiter$"),
      (.heading, "Überschrift"),
      (.textField, "Textfeld|Eingabefeld|~Eingabefeld|Suchfeld|Passwortfeld|Kennwortfeld|!Feld$"),
      (.checkbox, "Kontrollkästchen|~Kontrollkästchen|Auswahlkästchen|Checkbox"),
      (.toggle, "Schalter|Umschalter"),
      (.slider, "Schieberegler|~Schieberegler|Regler$"),
      (.menu, "!Menü$|Aufklappmenü|Dropdown-Menü"),
    ],
    contentEnds:
      "Türknopf|Drehknopf|Manschettenknopf|Druckknopf|Hemdknopf|Hosenknopf|Klingelknopf|Jackenknopf")

  private static let spanish = RoleWordList(
    language: "es", placement: .start, followingModifiers: ["siguiente", "anterior", "nueva", "nuevo"],
    words: [
      (.button, "botón"),
      (.link, "enlace|vínculo"),
      (.image, "imagen"),
      (.icon, "icono|ícono"),
      (.tab, "pestaña"),
      (.heading, "encabezado"),
      (.textField, "campo de texto|campo de búsqueda|barra de búsqueda|!campo"),
      (.checkbox, "casilla de verificación|casilla"),
      (.toggle, "interruptor|conmutador"),
      (.slider, "control deslizante|deslizador"),
      (.menu, "!menú|menú desplegable"),
      (.picker, "selector"),
    ])

  private static let french = RoleWordList(
    language: "fr", placement: .start,
    followingModifiers: ["suivant", "suivante", "précédent", "précédente", "nouveau", "nouvelle"],
    words: [
      (.button, "bouton"),
      (.link, "lien"),
      (.image, "image"),
      (.icon, "icône"),
      (.tab, "onglet"),
      (.heading, "en-tête"),
      (.textField, "champ de texte|champ de saisie|champ de recherche|barre de recherche|!champ"),
      (.checkbox, "case à cocher"),
      (.toggle, "interrupteur|commutateur"),
      (.slider, "curseur"),
      (.menu, "!menu|menu déroulant"),
      (.picker, "sélecteur"),
    ])

  private static let italian = RoleWordList(
    language: "it", placement: .start,
    followingModifiers: ["successiva", "successivo", "seguente", "precedente", "nuova", "nuovo"],
    words: [
      (.button, "pulsante|bottone|tasto"),
      (.link, "link|collegamento"),
      (.image, "immagine"),
      (.icon, "icona"),
      (.tab, "scheda"),
      (.heading, "intestazione"),
      (.textField, "campo di testo|campo di ricerca|barra di ricerca|!campo"),
      (.checkbox, "casella di controllo|casella di spunta|casella"),
      (.toggle, "interruttore"),
      (.slider, "cursore|dispositivo di scorrimento"),
      (.menu, "!menu|menu a discesa"),
      (.picker, "selettore"),
    ])

  private static let portuguese = RoleWordList(
    language: "pt", placement: .start, followingModifiers: ["seguinte", "anterior", "nova", "novo"],
    words: [
      (.button, "botão"),
      (.link, "link|ligação"),
      (.image, "imagem"),
      (.icon, "ícone"),
      (.tab, "aba|separador"),
      (.heading, "cabeçalho"),
      (.textField, "campo de texto|campo de pesquisa|campo de busca|barra de pesquisa|barra de busca|!campo"),
      (.checkbox, "caixa de seleção|caixa de verificação"),
      (.toggle, "interruptor|comutador"),
      (.slider, "controle deslizante|controlo de deslize|barra deslizante"),
      (.menu, "!menu|menu suspenso"),
      (.picker, "seletor|selector"),
    ])

  private static let dutch = RoleWordList(
    language: "nl", placement: .either,
    actionVerbs: ["nieuw", "nieuwe", "volgend", "volgende", "vorig", "vorige"],
    words: [
      (.button, "knop|~knop"),
      (.link, "link$|koppeling$"),
      (.image, "afbeelding$"),
      (.icon, "pictogram$|icoon$"),
      (.tab, "tabblad$"),
      (.heading, "koptekst|kop$"),
      (.textField, "tekstveld|invoerveld|zoekveld|!veld$"),
      (.checkbox, "selectievakje|aankruisvak"),
      (.toggle, "schakelaar"),
      (.slider, "schuifregelaar|~schuifregelaar"),
      (.menu, "!menu$|vervolgkeuzemenu"),
      (.picker, "kiezer$"),
    ],
    contentEnds: "bloemknop|deurknop|draaiknop|deurbelknop|manchetknop")

  private static let swedish = RoleWordList(
    language: "sv", placement: .either, actionVerbs: ["ny", "nytt", "nya", "nästa", "föregående"],
    words: [
      (.button, "knapp|~knapp"),
      (.link, "länk$"),
      (.image, "bild$"),
      (.icon, "ikon$|symbol$"),
      (.tab, "flik$"),
      (.heading, "rubrik"),
      (.textField, "textfält|inmatningsfält|sökfält|!fält$"),
      (.checkbox, "kryssruta"),
      (.toggle, "reglage$|brytare"),
      (.slider, "skjutreglage"),
      (.menu, "!meny$|popupmeny"),
      (.picker, "väljare$"),
    ],
    contentEnds: "manschettknapp|ordknapp|skjortknapp")

  /// "Значок" alone is a badge, as in Ukrainian: it counts only beside another word.
  private static let russian = RoleWordList(
    language: "ru", placement: .either,
    actionVerbs: [
      "новая", "новый", "новое", "новую", "новой", "новые", "новых", "следующая", "следующий", "следующее",
      "следующую", "предыдущая", "предыдущий", "предыдущее", "предыдущую",
    ],
    words: [
      (.button, "кнопка"),
      (.link, "ссылка"),
      (.image, "изображение|картинка"),
      (.icon, "!значок|иконка"),
      (.tab, "вкладка"),
      (.heading, "заголовок"),
      (.textField, "текстовое поле|поле ввода|строка поиска|!поле"),
      (.checkbox, "флажок|чекбокс"),
      (.toggle, "переключатель"),
      (.slider, "ползунок|слайдер"),
      (.menu, "!меню|всплывающее меню"),
    ])

  private static let polish = RoleWordList(
    language: "pl", placement: .either,
    actionVerbs: [
      "nowa", "nowy", "nowe", "nową", "nowej", "nowych", "następna", "następny", "następne", "poprzednia",
      "poprzedni", "poprzednie",
    ],
    words: [
      (.button, "przycisk"),
      (.link, "link$|łącze|odnośnik"),
      (.image, "obraz|obrazek"),
      (.icon, "ikona"),
      (.tab, "karta$|zakładka"),
      (.heading, "nagłówek"),
      (.textField, "pole tekstowe|!pole"),
      (.checkbox, "pole wyboru"),
      (.toggle, "przełącznik"),
      (.slider, "suwak"),
      (.menu, "!menu|menu rozwijane"),
    ])

  /// Arabic and Hebrew put "new" after the noun ("علامة تبويب جديدة", New Tab).
  private static let arabic = RoleWordList(
    language: "ar", placement: .start,
    followingModifiers: ["جديد", "جديدة", "الجديد", "الجديدة", "التالي", "التالية", "السابق", "السابقة"],
    words: [
      (.button, "زر|الزر"),
      (.link, "رابط|الرابط"),
      (.image, "صورة|الصورة"),
      (.icon, "أيقونة|الأيقونة"),
      (.tab, "علامة تبويب|علامة التبويب"),
      (.textField, "حقل نص|حقل النص|!حقل"),
      (.checkbox, "خانة اختيار|مربع اختيار"),
      (.toggle, "مفتاح تبديل"),
      (.slider, "شريط تمرير|منزلق"),
      (.menu, "!قائمة منسدلة"),
      (.picker, "منتقي"),
    ])

  private static let hebrew = RoleWordList(
    language: "he", placement: .start,
    followingModifiers: ["חדש", "חדשה", "חדשים", "חדשות", "הבא", "הבאה", "הקודם", "הקודמת"],
    words: [
      (.button, "כפתור|לחצן"),
      (.link, "קישור"),
      (.image, "תמונה"),
      (.icon, "סמל|אייקון"),
      (.tab, "לשונית|כרטיסייה"),
      (.heading, "כותרת"),
      (.textField, "שדה טקסט|!שדה"),
      (.checkbox, "תיבת סימון"),
      (.toggle, "מתג"),
      (.slider, "מחוון"),
      (.menu, "!תפריט"),
      (.picker, "בורר"),
    ])

  /// Turkish names the role last, often with the possessive suffix ("Kaydet düğmesi").
  ///
  /// Turkish compounds end in their head noun, so everyday nouns that are also role words close
  /// many content names. "Alan" is an area or a space ("Depolama alanı", storage; "Boş alan",
  /// free space; "Çalışma alanı", a workspace): only its compounds that name a text field count.
  /// "Görüntü" alone is the View menu, "Resmi" alone is "official"; "Ekran görüntüsü" is a
  /// screenshot and "Küçük resim" a thumbnail. ("Bağlantı" is also a connection: the English
  /// source's "Connection" clears it, see `RoleWords.mentions`.)
  private static let turkish = RoleWordList(
    language: "tr", placement: .end, actionVerbs: ["yeni", "sonraki", "önceki"],
    words: [
      (.button, "düğme|düğmesi|buton|butonu"),
      (.link, "bağlantı|bağlantısı|link|linki"),
      (.image, "!görüntü|görüntüsü|resim|!resmi|görsel|görseli"),
      (.icon, "simge|simgesi|ikon|ikonu"),
      (.tab, "sekme|sekmesi"),
      (.heading, "başlık|başlığı"),
      // "Alan" alone is an area ("Depolama alanı", storage): a field only after what it takes.
      (
        .textField,
        "metin alanı|arama alanı|e-posta alanı|şifre alanı|parola alanı|ad alanı|adı alanı|telefon alanı|not alanı"
      ),
      (.checkbox, "onay kutusu"),
      (.toggle, "anahtar|anahtarı"),
      (.slider, "kaydırıcı|kaydırıcısı"),
      (.menu, "!menü|!menüsü"),
      (.picker, "seçici|seçicisi"),
    ],
    contentEnds: "ekran görüntüsü|ekran resmi|küçük resim")
}
