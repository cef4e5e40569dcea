/// Language codes that name a language, for telling a locale in a file name from other words
/// (`messages.de.xlf` from `MyApp.ios.xlf`, `strings.new.xliff`).
enum LanguageCodes {
  /// ISO 639-1's codes, with the deprecated ones Apple still reads (`iw`, `in`, `ji`) and `sh`
  /// (Serbo-Croatian, which translation platforms still offer).
  static let twoLetter: Set<String> = Set(
    """
    aa ab ae af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv cy da
    de dv dz ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz
    ia id ie ig ii ik in io is it iu iw ja ji jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb
    lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om or
    os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg sh si sk sl sm sn so sq sr ss st su sv sw ta te
    tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu
    """.split(whereSeparator: \.isWhitespace).map(String.init))

  /// Three-letter codes of languages without a two-letter one that apps are localized into:
  /// CLDR's locales and Mozilla's (Filipino, Cantonese, Central Kurdish, Kabyle, Angika, ...).
  /// Not every ISO 639-2 code: `new` (Newari) and `mix` read as words in a file name.
  static let threeLetter: Set<String> = Set(
    """
    ach agq anp ars asa ast bas bem bez bho blo bqi brx cak ccp ceb cgg chr ckb csb csw dav dje doi
    dsb dua dyo ebu ewo fil fur gor gsw guz haw hsb hye ixl jgo jmc kab kaa kam kde kea kgp khq kkj
    kln kok ksb ksf ksh lag lij lkt lld lrc luo luy mai mas meh mer mfe mgh mgo mni mua mzn naq nds
    nmg nnh nqo nus nyn osa pai pcm ppl quc rof rwk sah saq sat sbp scn seh ses shi skr smn sms szl
    teo tok trs tsz twq tzm vai vec vun wae wuu xog yav yrl yua yue zam zgh
    """.split(whereSeparator: \.isWhitespace).map(String.init))

  /// Whether `code` (any case) is a listed language.
  static func contains(_ code: Substring) -> Bool {
    let lowered = code.lowercased()
    return lowered.count == 2 ? twoLetter.contains(lowered) : threeLetter.contains(lowered)
  }
}
