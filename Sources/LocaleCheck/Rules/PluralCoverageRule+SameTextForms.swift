import CatalogParser

extension PluralCoverageRule {
  /// Languages whose nouns stay singular after a numeral ("5 dosya", "5 fájl", "۵ فایل", "5 ფაილი"):
  /// one text reads right for every count there, though CLDR gives them `one` and `other`. Also
  /// the Celtic languages ("5 awr" in Welsh: a numeral's mutations leave a digit's noun as it is)
  /// and Kurdish.
  static let numeralsTakeSingular: Set<String> = [
    "az", "bn", "br", "ckb", "cy", "fa", "ga", "gd", "gv", "hu", "hy", "ka", "kk", "kmr", "ku", "kw",
    "ky", "mn", "tk", "tr", "tt", "uz",
  ]

  /// What is wrong with a plural set whose forms are all one text with a word after the number
  /// ("Осталось %d разрешённых загрузок" as `one`, `few`, `many` and `other`) where the source's
  /// forms differ in their words: the OS shows "Осталось 1 разрешённых загрузок", as for one text
  /// that is no plural at all. Only in a language of three forms or more, whose nouns change
  /// between 1, 2 and 5: where there are two, one word often fits both (German "Treffer",
  /// Swedish "media"). `nil` where the forms differ, say the number as a value ("Файлов: %d"),
  /// or an abbreviation follows it ("Ещё %d мин.").
  static func sameTextInEveryForm(
    _ cases: [String: LocalizedValue], locale: LocaleID, sourceCases: [String: LocalizedValue]?
  ) -> String? {
    guard let sourceCases, Set(sourceCases.values.map { words(of: $0.value ?? "") }).count > 1,
      let required = PluralRules.requiredCategories(for: locale.identifier), required.count > 2,
      !numeralsTakeSingular.contains(locale.language)
    else { return nil }
    let forms = required.compactMap { cases[$0.rawValue] }
    guard forms.count == required.count, let text = forms.first?.value,
      forms.allSatisfy({
        $0.value == text && $0.variations == nil && !LabelText.isUntranslatedState($0.state)
      }),
      let word = wordAfterCount(in: text), word.count > 3, !word.hasSuffix(".")
    else { return nil }
    let all = required.sorted().map(\.rawValue).joined(separator: ", ")
    return "has one text in every form, which the source varies by plural (\(locale.language) needs \(all))"
  }

  /// `text`'s words, without its placeholders and digits: "1 media" and "%ld media" say alike.
  private static func words(of text: String) -> String {
    let words = FormatSpecifierParser.text(text, without: FormatSpecifierParser.parse(text), separator: " ")
    let letters = String(
      String.UnicodeScalarView(words.unicodeScalars.filter { $0.properties.numericType == nil }))
    return letters.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  /// The word right after `text`'s first integer placeholder, with a full stop that ends it.
  private static func wordAfterCount(in text: String) -> Substring? {
    let bytes = Array(text.utf8)
    guard
      let count = FormatSpecifierParser.parse(text).first(where: {
        $0.substitutionName == nil && $0.type == .integer
      })
    else { return nil }
    let rest = String(decoding: bytes[min(count.utf8Range.upperBound, bytes.count)...], as: UTF8.self)
    let word = rest.drop(while: \.isWhitespace).prefix { $0.isLetter || $0 == "." || $0 == "’" || $0 == "'" }
    return word.first?.isLetter == true ? word : nil
  }
}
