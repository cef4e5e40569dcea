import Testing

@testable import LocaleCheck

/// Gujarati, Punjabi, Nepali, Sinhala, Khmer, Burmese, Amharic and Zulu role words (research 92:
/// TalkBack's and Chrome's spoken role names, Firefox's and Flutter's labels).
@Suite struct RoleWordIndicSoutheastAsianAndAfricanTests {
  @Test(arguments: [
    ("ટ્યૂટૉરિઅલ હોમ બટન", "gu", "બટન"), ("વોલ્યુમ સ્લાઇડર", "gu", "સ્લાઇડર"), ("સેટિંગ્સ ટૅબ", "gu", "ટૅબ"),
    ("ਟਿਊਟੋਰੀਅਲ ਹੋਮ ਬਟਨ", "pa", "ਬਟਨ"), ("ਅਵਾਜ਼ ਸਲਾਈਡਰ", "pa", "ਸਲਾਈਡਰ"), ("ਖਾਤਾ ਮੀਨੂ", "pa", "ਮੀਨੂ"),
    ("ਖਾਤਾ ਮੇਨੂ", "pa", "ਮੇਨੂ"),
    ("ट्युटोरियलको गृहपृष्ठ बटन", "ne", "बटन"), ("एपको आइकन", "ne", "आइकन"),
    ("නිබන්ධන මුල් පිටු බොත්තම", "si", "බොත්තම"), ("නම පෙළ ක්ෂේත්\u{200D}රය", "si", "පෙළ ක්ෂේත්\u{200D}රය"),
    ("නම පෙළ ක්ෂේත්රය", "si", "පෙළ ක්ෂේත්රය"),
    ("ប៊ូតុងទំព័រដើមនៃការបង្រៀន", "km", "ប៊ូតុង"), ("ប៊ូតុងបន្ទាប់", "km", "ប៊ូតុង"),
    ("လေ့ကျင့်ခန်း ပင်မစာမျက်နှာ ခလုတ်", "my", "ခလုတ်"), ("ရေဒီယိုခလုတ်", "my", "ခလုတ်"),
    ("የአጋዥ ስልጠና መነሻ አዝራር", "am", "አዝራር"), ("የመተግበሪያ አዶ", "am", "አዶ"),
    ("Inkinobho yekhaya yesifundo", "zu", "inkinobho"), ("Isilayida sevolumu", "zu", "isilayida"),
    ("Save button", "zu", "button"),
  ])
  func roleWordsAreFound(label: String, language: String, expected: String) {
    #expect(RoleWords.roleWord(in: label, language: language) == expected)
  }

  /// Content: a new, next or previous tab; an action on a link; a menu alone; words left out
  /// (pictures, Khmer តំណ, Amharic አገናኝ, "connect!"); words that read as role words only
  /// without their vowel signs (Gujarati "ટબ", a tub; Punjabi "ਮੀਨ", a fish).
  @Test(arguments: [
    ("નવી ટૅબ", "gu"), ("લિંક કૉપિ કરો", "gu"), ("મેનૂ", "gu"), ("છબી", "gu"), ("પાણીનો ટબ", "gu"),
    ("ਨਵੀਂ ਟੈਬ", "pa"), ("ਡਾਊਨਲੋਡ ਲਿੰਕ", "pa"), ("ਮੀਨੂ", "pa"), ("ਚਿੱਤਰ", "pa"), ("ਮੀਨ ਰਾਸ਼ੀ", "pa"),
    ("नयाँ ट्याब", "ne"), ("सेयर लिङ्क", "ne"), ("मेनु", "ne"), ("मेरो मन", "ne"),
    ("නව ටැබය", "si"), ("බාගැනීමේ සබැඳිය", "si"), ("මෙනුව", "si"), ("රූපය", "si"),
    ("ផ្ទាំងថ្មី", "km"), ("ចម្លងតំណ", "km"), ("ម៉ឺនុយ", "km"), ("រូបភាព", "km"),
    ("ယခင် တဘ်", "my"), ("ဒေါင်းလုဒ်လင့်ခ်", "my"), ("မီနူး", "my"), ("ပုံ", "my"),
    ("አዲስ ትር", "am"), ("አገናኝ ቅዳ", "am"), ("ምናሌ", "am"), ("ምስል", "am"),
    ("Ithebhu entsha", "zu"), ("Kopisha isixhumanisi", "zu"), ("Imenyu", "zu"), ("Isithombe", "zu"),
    // Audit 95: a duplicate or private tab is one the command makes.
    ("નકલી ટેબ", "gu"), ("ખાનગી ટૅબ", "gu"), ("ਡੁਪਲੀਕੇਟ ਟੈਬ", "pa"), ("नक्कली ट्याब", "ne"), ("Private Tab", "gu"),
  ])
  func contentPasses(label: String, language: String) {
    #expect(RoleWords.roleWord(in: label, language: language) == nil)
  }

  @Test func translationsAreReported() throws {
    let reported = try RoleWordReports.reported([
      "save": [
        "en": "Save", "gu": "સાચવો બટન", "pa": "ਰੱਖਿਅਤ ਕਰੋ ਬਟਨ", "ne": "सेभ बटन", "si": "සුරකින්න බොත්තම",
        "km": "ប៊ូតុងរក្សាទុក", "my": "သိမ်းရန်ခလုတ်", "am": "አስቀምጥ አዝራር", "zu": "Inkinobho yokulondoloza",
      ],
      "tab": ["en": "New Tab", "gu": "નવી ટૅબ", "km": "ផ្ទាំងថ្មី", "my": "တပ်ဗ်အသစ်", "zu": "Ithebhu entsha"],
    ])
    #expect(
      reported == ["save am", "save gu", "save km", "save my", "save ne", "save pa", "save si", "save zu"])
  }
}
