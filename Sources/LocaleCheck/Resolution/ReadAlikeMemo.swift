import CatalogParser

/// Whether texts read alike in every language (no words, one character, a company's name),
/// remembered per locale reading: `missing-translation` asks it of the same source texts in
/// every locale that lacks them, and most locales share one reading (Focus: 13 % of a run).
final class ReadAlikeMemo: Sendable {
  static let shared = ReadAlikeMemo()

  private struct Key: Hashable {
    var text: RawText
    var reading: WordReading
  }

  private let readings = BoundedMemo<LocaleID, WordReading>(capacity: 10_000)
  private let answers = BoundedMemo<Key, Bool>(capacity: 200_000)

  /// Whether `text` (trimmed) is one character, has no words as `locale` reads it, or is a
  /// company's name.
  func hasNoWords(_ text: String, in locale: LocaleID) -> Bool {
    let reading = readings.value(for: locale) { WordReading(locale) }
    return answers.value(for: Key(text: RawText(text: text), reading: reading)) {
      !LabelText.hasWords(text, as: reading) || CompanyName.isCompanyName(text)
    }
  }
}
