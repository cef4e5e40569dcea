extension RoleWords {
  // Role words of eleven more languages. Words that are also everyday content are left out
  // where a label would hold them alone or first: Danish "kontakt" (a contact, not only a
  // switch), Finnish "otsikko" and Vietnamese "tiêu đề" (a title field), Vietnamese "thẻ" (a
  // card), "liên kết" (also the verb "to link"), "biểu tượng" (in "biểu tượng cảm xúc", emoji),
  // Persian "کلید" (also a key), Finnish "kuva" (a photo), Hindi "चित्र" (a picture), Czech
  // "záložka" (a bookmark) and "karta" (a card); Ukrainian "зображення" counts only first
  // (a verb comes first: "Масштабувати зображення"), "значок" (a badge), "заголовок" and Czech
  // "nadpis" (a title field) only beside other words. Role words are found without diacritics,
  // which in Vietnamese are tones: Vietnamese's count only as written with them ("nút", not
  // "nứt"), but "công tắc" (switch) stays out, as "Cộng tác" (collaborate) shows how near it is.

  static let danish = RoleWordList(
    language: "da", placement: .either, actionVerbs: ["ny", "nyt", "nye", "næste", "forrige"],
    words: [
      (.button, "knap|knappen|~knap"),
      (.link, "link$|linket$"),
      (.image, "billede$"),
      (.icon, "ikon$|symbol$"),
      (.tab, "fane$|fanen$"),
      (.heading, "overskrift"),
      (.textField, "tekstfelt|indtastningsfelt|søgefelt|!felt$"),
      (.checkbox, "afkrydsningsfelt|tjekboks"),
      (.slider, "skyder$"),
      (.menu, "!menu$|rullemenu"),
    ],
    contentEnds: "manchetknap|ordknap|skjorteknap")

  /// Norwegian Bokmål (also for `no` and Nynorsk, which share these words).
  static let norwegian = RoleWordList(
    language: "nb", placement: .either, actionVerbs: ["ny", "nytt", "nye", "neste", "forrige"],
    words: [
      (.button, "knapp|knappen|~knapp"),
      (.link, "lenke$|lenken$"),
      (.image, "bilde$"),
      (.icon, "ikon$|symbol$"),
      (.tab, "fane$|fanen$"),
      (.heading, "overskrift"),
      (.textField, "tekstfelt|inndatafelt|søkefelt|!felt$"),
      (.checkbox, "avkrysningsboks|avmerkingsboks"),
      (.toggle, "bryter$"),
      (.slider, "glidebryter"),
      (.menu, "!meny$|hurtigmeny"),
    ],
    contentEnds: "mansjettknapp|ordknapp|skjorteknapp")

  static let finnish = RoleWordList(
    language: "fi", placement: .either,
    actionVerbs: ["uusi", "uuden", "uutta", "uudet", "seuraava", "edellinen"],
    words: [
      (.button, "painike|painiketta|nappi|~painike|~painiketta"),
      (.link, "linkki$"),
      (.icon, "kuvake$"),
      (.tab, "välilehti$"),
      (.textField, "tekstikenttä|syöttökenttä|hakukenttä|!kenttä$"),
      (.checkbox, "valintaruutu"),
      (.toggle, "kytkin$"),
      (.slider, "liukusäädin"),
      (.menu, "!valikko$|ponnahdusvalikko"),
    ])

  static let czech = RoleWordList(
    language: "cs", placement: .either,
    actionVerbs: ["nová", "nový", "nové", "novou", "nových", "další", "předchozí"],
    words: [
      (.button, "tlačítko"),
      (.link, "^odkaz"),
      (.image, "obrázek"),
      (.icon, "ikona"),
      (.heading, "!nadpis"),
      (.textField, "textové pole|!pole"),
      (.checkbox, "zaškrtávací políčko"),
      (.toggle, "přepínač"),
      (.slider, "posuvník"),
      (.menu, "!nabídka|!menu$"),
    ])

  static let ukrainian = RoleWordList(
    language: "uk", placement: .either,
    actionVerbs: [
      "нова", "новий", "нове", "нову", "нової", "нові", "нових", "наступна", "наступний", "наступне",
      "попередня", "попереднє",
      "попередній",
    ],
    words: [
      (.button, "кнопка"),
      (.link, "посилання"),
      (.image, "^зображення"),
      (.icon, "!значок|іконка"),
      (.tab, "вкладка"),
      (.heading, "!заголовок"),
      (.textField, "текстове поле|поле введення|!поле"),
      (.checkbox, "прапорець"),
      (.toggle, "перемикач"),
      (.slider, "повзунок"),
      (.menu, "!меню"),
    ])

  static let greek = RoleWordList(
    language: "el", placement: .either,
    actionVerbs: [
      "νέα", "νέο", "νέος", "νέας", "νέες", "νέων", "καινούργια", "καινούργιο", "καινούρια", "καινούριο",
      "επόμενη",
      "επόμενο", "επόμενος", "προηγούμενη", "προηγούμενο", "προηγούμενος",
    ],
    words: [
      (.button, "κουμπί"),
      (.link, "σύνδεσμος"),
      (.image, "εικόνα"),
      (.icon, "εικονίδιο"),
      (.tab, "καρτέλα"),
      (.heading, "επικεφαλίδα"),
      (.textField, "πεδίο κειμένου|!πεδίο"),
      (.checkbox, "πλαίσιο ελέγχου"),
      (.toggle, "διακόπτης"),
      (.slider, "ρυθμιστικό"),
      (.menu, "!μενού"),
    ])

  /// Persian names the role first, as Arabic does ("دکمه ذخیره"), also joined to the name by the
  /// ezafe after a zero-width non-joiner ("دکمه‌ی ذخیره"); a plural suffix so joined names content
  /// ("دکمه‌ها", buttons).
  static let persian = RoleWordList(
    language: "fa", placement: .start, followingModifiers: ["جدید", "بعدی", "قبلی"],
    words: [
      (.button, "دکمه|دکمه\u{200C}ی"),
      (.link, "پیوند|لینک"),
      (.image, "تصویر"),
      (.icon, "نماد|آیکون|آیکن"),
      (.tab, "زبانه|زبانه\u{200C}ی"),
      (.textField, "فیلد متن|!فیلد"),
      (.checkbox, "کادر انتخاب"),
      (.slider, "لغزنده"),
      (.menu, "!منو|!منوی"),
    ])

  /// Vietnamese names the role first ("Nút Lưu"). Its diacritics are tones, so its words count
  /// only as written with them: "Nứt màn hình" (a cracked screen) names no button.
  static let vietnamese = RoleWordList(
    language: "vi", placement: .start, matchesDiacritics: true,
    words: [
      (.button, "nút"),
      (.image, "hình ảnh"),
      (.textField, "trường văn bản|ô văn bản|trường tìm kiếm|ô tìm kiếm|ô nhập"),
      (.checkbox, "hộp kiểm"),
      (.slider, "thanh trượt"),
      (.menu, "!menu"),
    ])

  /// Hindi names the role last ("सहेजें बटन"). Its vowel signs are part of each word, so a word
  /// counts only as written with them: folded, "मेनू" reads "मन" (mind) and "टैब" "टब" (a tub).
  static let hindi = RoleWordList(
    language: "hi", placement: .end, matchesDiacritics: true,
    actionVerbs: ["नया", "नई", "नए", "अगला", "अगली", "अगले", "पिछला", "पिछली", "पिछले"],
    words: [
      (.button, "बटन"),
      (.link, "लिंक"),
      (.image, "छवि|इमेज|इमेज़"),
      (.icon, "आइकन|आइकॉन"),
      (.tab, "टैब|टेब"),
      (.textField, "टेक्स्ट फ़ील्ड|टेक्स्ट फील्ड|!फ़ील्ड|!फील्ड"),
      (.checkbox, "चेकबॉक्स|चेक बॉक्स"),
      (.toggle, "स्विच"),
      (.slider, "स्लाइडर"),
      (.menu, "!मेनू|!मेन्यू|!मेनु"),
    ])

  /// Indonesian names the role first ("Tombol Simpan").
  static let indonesian = RoleWordList(
    language: "id", placement: .start, followingModifiers: ["baru", "berikutnya", "sebelumnya"],
    words: [
      (.button, "tombol"),
      (.link, "tautan"),
      (.image, "gambar"),
      (.icon, "ikon"),
      (.tab, "^tab"),
      (.textField, "bidang teks|kolom teks|!kolom"),
      (.checkbox, "kotak centang"),
      (.toggle, "sakelar"),
      (.slider, "penggeser"),
      (.menu, "!menu"),
    ])
}
