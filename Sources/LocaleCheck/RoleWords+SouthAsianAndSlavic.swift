extension RoleWords {
  // Role words of Bengali, Urdu, Belarusian and Macedonian, as screen readers and Microsoft's
  // terminology name the controls. Bengali and Urdu, like Hindi, put the role after the action
  // ("সংরক্ষণ বোতাম", "محفوظ کریں بٹن"). Words that are also everyday content are left out: a
  // picture, a heading (a title), Macedonian "врска" (a connection) and "мени" alone (also "to
  // me"); a menu, a badge-like icon or a field count only beside other words.

  static let bengali = RoleWordList(
    language: "bn", placement: .end, matchesDiacritics: true,
    actionVerbs: ["নতুন", "পরবর্তী", "পরের", "পূর্ববর্তী", "আগের"],
    words: [
      (.button, "বোতাম|বাটন"),
      (.link, "লিঙ্ক|লিংক"),
      (.icon, "আইকন"),
      (.tab, "ট্যাব"),
      (.textField, "টেক্সট ফিল্ড|!ফিল্ড"),
      (.checkbox, "চেকবক্স|চেক বক্স"),
      (.toggle, "টগল"),
      (.slider, "স্লাইডার"),
      (.menu, "!মেনু|!মেনূ"),
    ])

  static let urdu = RoleWordList(
    language: "ur", placement: .end,
    actionVerbs: ["نیا", "نئی", "نئے", "اگلا", "اگلی", "اگلے", "پچھلا", "پچھلی", "پچھلے"],
    words: [
      (.button, "بٹن"),
      (.link, "لنک"),
      (.icon, "آئیکن|آئکن"),
      (.tab, "ٹیب"),
      (.textField, "ٹیکسٹ فیلڈ|!فیلڈ"),
      (.checkbox, "چیک باکس"),
      (.toggle, "ٹوگل"),
      (.slider, "سلائیڈر"),
      (.menu, "!مینو"),
    ])

  static let belarusian = RoleWordList(
    language: "be", placement: .either,
    actionVerbs: [
      "новая", "новы", "новае", "новую", "новыя", "наступная", "наступны", "наступнае", "папярэдняя",
      "папярэдні", "папярэдняе",
    ],
    words: [
      (.button, "кнопка"),
      (.link, "спасылка"),
      (.icon, "!значок|іконка"),
      (.tab, "укладка"),
      (.textField, "тэкставае поле|поле ўводу|!поле"),
      (.checkbox, "сцяжок"),
      (.toggle, "пераключальнік"),
      (.slider, "паўзунок"),
      (.menu, "!меню"),
    ])

  static let macedonian = RoleWordList(
    language: "mk", placement: .either,
    actionVerbs: [
      "нова", "нов", "ново", "нови", "следна", "следен", "следно", "претходна", "претходен", "претходно",
    ],
    words: [
      (.button, "копче"),
      (.link, "хиперврска|!линк"),
      (.icon, "икона"),
      (.tab, "јазиче"),
      (.textField, "текстуално поле|!поле"),
      (.checkbox, "поле за штиклирање"),
      (.toggle, "прекинувач"),
      (.slider, "лизгач"),
      (.menu, "паѓачко мени"),
    ])
}
