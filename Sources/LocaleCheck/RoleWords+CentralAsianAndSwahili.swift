extension RoleWords {
  // Role words of Azerbaijani, Kazakh, Uzbek, Mongolian and Swahili, as screen readers and
  // Microsoft's terminology name the controls. The Turkic languages and Mongolian put the role
  // last ("Yadda saxla düyməsi", "Сақтау түймесі") and its possessive ending on it; Swahili names
  // it first ("Kitufe cha kuhifadhi"). Words that are also everyday content are left out:
  // Azerbaijani "keçid" (a crossing) and "nişan" (a mark), Uzbek "belgi" (a sign) and "varaq" (a
  // sheet), Mongolian "товч" (also "brief") and "дүрс" (a figure), Swahili "kiungo" (a limb),
  // Kazakh "сілтеме" and Uzbek "havola" (also a reference), Kazakh "ауыстырғыш" (a switcher, as
  // of languages), Mongolian "гулсуур" and Swahili "kitelezi" (also a playground's slide).

  static let azerbaijani = RoleWordList(
    language: "az", placement: .end, actionVerbs: ["yeni", "növbəti", "əvvəlki"],
    words: [
      (.button, "düymə|düyməsi"),
      (.icon, "ikon|ikonu"),
      (.textField, "mətn sahəsi"),
      (.slider, "sürüşdürücü|sürüşdürücüsü"),
      (.menu, "!menyu|!menyusu"),
    ])

  static let kazakh = RoleWordList(
    language: "kk", placement: .end, actionVerbs: ["жаңа", "келесі", "алдыңғы"],
    words: [
      (.button, "түйме|түймесі|батырма|батырмасы"),
      (.icon, "белгіше|белгішесі"),
      (.tab, "қойынды|қойындысы"),
      (.textField, "мәтін өрісі"),
      (.slider, "жүгірткі|жүгірткісі"),
      (.menu, "!мәзір|!мәзірі"),
    ])

  static let uzbek = RoleWordList(
    language: "uz", placement: .end, actionVerbs: ["yangi", "keyingi", "oldingi"],
    words: [
      (.button, "tugma|tugmasi"),
      (.textField, "matn maydoni"),
      (.slider, "slayder|slayderi"),
      (.menu, "!menyu|!menyusi"),
    ])

  static let mongolian = RoleWordList(
    language: "mn", placement: .end, actionVerbs: ["шинэ", "дараах", "дараагийн", "өмнөх"],
    words: [
      (.button, "товчлуур"),
      (.link, "холбоос"),
      (.icon, "дүрс тэмдэг"),
      (.textField, "текстийн талбар"),
      (.checkbox, "чагтлах нүд"),
      (.menu, "!цэс"),
    ])

  /// Swahili names the role first ("Kitufe cha kuhifadhi").
  static let swahili = RoleWordList(
    language: "sw", placement: .start, followingModifiers: ["mpya", "kipya", "ijayo", "inayofuata"],
    words: [
      (.button, "kitufe"),
      (.icon, "aikoni"),
      (.textField, "sehemu ya maandishi"),
      (.checkbox, "kisanduku cha kuteua"),
      (.toggle, "swichi"),
      (.menu, "!menyu"),
    ])
}
