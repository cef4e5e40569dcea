extension RoleWords {
  // Role words of Galician, Basque, Welsh, Irish, Icelandic, Afrikaans and Albanian, as screen
  // readers and Microsoft's terminology name the controls. Only words that name a control and
  // little else: pictures and headings (titles) are content; Welsh "dolen" (also a loop), "togl"
  // (a verb first: "Togl modd tywyll"), Irish "nasc" (also a bond), Albanian "lidhje" (a
  // connection) and "skedë", Basque "esteka" and "fitxa" (a verb comes before or after them),
  // Icelandic "sleði" (a sledge), Irish "sleamhnán" (also a slide of a presentation), Afrikaans
  // "skakel" (also "dial", "switch on") and "oortjie" (also an earbud) are left out.

  /// Galician names the role first ("Botón gardar"), as Spanish does.
  static let galician = RoleWordList(
    language: "gl", placement: .start, followingModifiers: ["seguinte", "anterior", "nova", "novo"],
    words: [
      (.button, "botón"),
      (.link, "ligazón"),
      (.icon, "icona"),
      (.tab, "lapela"),
      (.textField, "campo de texto|!campo"),
      (.checkbox, "caixa de verificación"),
      (.toggle, "interruptor|conmutador"),
      (.slider, "control desprazable"),
      (.menu, "!menú|menú despregable"),
      (.picker, "selector"),
    ])

  /// Basque puts the role after its name ("Gorde botoia"), a verb before or after its object.
  static let basque = RoleWordList(
    language: "eu", placement: .either,
    words: [
      (.button, "botoia|botoi"),
      (.icon, "ikonoa|ikono"),
      (.textField, "testu-eremua|testu-eremu"),
      (.checkbox, "kontrol-laukia"),
      (.toggle, "etengailua"),
      (.slider, "graduatzailea"),
    ])

  /// Welsh names the role first ("Botwm cadw").
  static let welsh = RoleWordList(
    language: "cy", placement: .start, followingModifiers: ["newydd", "nesaf", "blaenorol"],
    words: [
      (.button, "botwm"),
      (.icon, "eicon"),
      (.textField, "maes testun"),
      (.checkbox, "blwch ticio"),
      (.slider, "llithrydd"),
      (.menu, "!dewislen"),
    ])

  /// Irish names the role first ("Cnaipe sábhála").
  static let irish = RoleWordList(
    language: "ga", placement: .start, followingModifiers: ["nua", "eile"],
    words: [
      (.button, "cnaipe"),
      (.icon, "deilbhín"),
      (.textField, "réimse téacs"),
      (.checkbox, "ticbhosca"),
      (.menu, "!roghchlár"),
    ])

  static let icelandic = RoleWordList(
    language: "is", placement: .either,
    actionVerbs: ["nýr", "ný", "nýtt", "nýjan", "næsti", "næsta", "fyrri"],
    words: [
      // With the definite article too, nominative first: a label names its element alone.
      (.button, "hnappur|hnappurinn|hnappinn|~hnappur|~hnappurinn"),
      (.link, "tengill$|tengillinn$"),
      (.icon, "táknmynd|táknmyndin"),
      (.tab, "flipi$|flipinn$"),
      (.textField, "textareitur|textareiturinn|innsláttarreitur"),
      (.checkbox, "gátreitur|gátreiturinn"),
      (.toggle, "rofi|rofinn"),
      (.menu, "!valmynd$"),
    ],
    contentEnds: "ermahnappur|skyrtuhnappur")

  /// Afrikaans, like Dutch, puts a verb first or last ("Kopieer skakel").
  static let afrikaans = RoleWordList(
    language: "af", placement: .either, actionVerbs: ["nuwe", "nuut", "volgende", "vorige"],
    words: [
      (.button, "knoppie|~knoppie"),
      (.icon, "ikoon$"),
      (.textField, "teksveld|!veld$"),
      (.checkbox, "merkblokkie"),
      (.toggle, "wisselaar"),
      (.menu, "!kieslys$"),
    ],
    contentEnds: "blomknoppie")

  static let albanian = RoleWordList(
    language: "sq", placement: .either,
    words: [
      (.button, "buton|butoni|butonin"),
      (.icon, "ikonë|ikona|ikonën"),
      (.checkbox, "kuti kontrolli|kutia e kontrollit"),
      (.slider, "rrëshqitës|rrëshqitësi"),
    ])
}
