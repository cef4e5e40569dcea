import Testing

@testable import LocaleCheck

/// Azerbaijani, Kazakh, Uzbek, Mongolian and Swahili role words.
@Suite struct RoleWordCentralAsianAndSwahiliTests {
  @Test(arguments: [
    ("Yadda saxla düyməsi", "az", "düyməsi"), ("Səs sürüşdürücüsü", "az", "sürüşdürücüsü"),
    ("Сақтау түймесі", "kk", "түймесі"), ("Дыбыс жүгірткісі", "kk", "жүгірткісі"),
    ("Saqlash tugmasi", "uz", "tugmasi"), ("Ovoz slayderi", "uz", "slayderi"),
    ("Хадгалах товчлуур", "mn", "товчлуур"), ("Хайлтын текстийн талбар", "mn", "текстийн талбар"),
    ("Kitufe cha kuhifadhi", "sw", "kitufe"), ("Aikoni ya programu", "sw", "aikoni"),
    ("Save button", "kk", "button"),
  ])
  func roleWordsAreFound(label: String, language: String, expected: String) {
    #expect(RoleWords.roleWord(in: label, language: language) == expected)
  }

  /// Content: a new tab, a menu alone, a plain action, words left out of the lists.
  @Test(arguments: [
    ("Yeni menyu", "az"), ("Menyu", "az"), ("Keçid", "az"), ("Yadda saxla", "az"),
    ("Жаңа қойынды", "kk"), ("Мәзір", "kk"), ("Сілтеме", "kk"), ("Тілді ауыстырғыш", "kk"), ("Сақтау", "kk"),
    ("Havola", "uz"), ("Yangi menyu", "uz"), ("Menyu", "uz"), ("Belgi", "uz"), ("Saqlash", "uz"),
    ("Шинэ холбоос", "mn"), ("Цэс", "mn"), ("Гулсуур", "mn"), ("Товч мэдээ", "mn"), ("Хадгалах", "mn"),
    ("Menyu mpya", "sw"), ("Menyu", "sw"), ("Kiungo", "sw"), ("Kitelezi", "sw"), ("Hifadhi", "sw"),
  ])
  func contentPasses(label: String, language: String) {
    #expect(RoleWords.roleWord(in: label, language: language) == nil)
  }

  @Test func translationsAreReported() throws {
    let reported = try RoleWordReports.reported([
      "save": [
        "en": "Save", "az": "Yadda saxla düyməsi", "kk": "Сақтау түймесі", "uz": "Saqlash tugmasi",
        "mn": "Хадгалах товчлуур", "sw": "Kitufe cha kuhifadhi",
      ],
      "tab": ["en": "New Tab", "kk": "Жаңа қойынды", "az": "Yeni menyu"],
    ])
    #expect(reported == ["save az", "save kk", "save mn", "save sw", "save uz"])
  }
}
