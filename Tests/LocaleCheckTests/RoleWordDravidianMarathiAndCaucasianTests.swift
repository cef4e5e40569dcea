import Testing

@testable import LocaleCheck

/// Tamil, Telugu, Kannada, Malayalam, Marathi, Georgian and Armenian role words (research 86:
/// TalkBack's and Chrome's spoken role names), and Hindi and Bengali words read with their marks.
@Suite struct RoleWordDravidianMarathiAndCaucasianTests {
  @Test(arguments: [
    ("சேமி பட்டன்", "ta", "பட்டன்"), ("மெனுவை மூடுவதற்கான பட்டன்", "ta", "பட்டன்"), ("ஒலி ஸ்லைடர்", "ta", "ஸ்லைடர்"),
    ("ట్యుటోరియల్ హోమ్ బటన్", "te", "బటన్"), ("షేర్ లింక్", "te", "లింక్"),
    ("ಟ್ಯುಟೋರಿಯಲ್ ಮುಖಪುಟ ಬಟನ್", "kn", "ಬಟನ್"), ("ಆ್ಯಪ್ ಐಕಾನ್", "kn", "ಐಕಾನ್"),
    ("ട്യൂട്ടോറിയൽ ഹോം ബട്ടൺ", "ml", "ബട്ടൺ"), ("ശബ്ദ സ്ലൈഡർ", "ml", "സ്ലൈഡർ"),
    ("ट्युटोरियल होम बटण", "mr", "बटण"), ("प्रोफाइल इमेज", "mr", "इमेज"),
    ("გაუქმების ღილაკი", "ka", "ღილაკი"), ("აპის ხატულა", "ka", "ხატულა"),
    ("Ուղեցույցի գլխավոր էջ անցնելու կոճակ", "hy", "կոճակ"), ("Ձայնի սահիչ", "hy", "սահիչ"),
    ("सहेजें बटन", "hi", "बटन"), ("खोज टेक्स्ट फील्ड", "hi", "टेक्स्ट फील्ड"), ("সংরক্ষণ বোতাম", "bn", "বোতাম"),
    ("Save button", "ta", "button"),
    // A joiner at a word's edge joins nothing; other spellings labels write; Malayalam's older
    // chillu with a joiner.
    ("सहेजें बटन\u{200C}", "hi", "बटन"), ("సేవ్ బటన్\u{200C}", "te", "బటన్"), ("প্রধান মেনূ", "bn", "মেনূ"),
    ("मुख्य मेनु", "hi", "मेनु"), ("होम टेब", "hi", "टेब"), ("मुख्य मेन्यू", "mr", "मेन्यू"),
    ("ബ്ലൂടൂത്ത് ടോഗിള്\u{200D}", "ml", "ടോഗിള്"),
    // Canonically equal spellings: one scalar for "फ़", a decomposed "ೈ" (audit 88).
    ("नाम \u{095E}ील्ड", "hi", "फ़ील्ड"), ("ವಾಲ್ಯೂಮ್ ಸ್ಲ\u{0CC6}\u{0CD6}ಡರ್", "kn", "ಸ್ಲೈಡರ್"),
  ])
  func roleWordsAreFound(label: String, language: String, expected: String) {
    #expect(RoleWords.roleWord(in: label, language: language) == expected)
  }

  /// Content: a new or next tab, a menu alone, an action whose object comes first, words left out
  /// (Tamil இணைப்பு, a connection; Georgian სურათი, a picture), and words that read as role words
  /// only without their vowel signs (Hindi "टब", a tub; "मन", mind; Telugu "లంక", Lanka).
  @Test(arguments: [
    ("புதிய தாவல்", "ta"), ("மெனு", "ta"), ("இணைப்பைப் பகிர்", "ta"), ("இணைப்பு", "ta"), ("சேமி", "ta"),
    ("కొత్త ట్యాబ్", "te"), ("శ్రీ లంక", "te"), ("మెను", "te"), ("సేవ్", "te"),
    ("ಹೊಸ ಟ್ಯಾಬ್", "kn"), ("ಮೆನು", "kn"), ("ಚಿತ್ರವನ್ನು ಉಳಿಸು", "kn"),
    ("പുതിയ ടാബ്", "ml"), ("മെനു", "ml"), ("ചിത്രം പങ്കിടുക", "ml"),
    ("नवीन टॅब", "mr"), ("माझे मन", "mr"), ("दुवा शेअर करा", "mr"), ("मेनू", "mr"),
    ("ახალი ჩანართი", "ka"), ("ბმულის ასლი", "ka"), ("სურათი", "ka"), ("მენიუ", "ka"),
    ("Նոր ներդիր", "hy"), ("Պատճենել հղում", "hy"), ("Պատճենել հղումը", "hy"), ("Ընտրացանկ", "hy"),
    ("இரட்டைத் தாவல்", "ta"), ("Ընտրել պատկերակ", "hy"), ("Փոխել պատկերակ", "hy"),
    ("बाथ टब", "hi"), ("मेरा मन", "hi"), ("नया टैब", "hi"), ("আমার মেন", "bn"),
  ])
  func contentPasses(label: String, language: String) {
    #expect(RoleWords.roleWord(in: label, language: language) == nil)
  }

  @Test func translationsAreReported() throws {
    let reported = try RoleWordReports.reported([
      "save": [
        "en": "Save", "ta": "சேமி பட்டன்", "te": "సేవ్ బటన్", "kn": "ಉಳಿಸು ಬಟನ್", "ml": "സേവ് ബട്ടൺ",
        "mr": "सेव्ह बटण", "ka": "შენახვის ღილაკი", "hy": "Պահպանելու կոճակ",
      ],
      "tab": ["en": "New Tab", "ta": "புதிய தாவல்", "ka": "ახალი ჩანართი", "hy": "Նոր ներդիր"],
    ])
    #expect(reported == ["save hy", "save ka", "save kn", "save ml", "save mr", "save ta", "save te"])
  }
}
