extension RoleWords {
  // Role words of Slovenian, Serbian, Lithuanian, Latvian and Estonian, as screen readers and
  // Microsoft's terminology name the controls. Words that are also everyday content are left
  // out: Slovenian "povezava" and Serbian "веза" (also a connection: "Ni povezave"), Slovenian
  // and Serbian "meni" (also "to me": "O meni", About me; only the drop-down menu is listed),
  // Lithuanian "skirtukas" (also a separator: "Laukų skirtukas"), Slovenian "naslov" (also an address), "slika", "слика", "paveikslėlis" and "pilt" (a picture: "Profilna
  // slika"), Serbian "картица" (a card), and every language's word for a heading (a title).
  // A field is a field only beside other words, and at the end in the Baltic languages, which
  // put it last ("Vardo laukas", "Nimeväli").

  static let slovenian = RoleWordList(
    language: "sl", placement: .either,
    actionVerbs: [
      "nov", "nova", "novo", "novi", "nove", "naslednji", "naslednja", "naslednje", "prejšnji", "prejšnja",
      "prejšnje",
    ],
    words: [
      (.button, "gumb"),
      (.link, "hiperpovezava"),
      (.icon, "ikona"),
      (.tab, "zavihek"),
      (.textField, "besedilno polje|iskalno polje|!polje"),
      (.checkbox, "potrditveno polje"),
      (.toggle, "stikalo"),
      (.slider, "drsnik"),
      (.menu, "spustni meni"),
    ])

  /// Serbian is written in Cyrillic and in Latin letters (`sr-Latn`): the list holds both.
  static let serbian = RoleWordList(
    language: "sr", placement: .either,
    actionVerbs: [
      "нова", "нови", "ново", "нову", "нове", "nova", "novi", "novo", "novu", "nove", "следећа", "следећи",
      "следеће", "претходна", "претходни", "претходно", "sledeća", "sledeći", "sledeće", "prethodna",
      "prethodni",
      "prethodno", "sljedeća", "sljedeći", "sljedeće",
    ],
    words: [
      (.button, "дугме|dugme"),
      (.link, "хипервеза|hiperveza"),
      (.icon, "икона|иконица|ikona|ikonica"),
      (.textField, "текстуално поље|поље за текст|!поље|tekstualno polje|polje za tekst|!polje"),
      (.checkbox, "поље за потврду|polje za potvrdu"),
      (.toggle, "прекидач|prekidač"),
      (.slider, "клизач|klizač"),
      (.menu, "падајући мени|padajući meni"),
    ])

  static let lithuanian = RoleWordList(
    language: "lt", placement: .either,
    actionVerbs: ["naujas", "nauja", "naują", "naujo", "naujos", "kitas", "kita", "ankstesnis", "ankstesnė"],
    words: [
      (.button, "mygtukas"),
      (.link, "saitas$|hipersaitas"),
      (.icon, "piktograma|piktogramėlė"),
      (.textField, "teksto laukas|paieškos laukas|!laukas$"),
      (.checkbox, "žymimasis langelis|žymės langelis"),
      (.toggle, "jungiklis"),
      (.slider, "slankiklis"),
      (.menu, "!meniu"),
    ])

  static let latvian = RoleWordList(
    language: "lv", placement: .either,
    actionVerbs: [
      "jauns", "jauna", "jaunu", "jaunā", "jaunas", "nākamā", "nākamais", "iepriekšējā", "iepriekšējais",
    ],
    words: [
      (.button, "poga"),
      (.link, "!saite$|hipersaite"),
      (.image, "attēls$"),
      (.icon, "ikona"),
      (.tab, "cilne$"),
      (.textField, "teksta lauks|meklēšanas lauks|!lauks$"),
      (.checkbox, "izvēles rūtiņa"),
      (.toggle, "slēdzis"),
      (.slider, "slīdnis"),
      (.menu, "!izvēlne"),
    ])

  static let estonian = RoleWordList(
    language: "et", placement: .either, actionVerbs: ["uus", "uue", "uut", "järgmine", "eelmine"],
    words: [
      (.button, "nupp"),
      (.link, "hüperlink"),
      (.icon, "ikoon"),
      (.tab, "vahekaart$"),
      (.textField, "tekstiväli|otsinguväli|!väli$"),
      (.checkbox, "märkeruut"),
      (.toggle, "lüliti"),
      (.slider, "liugur"),
      (.menu, "!menüü"),
    ])
}
