import CatalogParser
import Foundation

/// Whether texts read alike in every language (no words, one character, a company's name),
/// remembered per locale reading: `missing-translation` asks it of the same source texts in
/// every locale that lacks them, and most locales share one reading (Focus: 13 % of a run).
final class ReadAlikeMemo: @unchecked Sendable {
  static let shared = ReadAlikeMemo()

  private struct Key: Hashable {
    var text: RawText
    var reading: WordReading
  }

  private let lock = NSLock()
  private var readings: [LocaleID: WordReading] = [:]
  private var answers: [Key: Bool] = [:]
  private let capacity = 200_000

  /// Whether `text` (trimmed) is one character, has no words as `locale` reads it, or is a
  /// company's name.
  func hasNoWords(_ text: String, in locale: LocaleID) -> Bool {
    lock.lock()
    let known = readings[locale]
    lock.unlock()
    let reading = known ?? WordReading(locale)
    let key = Key(text: RawText(text: text), reading: reading)
    lock.lock()
    if known == nil { readings[locale] = reading }
    if let answer = answers[key] {
      lock.unlock()
      return answer
    }
    lock.unlock()
    let answer =
      text.count <= 1 || !LabelText.hasWords(text, as: reading) || CompanyName.isCompanyName(text)
    lock.lock()
    if answers.count >= capacity { answers.removeAll(keepingCapacity: true) }
    answers[key] = answer
    lock.unlock()
    return answer
  }
}
