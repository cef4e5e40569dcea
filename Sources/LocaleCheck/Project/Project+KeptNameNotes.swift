import CatalogParser

/// A note on `english-fallback`'s copies of a product's name with its model ("Dexcom G7") that
/// every translation of the key keeps, in tables their locales otherwise translate: translators
/// who all kept it knew it for a name, so the note says where a name goes (audits 194, 297).
extension Project {
  /// The fewest locales that must keep a text for the note to name it.
  static let keptNameLocaleCount = 3

  /// One note naming the texts, a name and its model code, that every locale with a translation
  /// of their key keeps as the source writes them, with where such a name goes.
  public func keptNameNotes(in report: Report) -> [ProjectNotice] {
    let rule = EnglishFallbackRule.descriptor.id
    let shares = Self.copyShares(in: report)
    var locales: [[String]: Set<LocaleID>] = [:]
    for finding in report.findings where finding.rule == rule {
      guard let locale = finding.locale, let text = finding.actual, Self.isNameWithModel(text),
        let share = shares[Self.cellGroup(finding, locale)],
        share.copies * Self.keptWordCopyShare <= share.cells
      else { continue }
      locales[[finding.bundle ?? "", finding.table ?? "", finding.key ?? "", text], default: []].insert(
        locale)
    }
    let rows = Dictionary(
      report.matrix.map { ([$0.bundle, $0.table, $0.key], $0) }, uniquingKeysWith: { first, _ in first })
    let missing = MissingTranslationRule.descriptor.id
    let kept = locales.filter { group, keeping in
      guard keeping.count >= Self.keptNameLocaleCount, let row = rows[Array(group.prefix(3))] else {
        return false
      }
      // No locale translates it otherwise: each cell with a text of its own shows the name.
      return row.cells.values.allSatisfy { $0.status == missing || $0.isUnchecked || $0.label == group[3] }
    }
    guard !kept.isEmpty else { return [] }
    let ranked = kept.sorted { ($1.value.count, $0.key[3]) < ($0.value.count, $1.key[3]) }
    let shown = ranked.prefix(3).map {
      "'\(ControlCharacters.escaped($0.key[3]))' in \($0.value.count) locales"
    }
    return [
      ProjectNotice(
        .note,
        "every translation keeps \(shown.joined(separator: ", "))\(ranked.count > 3 ? ", …" : ""), "
          + "in tables their locales otherwise translate: a name that is right in every language goes in "
          + "allowIdentical, which ends its english-fallback findings")
    ]
  }

  /// Whether `text` is a name and a model code: up to three words, each starting with a capital
  /// or a digit, one of them a code of letters and digits ("Dexcom G7", "Galaxy S23 Ultra"); not
  /// a word and a number ("Step 1", "Level 10", review 201), which a language may translate.
  static func isNameWithModel(_ text: String) -> Bool {
    let words = text.split(separator: " ")
    let isCode = { (word: Substring) in word.contains(where: \.isNumber) && word.contains(where: \.isLetter) }
    guard (2...3).contains(words.count), words.contains(where: isCode) else { return false }
    return words.allSatisfy { word in
      word.first.map { $0.isUppercase || $0.isNumber } == true
        && word.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" }
    }
  }
}
