/// Whether a label holds words of a language: what `english-fallback` and `missing-translation`
/// ask before calling a copy of the source text English.
extension LabelText {
  /// Whether `text` has a word of some language outside its format placeholders (`%@`,
  /// `%#@name@`, `%1$lld`), as `locale` reads it (`nil`: a language written in Latin letters).
  /// Names and codes read alike in every language and are no words: a name with a capital after
  /// a small letter ("CotEditor", "iCloud", "macOS", "iOS"), a code of letters and digits
  /// ("UTF-16", "MP3", "4K", "x86_64", "IPv6"), one letter ("X:") or a range of them ("A-Z"), a
  /// multiplier ("2x"); with a `locale`, also an acronym every language writes alike ("PDF",
  /// "URL"; see ``TechnicalAcronyms``). Unit symbols
  /// ("dB", "kB/s", "24h", "km", "MB", "fps") are words only where the locale's language writes
  /// their kind in its own script (Russian кБ/с; Japanese 秒 but "MB"). Ordinals ("1st") and other
  /// runs of letters ("Safari", "Email", "PRIVACY") are words.
  public static func hasWords(_ text: String, in locale: LocaleID? = nil) -> Bool {
    hasWords(text, as: locale.map(WordReading.init) ?? WordReading())
  }

  /// ``hasWords(_:in:)`` as a locale of `reading` reads `text`.
  static func hasWords(_ text: String, as reading: WordReading) -> Bool {
    // A link is its label as SwiftUI renders it: "[Contribute](https://…)" is a word, not an
    // address (audit 277: SimpleX's untranslated Arabic settings row).
    let text = text.containsUTF8Byte(UInt8(ascii: "]")) ? MarkdownText.plainText(of: text) ?? text : text
    let (latinScript, ownScriptUnits) = (reading.latinScript, reading.ownScriptUnits)
    var previousIsAcronym = false
    return withoutPlaceholders(text).split(whereSeparator: \.isWhitespace).contains { token in
      guard isWord(token, latinScript: latinScript, ownScriptUnits: ownScriptUnits) else {
        previousIsAcronym = false
        return false
      }
      guard reading.knowsAcronyms, TechnicalAcronyms.isAcronym(token) else { return true }
      // Acronyms side by side are an English phrase ("API URL", Spanish "URL de la API").
      defer { previousIsAcronym = token.last?.isLetter == true }
      return previousIsAcronym
    }
  }

  private static func isWord(_ token: Substring, latinScript: Bool, ownScriptUnits: Set<UnitSymbols.Kind>)
    -> Bool
  {
    if isAddress(token) || UnitSymbols.isMultiplier(token) { return false }
    let letters = token.filter(\.isLetter)
    let hasDigit = token.contains(where: isDigit)
    if letters.count == 1, !hasDigit, isOwnScriptUnitLetter(token, ownScriptUnits: ownScriptUnits) {
      return true
    }
    guard letters.count >= 2 || (hasDigit && !letters.isEmpty) else { return false }
    if isLetterRange(token) { return false }
    let hasSmall = letters.contains(where: \.isLowercase)
    let isCamel =
      zip(token, token.dropFirst()).contains { $0.isLowercase && $1.isUppercase } || isCoinedName(token)
    // A name, not a rate of units ("mg/dL", audit 129).
    if isCamel && letters.count >= 4 && !UnitSymbols.expression(token).isUnit { return false }
    if hasDigit && !hasSmall { return false }  // a code
    if hasDigit && ["st", "nd", "rd", "th"].contains(letters.lowercased()) { return true }  // "1st"
    let unit = UnitSymbols.expression(token)
    if unit.isUnit { return unit.kind.map(ownScriptUnits.contains) ?? false }  // "km", "MB/s", "5s"
    if hasDigit && holdsJoinedWord(token, latinScript: latinScript, ownScriptUnits: ownScriptUnits) {
      return true
    }
    // A code of small letters and digits ("x86_64", "hda1", "IPv6", "1024x768") or a short name
    // ("iOS") reads alike in every script; a word glued to a number ("3days", "Photo1") is
    // English where the language has a script of its own.
    if hasDigit || isCamel { return !latinScript && isGluedWord(token) }
    return true
  }

  /// Whether `token` is a unit's one letter ("g", "(m)") that the language writes in its own
  /// script (Russian "г", "м"): a word there, as "kg" is (audit 325: a carb field's "g" left in
  /// English), as a number glued to it ("5g") already was. Not "B", "L" or "t", which also name a
  /// bold button, a size and a letter.
  private static func isOwnScriptUnitLetter(_ token: Substring, ownScriptUnits: Set<UnitSymbols.Kind>) -> Bool
  {
    guard !ownScriptUnits.isEmpty, token.allSatisfy({ $0.isLetter || "()[].:".contains($0) }),
      let letter = token.first(where: \.isLetter), oneLetterUnits.contains(letter),
      let kind = UnitSymbols.kinds[String(letter)] ?? nil
    else { return false }
    return ownScriptUnits.contains(kind)
  }

  /// The one-letter unit symbols read as words: grams, metres, seconds, hours, litres.
  private static let oneLetterUnits: Set<Character> = ["g", "m", "s", "h", "l"]

  /// Whether `token` is a coined name of two or more capitals and then small letters ("ESync",
  /// "MSync", "OAuth"): not an acronym's plural ("URLs", one small letter).
  private static func isCoinedName(_ token: Substring) -> Bool {
    let capitals = token.prefix(while: { $0.isUppercase && $0.isASCII })
    let rest = token.dropFirst(capitals.count)
    return capitals.count >= 2 && rest.count >= 2 && rest.allSatisfy { $0.isLowercase && $0.isASCII }
  }

  /// Whether `character` is a digit: a number that is no letter (not the Han numeral 一, a
  /// letter of "星期一", Monday).
  private static func isDigit(_ character: Character) -> Bool {
    character.isNumber && !character.isLetter
  }

  /// Whether `token` is single letters joined by dashes ("A-Z", "a–z"): a range of letters, not a
  /// word (unlike "e.g." or "n/a", abbreviations).
  private static func isLetterRange(_ token: Substring) -> Bool {
    let runs = token.split { !$0.isLetter }
    return runs.count >= 2 && runs.allSatisfy { $0.count == 1 }
      && token.allSatisfy { $0.isLetter || "-‐–—".contains($0) }
  }

  /// Whether a `token` with digits joins a word to its other parts with punctuation
  /// ("nutrition-table.for-100g", "x86_64-linux", "10-minute"): a part of letters alone, four or
  /// more with a small one, that is a word itself. Shorter parts stay codes ("utf-8", "base64-url").
  private static func holdsJoinedWord(
    _ token: Substring, latinScript: Bool, ownScriptUnits: Set<UnitSymbols.Kind>
  ) -> Bool {
    let parts = token.split { !$0.isLetter && !$0.isNumber }
    guard parts.count > 1 else { return false }
    return parts.contains { part in
      part.count >= 4 && part.allSatisfy(\.isLetter) && part.contains(where: \.isLowercase)
        && isWord(part, latinScript: latinScript, ownScriptUnits: ownScriptUnits)
    }
  }

  /// Whether `token` is a word glued to a number: digits, then three small letters or more
  /// ("3days", "2hours"), or a capitalised word of four letters or more, then one digit
  /// ("Step1", "Photo1"); not a code that holds a word's letters ("aarch64", "base64",
  /// "Argon2id", "python3", "libx264").
  private static func isGluedWord(_ token: Substring) -> Bool {
    let digits = token.prefix(while: isDigit)
    if !digits.isEmpty {
      let rest = token.dropFirst(digits.count)
      return rest.count >= 3 && rest.allSatisfy(\.isLowercase)
    }
    let word = token.prefix(while: \.isLetter)
    let rest = token.dropFirst(word.count)
    return word.count >= 4 && word.first?.isUppercase == true && word.dropFirst().allSatisfy(\.isLowercase)
      && rest.count == 1 && rest.allSatisfy(isDigit)
  }

  /// Whether `token` is an address, the same in every language: an e-mail address
  /// (`support@example.com`), a handle with its server (`@user@mastodon.social`), a web address
  /// (`https://…`, `www.…`), a host name (`example.com`, a server field's placeholder) or one
  /// read backwards, an app's bundle identifier (`com.loki-project.loki-messenger`).
  private static func isAddress(_ token: Substring) -> Bool {
    // Without the punctuation of the sentence around it: "(support@example.com)."
    var address = token.drop { "(<\"'“«".contains($0) }
    // Index by index: `dropLast()` measures the rest each time (a token of 40,000 dots took seconds).
    var end = address.endIndex
    while end > address.startIndex, ".,;:!?)>\"'”»".contains(address[address.index(before: end)]) {
      end = address.index(before: end)
    }
    address = address[..<end]
    if address.hasPrefix("www.") || address.contains("://") || IdentifierShape.isDomainName(address)
      || IdentifierShape.isReverseDomainName(address)
    {
      return true
    }
    guard let at = address.lastIndex(of: "@"),
      at > address.startIndex || address.dropFirst().contains("@")
    else { return false }
    let host = address[address.index(after: at)...]
    return host.contains(".") && host.first?.isLetter == true
  }
}
