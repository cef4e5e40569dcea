extension RoleWords {
  /// Gujarati names the role last ("રદ કરો બટન") and mostly writes the English word; a word
  /// counts only as written with its vowel signs ("ટેબ", a tab; "ટબ", a tub). "image" as છબી (a
  /// photo, a portrait) is left out. Role words from TalkBack's and Chrome's spoken role names
  /// (research 92), as the other lists'.
  static let gujarati = RoleWordList(
    language: "gu", placement: .end, matchesDiacritics: true,
    actionVerbs: [
      "નવું", "નવી", "નવા", "નવો", "આગલું", "આગલો", "આગલી", "આગલા", "પહેલાંનું", "પહેલાંનો", "પહેલાંની", "પાછલું",
      "પાછલી", "પાછલા", "પાછળનો", "પાછળની", "પાછળનું", "ઇમેલ", "નકલી",
    ],
    words: [
      (.button, "બટન"),
      (.link, "લિંક$"),
      (.image, "ઇમેજ$|ઈમેજ$"),
      (.icon, "આઇકન|આઇકૉન"),
      (.tab, "ટેબ$|ટૅબ$"),
      (.textField, "ટેક્સ્ટ ફીલ્ડ|સંપાદન બૉક્સ|શોધ બૉક્સ|શોધ બોક્સ"),
      (.checkbox, "ચેકબોક્સ|ચેકબૉક્સ|ચેક બોક્સ|ચેક બૉક્સ"),
      (.toggle, "સ્વિચ$|ટોગલ$|ટૉગલ$"),
      (.slider, "સ્લાઇડર"),
      (.menu, "!મેનૂ|!મેનુ"),
    ],
    // A private tab is one a command opens, as a new tab is (audit 95).
    contentEnds: "ખાનગી ટૅબ|ખાનગી ટેબ")

  /// Punjabi (Gurmukhi) names the role last ("ਰੱਦ ਕਰੋ ਬਟਨ"), in English words; "image" (ਚਿੱਤਰ, a
  /// picture) and "icon" (ਪ੍ਰਤੀਕ, a symbol) are left out.
  static let punjabi = RoleWordList(
    language: "pa", placement: .end, matchesDiacritics: true,
    actionVerbs: ["ਨਵਾਂ", "ਨਵੀਂ", "ਨਵੇਂ", "ਅਗਲਾ", "ਅਗਲੀ", "ਅਗਲੇ", "ਪਿਛਲਾ", "ਪਿਛਲੀ", "ਪਿਛਲੇ", "ਡਾਊਨਲੋਡ", "ਡੁਪਲੀਕੇਟ"],
    words: [
      (.button, "ਬਟਨ"),
      (.link, "ਲਿੰਕ$"),
      (.tab, "ਟੈਬ$"),
      (.textField, "ਲਿਖਤ ਖੇਤਰ|ਸੰਪਾਦਨ ਬਾਕਸ|ਖੋਜ ਬਾਕਸ"),
      (.checkbox, "ਚੈੱਕ ਬਾਕਸ|ਚੈੱਕਬਾਕਸ"),
      (.toggle, "ਸਵਿੱਚ$|ਟੌਗਲ$"),
      (.slider, "ਸਲਾਈਡਰ"),
      (.menu, "!ਮੀਨੂ|!ਮੇਨੂ"),
    ])

  /// Nepali names the role last ("ट्युटोरियलको गृहपृष्ठ बटन"); "image" as तस्विर (a picture) is
  /// left out.
  static let nepali = RoleWordList(
    language: "ne", placement: .end, matchesDiacritics: true,
    actionVerbs: ["नयाँ", "अर्को", "अघिल्लो", "पछिल्लो", "डाउनलोड", "सेयर", "नक्कली"],
    words: [
      (.button, "बटन"),
      (.link, "लिङ्क$|लिंक$"),
      (.image, "छवि$"),
      (.icon, "आइकन"),
      (.tab, "ट्याब$"),
      (.textField, "पाठ फिल्ड|पाठ क्षेत्र|सम्पादन बाकस|खोज बाकस"),
      (.checkbox, "जाँच बाकस"),
      (.toggle, "स्विच$|टगल$"),
      (.slider, "स्लाइडर"),
      (.menu, "!मेनु|!मेनू"),
    ])

  /// Sinhala names the role last, in the definite form ("නිබන්ධන මුල් පිටු බොත්තම"); "image"
  /// (රූපය, a picture) and "tab" as පටිත්ත (a ribbon) are left out. Its conjuncts are written
  /// with a joiner, which splits words here, so a word with one is listed both ways.
  static let sinhala = RoleWordList(
    language: "si", placement: .end, matchesDiacritics: true,
    actionVerbs: ["නව", "අලුත්", "ඊළඟ", "පෙර", "කලින්", "බාගැනීමේ"],
    words: [
      (.button, "බොත්තම"),
      (.link, "සබැඳිය$"),
      (.icon, "නිරූපකය|අයිකනය"),
      (.tab, "ටැබය$|ටැබ$"),
      (.textField, "පෙළ ක්ෂේත්\u{200D}රය|පෙළ ක්ෂේත්රය|සංස්කරණ කොටුව|සෙවීම් කොටුව"),
      (.checkbox, "සලකුණු කොටුව|තේරීම් කොටුව"),
      (.toggle, "ස්විචය$"),
      (.slider, "ස්ලයිඩරය|ස්ලයිඩර්$"),
      (.menu, "!මෙනුව"),
    ])

  /// Khmer, written without spaces, names the role first ("ប៊ូតុងទំព័រដើម"), as Thai; "link" (តំណ,
  /// which starts "represent"), "image" (a picture) and "tab" (ផ្ទាំង, also a panel) are left out.
  static let khmer = RoleWordList(
    language: "km", placement: .start, unspaced: true, matchesDiacritics: true,
    followingModifiers: ["ថ្មី", "បន្ទាប់", "មុន"],
    words: [
      (.button, "ប៊ូតុង"),
      (.icon, "រូបតំណាង"),
      (.textField, "ប្រអប់អត្ថបទ|ប្រអប់ស្វែងរក|ប្រអប់កែសម្រួល"),
      (.checkbox, "ប្រអប់ធីក"),
      (.toggle, "ប៊ូតុងបិទបើក"),
      (.slider, "របាររំកិល"),
      (.menu, "!ម៉ឺនុយ"),
    ])

  /// Burmese, written without spaces between words, names the role last ("ရေဒီယို ခလုတ်");
  /// "image" (ပုံ, also a shape) and "icon" (သင်္ကေတ, a symbol) are left out.
  static let burmese = RoleWordList(
    language: "my", placement: .end, unspaced: true, matchesDiacritics: true,
    actionVerbs: ["နောက်", "ယခင်", "ဒေါင်းလုဒ်"],
    words: [
      (.button, "ခလုတ်"),
      (.link, "လင့်ခ်|လင်ခ့်"),
      (.tab, "တဘ်|တပ်ဗ်"),
      (.textField, "စာသားအကွက်|စာသား အကွက်|တည်းဖြတ်ရန်အကွက်|တည်းဖြတ်ရန် အကွက်"),
      (.checkbox, "ခြစ်ရန်အကွက်|ခြစ်ရန် အကွက်|ရွေးချယ်ရန်အကွက်|ရွှေးချယ်ရန်အကွက်|ခြစ်ရန်နေရာ|ခြစ်ရန် နေရာ"),
      (.slider, "ရွှေ့တုံး|ဆလိုက်ဒါ"),
      (.menu, "!မီနူး|!မီနျူး"),
    ])

  /// Amharic names the role last ("የአጋዥ ስልጠና መነሻ አዝራር"); "link" (አገናኝ, also "connect!") and
  /// "image" (ምስል, a picture) are left out.
  static let amharic = RoleWordList(
    language: "am", placement: .end,
    actionVerbs: ["አዲስ", "አዲሱ", "በአዲስ", "ቀጣይ", "ቀጣዩ", "ቀዳሚ", "ቀዳሚው"],
    words: [
      (.button, "አዝራር"),
      (.icon, "አዶ"),
      (.tab, "ትር$"),
      (.textField, "የጽሑፍ መስክ|የጽሁፍ መስክ|የፍለጋ ሳጥን|የአርትዖት ሳጥን"),
      (.checkbox, "አመልካች ሳጥን"),
      (.toggle, "መቀያየሪያ|ማብሪያ ማጥፊያ"),
      (.slider, "ተንሸራታች$"),
      (.menu, "!ምናሌ"),
    ])

  /// Zulu names the role first, as a noun with its class prefix ("Inkinobho yekhaya"); "new",
  /// "next" and "previous" follow it and agree with it ("Ithebhu entsha"). "image" (isithombe,
  /// a picture) is left out.
  static let zulu = RoleWordList(
    language: "zu", placement: .start,
    followingModifiers: [
      "entsha", "esisha", "elisha", "elandelayo", "esilandelayo", "elilandelayo", "yangaphambilini",
      "sangaphambilini", "langaphambilini", "edlule", "eyedlule",
    ],
    words: [
      (.button, "inkinobho"),
      (.link, "isixhumanisi"),
      (.icon, "isithonjana"),
      (.tab, "ithebhu"),
      (.textField, "inkambu yombhalo|inkambu yokusesha|ibhokisi lokusesha|ibhokisi lokuhlela"),
      (.checkbox, "ibhokisi lokuthikha|ibhokisi lokuhlola"),
      (.toggle, "iswishi"),
      (.slider, "isilayida|isilayidi"),
      (.menu, "!imenyu"),
    ])
}
