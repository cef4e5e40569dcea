import CatalogParser

/// Which tables write their keys as their source texts, the English the code was written with
/// (`"Begin smooth"`), rather than in another language or as tokens: in at least half of such a
/// table's entries the key is the source text, or there is no source text and the key stands for
/// it. A German developer's keys ("Neues Album" for "New album", review 194) are not: there a
/// translation equal to its key is that language's own text. Counted once per table, on demand.
struct KeyTextTables {
  private let context: CheckContext
  private var known: [Int: Bool] = [:]

  /// Tables of `context`'s catalog, none counted yet.
  init(context: CheckContext) {
    self.context = context
  }

  /// Whether the table of `subject` writes its keys as its texts in `sourceLocale`.
  mutating func keysAreSourceTexts(of subject: Subject, sourceLocale: LocaleID) -> Bool {
    guard let index = context.tableIndex(for: subject) else { return false }
    if let answer = known[index] { return answer }
    // Plain texts only: a plural's key ("%lld files") is no source text of its own.
    var (plain, asTexts) = (0, 0)
    for entry in context.catalog.tables[index].entries {
      let source = entry.localizations[sourceLocale]
      guard source?.variations == nil else { continue }
      plain += 1
      if source?.value == nil || source?.value == entry.key { asTexts += 1 }
    }
    let answer = plain > 0 && asTexts * 2 >= plain
    known[index] = answer
    return answer
  }
}
