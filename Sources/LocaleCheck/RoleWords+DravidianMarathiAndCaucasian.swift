extension RoleWords {
  /// Tamil names the role last ("சேமி பட்டன்"). Its vowel signs and virama are part of each word,
  /// so a word counts only as written with them; "link" (இணைப்பு, also a connection or an
  /// attachment), "image" (படம், also a film) and "tab" (தாவல், also a jump) are everyday words
  /// and left out. Role words from TalkBack's and Chrome's spoken role names (research 86).
  static let tamil = RoleWordList(
    language: "ta", placement: .end, matchesDiacritics: true,
    actionVerbs: ["புதிய", "புது", "அடுத்த", "முந்தைய"],
    words: [
      (.button, "பட்டன்|பொத்தான்"),
      (.icon, "ஐகான்"),
      (.textField, "உரைப் புலம்|உரை புலம்|தேடல் உரைப் புலம்|தேடல் பெட்டி|திருத்துதல் பெட்டி"),
      (.checkbox, "செக்பாக்ஸ்|செக் பாக்ஸ்"),
      (.toggle, "ஸ்விட்ச்$"),
      (.slider, "ஸ்லைடர்"),
      (.menu, "!மெனு"),
    ])

  /// Telugu names the role last ("సేవ్ బటన్"); "image" (చిత్రం, also a film) is left out.
  static let telugu = RoleWordList(
    language: "te", placement: .end, matchesDiacritics: true,
    actionVerbs: ["కొత్త", "తదుపరి", "తర్వాత", "తరువాతి", "మునుపటి"],
    words: [
      (.button, "బటన్"),
      (.link, "లింక్$"),
      (.icon, "ఐకాన్"),
      (.tab, "ట్యాబ్$|ట్యాబు$"),
      (.textField, "వచన ఫీల్డ్|టెక్స్ట్ ఫీల్డ్|శోధన వచనం ఫీల్డ్|ఎడిట్ బాక్స్|సవరణ పెట్టె"),
      (.checkbox, "చెక్ బాక్స్|చెక్\u{200C}బాక్స్|చెక్బాక్స్"),
      (.toggle, "స్విచ్$|టోగుల్$"),
      (.slider, "స్లయిడర్|స్లైడర్"),
      (.menu, "!మెనూ|!మెను"),
    ])

  /// Kannada names the role last ("ಉಳಿಸು ಬಟನ್"); "image" (ಚಿತ್ರ, also a film) is left out.
  static let kannada = RoleWordList(
    language: "kn", placement: .end, matchesDiacritics: true,
    actionVerbs: ["ಹೊಸ", "ಮುಂದಿನ", "ಹಿಂದಿನ"],
    words: [
      (.button, "ಬಟನ್"),
      (.link, "ಲಿಂಕ್$"),
      (.icon, "ಐಕಾನ್"),
      (.tab, "ಟ್ಯಾಬ್$"),
      (.textField, "ಪಠ್ಯ ಫೀಲ್ಡ್|ಪಠ್ಯ ಕ್ಷೇತ್ರ|ಎಡಿಟ್ ಬಾಕ್ಸ್|ಹುಡುಕಾಟ ಬಾಕ್ಸ್"),
      (.checkbox, "ಚೆಕ್ ಬಾಕ್ಸ್|ಚೆಕ್\u{200C}ಬಾಕ್ಸ್|ಚೆಕ್ಬಾಕ್ಸ್"),
      (.toggle, "ಸ್ವಿಚ್$|ಟಾಗಲ್$"),
      (.slider, "ಸ್ಲೈಡರ್"),
      (.menu, "!ಮೆನು"),
    ])

  /// Malayalam names the role last ("സേവ് ബട്ടൺ"); older text writes the chillu with a joiner
  /// ("ബട്ടണ്\u{200D}"), read as "ബട്ടണ്". "image" (ചിത്രം, also a painting) is left out.
  static let malayalam = RoleWordList(
    language: "ml", placement: .end, matchesDiacritics: true,
    actionVerbs: ["പുതിയ", "അടുത്ത", "മുമ്പത്തെ", "മുൻപത്തെ"],
    words: [
      (.button, "ബട്ടൺ|ബട്ടണ്"),
      (.link, "ലിങ്ക്$"),
      (.icon, "ഐക്കൺ|ഐക്കണ്"),
      (.tab, "ടാബ്$"),
      (.textField, "ടെക്സ്റ്റ് ഫീൽഡ്|ടെക്സ്റ്റ് ഫീല്ഡ്|തിരയൽ ടെക്സ്റ്റ് ഫീൽഡ്|എഡിറ്റ് ബോക്സ്|സെർച്ച് ബോക്സ്"),
      (.checkbox, "ചെക്ക് ബോക്സ്|ചെക്ക്ബോക്സ്"),
      (.toggle, "സ്വിച്ച്$|ടോഗിൾ$|ടോഗിള്$"),
      (.slider, "സ്ലൈഡർ|സ്ലൈഡര്"),
      (.menu, "!മെനു"),
    ])

  /// Marathi names the role last ("सेव्ह बटण"); "link" as दुवा (also a blessing) and "image" as
  /// चित्र (a picture) are left out.
  static let marathi = RoleWordList(
    language: "mr", placement: .end, matchesDiacritics: true,
    actionVerbs: ["नवीन", "नवा", "नवी", "नवे", "पुढील", "पुढचा", "पुढची", "मागील", "मागचा", "मागची"],
    words: [
      (.button, "बटण|बटन"),
      (.link, "लिंक$"),
      (.image, "इमेज$"),
      (.icon, "आयकॉन|आयकन"),
      (.tab, "टॅब$|टैब$"),
      (.textField, "मजकूर फील्ड|टेक्स्ट फील्ड|संपादन बॉक्स|सर्च बॉक्स"),
      (.checkbox, "चेक बॉक्स|चेकबॉक्स"),
      (.toggle, "स्विच$|टॉगल$"),
      (.slider, "स्लायडर|स्लाइडर"),
      (.menu, "!मेनू|!मेन्यू"),
    ])

  /// Georgian names the role last ("შენახვის ღილაკი"); an action puts its object before it in
  /// the genitive ("ბმულის ასლი", copy link), so a role word at the end is the element's.
  /// "image" (სურათი, any picture) and "field" alone (ველი) are left out.
  static let georgian = RoleWordList(
    language: "ka", placement: .end,
    actionVerbs: ["ახალი", "ახალ", "შემდეგი", "შემდეგ", "მომდევნო", "წინა"],
    words: [
      (.button, "ღილაკი"),
      (.link, "ბმული$"),
      (.icon, "ხატულა"),
      (.tab, "ჩანართი$"),
      (.textField, "ტექსტური ველი|ტექსტის ველი|საძიებო ველი|რედაქტირების ველი"),
      (.checkbox, "მოსანიშნი ველი"),
      (.toggle, "გადამრთველი"),
      (.slider, "სლაიდერი"),
      (.menu, "!მენიუ"),
    ])

  /// Armenian names the role last ("Պահպանելու կոճակ") and puts an action's verb first
  /// ("Պատճենել հղումը", copy the link). "picture" (նկար) and "field" alone (դաշտ) are left out.
  static let armenian = RoleWordList(
    language: "hy", placement: .end,
    actionVerbs: [
      "նոր", "հաջորդ", "նախորդ", "պատճենել", "բացել", "պահել", "պահպանել", "տարածել", "ներբեռնել",
      "ուղարկել", "ավելացնել", "ջնջել", "փակել", "ցուցադրել", "թաքցնել", "դիտել", "նախադիտել", "որոնել",
      "էջանշել", "ընտրել", "փոխել",
    ],
    words: [
      (.button, "կոճակ"),
      (.link, "հղում$"),
      (.icon, "պատկերակ"),
      (.tab, "ներդիր$"),
      (.textField, "տեքստային դաշտ|որոնման դաշտ|խմբագրման դաշտ"),
      (.checkbox, "նշավանդակ"),
      (.toggle, "փոխանջատիչ"),
      (.slider, "սահիչ"),
      (.menu, "!ընտրացանկ"),
    ])
}
