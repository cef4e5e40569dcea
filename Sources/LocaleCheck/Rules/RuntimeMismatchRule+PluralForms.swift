import CatalogParser

/// A label that fills a plural form with a number that form is not for ("1 items", Russian
/// "21 элемента"): the code bypassed the plural (a plain `String(format:)`, a `.stringsdict` left
/// out of the target, `"\(n) items"` built in code), which is what a capture exists to catch.
extension RuntimeMismatchRule {
  /// The form a label should have shown instead of the one it fills.
  struct WrongPluralForm {
    /// The count as the label prints it ("1", "٢١").
    var number: String
    /// The form the number chooses and its text, with the number filled in where it has one
    /// integer placeholder.
    var category: PluralCategory
    var expected: String
    /// The substitution whose form it is, `nil` for the value's own plural.
    var variable: String?
  }

  /// Where every reading of `value` that `captured` fills shows a plural form the number it
  /// prints does not choose in `locale`, the first such; `nil` where one reading fits (or none
  /// fills it as written: the other checks judge that).
  static func wrongPluralForm(_ captured: String, value: LocalizedValue, locale: LocaleID) -> WrongPluralForm?
  {
    let readings = LabelText.countedReadings(of: value)
    guard readings.contains(where: { !$0.counts.isEmpty }) else { return nil }
    let shown = LabelText.trimmedWithoutDirectionMarks(captured).precomposedStringWithCanonicalMapping
    var wrong: WrongPluralForm?
    for reading in readings {
      let template = LabelText.trimmed(reading.text).precomposedStringWithCanonicalMapping
      let fillings = FilledFormat(template).map { $0.fillings(in: shown) } ?? (shown == template ? [] : nil)
      guard let fillings else { continue }
      guard let mismatch = firstWrongCount(of: reading, fillings: fillings, locale: locale) else {
        return nil
      }
      wrong = wrong ?? mismatch
    }
    return wrong
  }

  /// The first count of `reading` whose printed number chooses another form than it shows.
  private static func firstWrongCount(of reading: CountedReading, fillings: [String], locale: LocaleID)
    -> WrongPluralForm?
  {
    for count in reading.counts where count.placeholder < fillings.count {
      let printed = LabelText.trimmed(fillings[count.placeholder])
      guard let number = FilledFormat.integerValue(of: printed),
        let chosen = chosenCategory(for: number, among: count.forms, in: locale),
        chosen != count.category, let text = count.forms[chosen], text != count.forms[count.category]
      else { continue }
      return WrongPluralForm(
        number: printed, category: chosen, expected: filled(text, with: printed), variable: count.variable)
    }
    return nil
  }

  /// The form a device shows for `number`: Foundation's `zero` for 0 where the plural has one,
  /// else the language's category, else `other` where the plural lacks it; `nil` for a language
  /// whose rule is not known here.
  private static func chosenCategory(
    for number: Int, among forms: [PluralCategory: String], in locale: LocaleID
  ) -> PluralCategory? {
    if number == 0, forms[.zero] != nil { return .zero }
    guard let category = PluralRules.category(ofWholeNumber: number, in: locale.identifier) else {
      return nil
    }
    return forms[category] != nil ? category : .other
  }

  /// `form` with its one integer placeholder written as `number` ("1 item" of "%lld item").
  private static func filled(_ form: String, with number: String) -> String {
    let placeholders = FormatSpecifierParser.parse(form).filter { $0.text != "%%" }
    let integers = placeholders.filter { $0.type == .integer && $0.substitutionName == nil }
    guard placeholders.count == 1, let placeholder = integers.first else { return form }
    let bytes = Array(form.utf8)
    return String(decoding: bytes[..<placeholder.utf8Range.lowerBound], as: UTF8.self) + number
      + String(decoding: bytes[placeholder.utf8Range.upperBound...], as: UTF8.self)
  }
}
