extension PluralRules {
  /// The category CLDR's cardinal rule of `language` gives the whole number `number` (a count a
  /// `%lld` prints), or `nil` for a language whose rule is not written out here.
  ///
  /// From CLDR's `plurals.xml`, whole numbers only (`v = 0`, so `i = n`), for the languages whose
  /// rules the common families below state; Romance `many` holds the exact millions. Foundation's
  /// `zero` for 0 is the caller's.
  static func category(ofWholeNumber number: Int, in language: String) -> PluralCategory? {
    guard let key = lookup(language)?.key else { return nil }
    let n = number.magnitude
    let (lastDigit, lastTwo) = (n % 10, n % 100)
    if let categories = lookup(language)?.categories, categories == [.other] { return .other }
    // `e = 0 and i != 0 and i % 1000000 = 0 and v = 0`: "1000000 de archivos".
    if compactManyOnly.contains(key), n != 0, n % 1_000_000 == 0 { return .many }
    if oneIsOnlyOne.contains(key) { return n == 1 ? .one : .other }
    // Tachelhit's `one` holds 0 and 1 too, and its `few` 2 to 10 (audit 248).
    if key == "shi" { return n <= 1 ? .one : n <= 10 ? .few : .other }
    if zeroOrOne.contains(key) { return n <= 1 ? .one : .other }
    switch key {
    case "ru", "uk", "be":
      if lastDigit == 1 && lastTwo != 11 { return .one }
      return (2...4).contains(lastDigit) && !(12...14).contains(lastTwo) ? .few : .many
    case "pl":
      if n == 1 { return .one }
      return (2...4).contains(lastDigit) && !(12...14).contains(lastTwo) ? .few : .many
    case "cs", "sk": return n == 1 ? .one : (2...4).contains(n) ? .few : .other
    case "bs", "hr", "sh", "sr":
      if lastDigit == 1 && lastTwo != 11 { return .one }
      return (2...4).contains(lastDigit) && !(12...14).contains(lastTwo) ? .few : .other
    case "lt":
      if (11...19).contains(lastTwo) { return .other }
      return lastDigit == 1 ? .one : lastDigit >= 2 ? .few : .other
    case "lv", "prg":
      if lastDigit == 0 || (11...19).contains(lastTwo) { return .zero }
      return lastDigit == 1 && lastTwo != 11 ? .one : .other
    case "is", "mk": return lastDigit == 1 && lastTwo != 11 ? .one : .other
    case "he", "iw": return n == 1 ? .one : n == 2 ? .two : .other
    case "ro", "mo":
      if n == 1 { return .one }
      return n == 0 || (1...19).contains(lastTwo) ? .few : .other
    case "sl":
      return lastTwo == 1 ? .one : lastTwo == 2 ? .two : (3...4).contains(lastTwo) ? .few : .other
    case "ga":
      return n == 1
        ? .one : n == 2 ? .two : (3...6).contains(n) ? .few : (7...10).contains(n) ? .many : .other
    case "ar", "ars":
      if n <= 2 { return [.zero, .one, .two][Int(n)] }
      return (3...10).contains(lastTwo) ? .few : (11...99).contains(lastTwo) ? .many : .other
    case "cy": return [0: .zero, 1: .one, 2: .two, 3: .few, 6: .many][n] ?? .other
    default: return nil
    }
  }

  /// Languages whose `one` is the number 1 alone among whole numbers (`i = 1 and v = 0`,
  /// `n = 1`), whatever else they have for decimals or compact forms.
  private static let oneIsOnlyOne: Set<String> = [
    "ast", "de", "en", "et", "fi", "fy", "gl", "ia", "io", "ji", "lij", "nl", "sc", "sv", "sw", "ur", "yi",
    "af",
    "an", "asa", "az", "bal", "bem", "bez", "bg", "brx", "ce", "cgg", "chr", "ckb", "dv", "ee", "el", "eo",
    "eu",
    "fo", "fur", "gsw", "ha", "haw", "hu", "jgo", "jmc", "ka", "kaj", "kcg", "kk", "kkj", "kl", "ks", "ksb",
    "ku",
    "ky", "lb", "lg", "mas", "mgo", "ml", "mn", "mr", "nah", "nb", "nd", "ne", "nn", "nnh", "no", "nr", "ny",
    "nyn", "om", "or", "os", "pap", "ps", "rm", "rof", "rwk", "saq", "sd", "sdh", "seh", "sn", "so", "sq",
    "ss",
    "ssy", "st", "syr", "ta", "te", "teo", "tig", "tk", "tn", "tr", "ts", "ug", "uz", "ve", "vo", "vun",
    "wae",
    "xh", "xog", "da", "ca", "it", "es", "pt-PT", "vec", "lld", "scn",
  ]
}
