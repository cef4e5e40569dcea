import CatalogParser

extension PluralCoverageRule {
  /// Whether a set's forms read right for every count, so that a category it lacks falls back to
  /// its `other` unheard: each form, in its sentence, has words and gives each number as a
  /// label's value, after a colon (or a spaced dash) and with no word after it ("Zakładki: %d", "Выбрано: %#@n@"
  /// with `other` "%d"), as a translation that is one text for a plural source may ("Файлов:
  /// %lld"), and its forms' words are the same. Not "%d zakładek" ("1 zakładek"), nor "%#@n@
  /// zakładek" with `other` "%d", nor "Zakładki %d" or Arabic "المكان %d", which read as a
  /// numbered place, not a count, nor "Zakładka: %d" beside "Zakładek: %d".
  static func readsAlikeForEveryCount(
    _ cases: [String: LocalizedValue], at path: String, in value: LocalizedValue
  ) -> Bool {
    guard cases["other"]?.value?.isEmpty == false else { return false }
    let sentence = sentence(around: path, in: value)
    // Forms whose words differ ("Zakładka: %d", "Zakładek: %d") agree with the count: the
    // categories left out need theirs.
    let texts = Set(cases.values.compactMap(\.value))
    guard
      texts.count == 1
        || Set(texts.map { FormatSpecifierParser.text($0, without: FormatSpecifierParser.parse($0)) }).count
          == 1
    else { return false }
    return cases.values.allSatisfy { form in
      guard form.variations == nil, form.stringSet == nil else { return false }
      guard let text = form.value else { return true }
      let whole = sentence.map { $0.before + text + $0.after } ?? text
      let numbers = FormatSpecifierParser.parse(whole).filter {
        $0.substitutionName == nil && Self.numberTypes.contains($0.type)
      }
      let words = FormatSpecifierParser.text(whole, without: FormatSpecifierParser.parse(whole))
      let bytes = Array(whole.utf8)
      return words.contains(where: \.isLetter) && !numbers.isEmpty
        && numbers.allSatisfy { number in
          let before = String(
            decoding: bytes[..<min(number.utf8Range.lowerBound, bytes.count)], as: UTF8.self)
          return Self.endsInLabelSeparator(before)
        }
        && !wordFollowsNumber(in: whole, types: Self.numberTypes)
    }
  }

  /// Whether `text` ends in what separates a label from its value: a colon ("Книг: "), or a dash
  /// with spaces around it ("Книг - ", "Книг — "), as Russian and Ukrainian write it too; not a
  /// hyphen of a compound ("ID-") nor a minus ("-").
  private static func endsInLabelSeparator(_ text: String) -> Bool {
    let reversed = text.reversed()
    guard let index = reversed.firstIndex(where: { !isSpacing($0) }) else { return false }
    let mark = reversed[index]
    if mark == ":" || mark == "：" { return true }
    guard mark == "-" || mark == "–" || mark == "—", index != reversed.startIndex else { return false }
    return reversed[reversed.index(after: index)...].first.map(isSpacing) == true
  }

  /// The placeholders a count is written with: an integer, a decimal, or a variable's `%arg`.
  private static let numberTypes: Set<FormatArgumentType> = [.integer, .floating, .unknown]

  /// Spaces, and the Markdown emphasis around a number ("*%lld* Zeichen"), between a number and
  /// the word or colon beside it.
  private static func isSpacing(_ character: Character) -> Bool {
    character == " " || character == "\u{A0}" || character == "\u{202F}" || character == "*"
      || character == "_"
  }

  /// The text around a variable's `%#@name@` in its value's format (`nil` for the value's own
  /// plural, whose forms are whole texts), so that a word after the variable counts as one after
  /// the count.
  private static func sentence(around path: String, in value: LocalizedValue) -> (
    before: String, after: String
  )? {
    guard let name = LeafPath.variableName(in: path), let format = value.value,
      let token = name.isAllASCII
        ? format.firstUTF8Range(of: "@" + name + "@") : format.range(of: "@" + name + "@")
    else { return nil }
    let start = format[..<token.lowerBound].lastIndex(of: "%") ?? token.lowerBound
    return (String(format[..<start]), String(format[token.upperBound...]))
  }

  /// Whether a word follows a placeholder of one of `types` in `text` ("%lld файлов", "%.1f
  /// kilometrů", "%arg plików"): a word that agrees with the number (`.unknown` is a variable's
  /// `%arg`, which reads its count). Not an abbreviation, which reads alike for every count.
  static func wordFollowsNumber(in text: String, types: Set<FormatArgumentType>) -> Bool {
    let bytes = Array(text.utf8)
    return FormatSpecifierParser.parse(text).contains { specifier in
      guard specifier.substitutionName == nil, types.contains(specifier.type) else { return false }
      let rest = String(decoding: bytes[min(specifier.utf8Range.upperBound, bytes.count)...], as: UTF8.self)
        .drop(while: isSpacing)
      return rest.first?.isLetter == true && !startsWithAbbreviation(rest)
    }
  }

  /// Whether `text` starts with an abbreviation inside a sentence: up to four letters that end in
  /// a consonant and a period, then a word in lowercase ("дн. отправляются", "мин. назад", "szt. w
  /// koszyku"), as CLDR's short units write "{0} дн." for every count. Slavic spelling cuts a word
  /// before a vowel, so one that ends in a vowel is whole ("%d дня. продлите", "%d ani. apoi"), and
  /// a word that ends a sentence ("%d дня. Продлите") agrees with the count.
  private static func startsWithAbbreviation(_ text: Substring) -> Bool {
    let letters = text.prefix(while: \.isLetter)
    guard (1...4).contains(letters.count), let last = letters.last?.lowercased(),
      !vowels.contains(last)
    else { return false }
    let after = text.dropFirst(letters.count)
    guard after.first == "." else { return false }
    let next = after.dropFirst().drop(while: isSpacing)
    return after.dropFirst().first.map(isSpacing) == true && next.first?.isLowercase == true
  }

  /// Vowels of the Latin and Cyrillic alphabets, lowercase, and the Cyrillic letters no
  /// abbreviation ends in (й, ь, ъ: "дней" is whole).
  private static let vowels: Set<String> = Set(
    "aeiouyąęóůáéíúýěäöüõåæøœâêîôûàèìòùăāēīūėįųëőűеёиоуыэюяіїєайьъ".map(String.init))
}
