import CatalogParser

/// A note on `english-fallback`'s copies of one word in tables their locale otherwise translates:
/// most are words both languages share ("Filter", "Version", "OK"), which a team keeps on
/// purpose, so the note says where such a word goes (audits 226, 232).
extension Project {
  /// At most this share of a table's cells in a locale may be copies for the locale to count as
  /// translating the rest of it: one in five.
  static let keptWordCopyShare = 5

  /// One note counting the run's `english-fallback` copies of one word in a table whose locale
  /// translates the rest of it, naming the words most locales keep, with where such a word
  /// goes: `allowIdentical` (every locale) or an `ignore` entry (one locale).
  public func keptWordNotes(in report: Report) -> [ProjectNotice] {
    let rule = EnglishFallbackRule.descriptor.id
    let copies = report.findings.filter { $0.rule == rule && Self.isOneWord(Self.wordsOnly($0.actual)) }
    guard !copies.isEmpty else { return [] }
    let shares = Self.copyShares(in: report)
    let kept = copies.filter { finding in
      guard let locale = finding.locale, let share = shares[Self.cellGroup(finding, locale)] else {
        return false
      }
      return share.copies * Self.keptWordCopyShare <= share.cells
    }
    guard !kept.isEmpty else { return [] }
    return [
      ProjectNotice(
        .note,
        "\(kept.count) english-fallback \(kept.count == 1 ? "finding copies" : "findings copy") one word "
          + "in a table its locale otherwise translates (\(Self.mostKeptWords(kept))): "
          + "a word that is right in that language too goes in allowIdentical (every locale) or in an "
          + "ignore entry with its locale")
    ]
  }

  /// Whether `text` is one word of two or more letters (an apostrophe or a hyphen inside). In a
  /// script written without spaces (Chinese, Japanese, Thai, ...) every sentence is letters
  /// alone, so only a short text is a word there: at most ``unspacedWordLength`` characters, or
  /// a katakana loanword (audit 251: a copied Japanese sentence is no word to keep).
  static func isOneWord(_ text: String?) -> Bool {
    guard let text, let first = text.first, first.isLetter, text.count >= 2 else { return false }
    guard text.allSatisfy({ $0.isLetter || $0 == "'" || $0 == "’" || $0 == "-" }) else { return false }
    guard text.unicodeScalars.contains(where: isUnspacedScript) else { return true }
    return text.count <= unspacedWordLength || text.unicodeScalars.allSatisfy(isKatakana)
  }

  /// The word of a field's label copied with its value: a word and a colon before a placeholder
  /// ("Link: %@") or a range of letters ("Name: A-Z"; audit 298), without the colon; else `text`.
  /// Not a command on an argument ("Block %@", review 204), nor a count ("%ld re-blogs").
  static func wordsOnly(_ text: String?) -> String? {
    guard let text, let colon = text.firstIndex(of: ":") else { return text }
    let word = text[..<colon]
    let value = text[text.index(after: colon)...].trimmingWhitespace
    let specifiers = FormatSpecifierParser.parse(value)
    let isValue =
      (specifiers.count == 1 && specifiers[0].text == value && specifiers[0].type != .integer
        && specifiers[0].type != .floating)
      || (value.count == 3 && value.first?.isLetter == true && value.last?.isLetter == true
        && "-–".contains(value[value.index(after: value.startIndex)]))
    return isValue ? String(word) : text
  }

  /// The longest text of a script written without spaces that counts as one word: most Chinese
  /// and Japanese words have two to four characters ("保存", "設定", "再読み込み" does not).
  static let unspacedWordLength = 4

  /// Han, hiragana, katakana, Thai, Lao, Khmer and Myanmar: scripts whose words run together.
  private static func isUnspacedScript(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F: true  // kana
    case 0x0E00...0x0EFF, 0x1000...0x109F, 0x1780...0x17FF: true  // Thai, Lao, Myanmar, Khmer
    default: ChineseScripts.isHan(scalar)
    }
  }

  /// A katakana letter or the prolonged sound mark ("ダウンロード"): a loanword is one word.
  private static func isKatakana(_ scalar: Unicode.Scalar) -> Bool {
    (0x30A1...0x30FF).contains(scalar.value) || (0x31F0...0x31FF).contains(scalar.value)
      || (0xFF66...0xFF9F).contains(scalar.value)
  }

  /// The bundle, table and locale a finding's cell is in.
  static func cellGroup(_ finding: Finding, _ locale: LocaleID) -> [String] {
    [finding.bundle ?? "", finding.table ?? "", locale.identifier]
  }

  /// For each bundle, table and locale: how many of its keys `english-fallback` reports and how
  /// many cells the matrix has that the locale does not lack.
  static func copyShares(in report: Report) -> [[String]: (copies: Int, cells: Int)] {
    let rule = EnglishFallbackRule.descriptor.id
    var copied: [[String]: Set<String>] = [:]
    for finding in report.findings where finding.rule == rule {
      guard let locale = finding.locale else { continue }
      copied[cellGroup(finding, locale), default: []].insert(finding.key ?? "")
    }
    var shares: [[String]: (copies: Int, cells: Int)] = [:]
    let missing = MissingTranslationRule.descriptor.id
    for row in report.matrix {
      // A cell the locale lacks is no translation of its own (review 167: a stub of one copy).
      for (locale, cell) in row.cells where cell.status != missing && !cell.isUnchecked {
        let group = [row.bundle, row.table, locale.identifier]
        guard let keys = copied[group] else { continue }
        shares[group, default: (keys.count, 0)].cells += 1
      }
    }
    return shares
  }

  /// "'OK' in 20 locales, 'Version' in de and fr, 'Filter' in de, …": the words the most locales
  /// keep, first.
  private static func mostKeptWords(_ kept: [Finding]) -> String {
    var locales: [String: Set<String>] = [:]
    for finding in kept {
      locales[finding.actual ?? "", default: []].insert(finding.locale?.identifier ?? "")
    }
    let ranked = locales.sorted { ($1.value.count, $0.key) < ($0.value.count, $1.key) }
    let shown = ranked.prefix(3).map { word, inLocales in
      let names = inLocales.sorted()
      let place = names.count <= 2 ? names.joined(separator: " and ") : "\(names.count) locales"
      return "'\(ControlCharacters.escaped(word))' in \(place)"
    }
    return shown.joined(separator: ", ") + (ranked.count > 3 ? ", …" : "")
  }
}
