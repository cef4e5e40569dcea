import CatalogParser

extension Project {
  /// How many translated values two locales must share before their likeness is told.
  static let sharedTranslationMinimum = 10

  /// Languages whose locales may share a translation on purpose: Norwegian's written standards
  /// and the macrolanguage, and the Serbo-Croatian standards.
  private static let languagesSharingText: [Set<String>] = [
    ["no", "nb", "nn"], ["sh", "sr", "hr", "bs", "cnr"], ["fa", "prs"],
  ]

  /// Pairs of locales of different languages whose translations are nearly all the same text
  /// (nine in ten of the values both translate, at least ``sharedTranslationMinimum``): one holds
  /// the other language's file ("gd" holding Welsh, in geteduroam), which no rule sees,
  /// since each value differs from the source.
  public func sharedTranslationWarnings(in report: Report) -> [ProjectNotice] {
    // The checked locales only (`--locales de` says nothing of es and ca).
    let locales = report.locales.sorted { $0.identifier < $1.identifier }
    let count = locales.count
    guard count > 1 else { return [] }
    let slots = Dictionary(uniqueKeysWithValues: locales.enumerated().map { ($1, $0) })
    var both = [Int](repeating: 0, count: count * count)
    var same = [Int](repeating: 0, count: count * count)
    for table in catalog.tables {
      let source = catalog.sourceLocale(of: table)
      for entry in table.entries where entry.shouldTranslate {
        let texts = translatedTexts(of: entry, source: source, slots: slots)
        for first in texts.indices {
          for second in texts.indices where second > first {
            let pair = texts[first].slot * count + texts[second].slot
            both[pair] += 1
            if texts[first].text == texts[second].text { same[pair] += 1 }
          }
        }
      }
    }
    var notices: [ProjectNotice] = []
    for (first, a) in locales.enumerated() {
      for (second, b) in locales.enumerated() where second > first && mayDiffer(a, b) {
        let pair = first * count + second
        guard same[pair] >= Self.sharedTranslationMinimum, same[pair] * 10 >= both[pair] * 9 else { continue }
        notices.append(
          ProjectNotice(
            .warning,
            "locales \(a) and \(b) hold the same text in \(same[pair]) of the \(both[pair]) values both "
              + "translate, though their languages differ: is one of them the other language's translation?"))
      }
    }
    return notices
  }

  /// The trimmed texts of `entry`'s own translated values (not empty, not the source's text, not
  /// untranslated), with the slot of their locale, sorted by slot.
  private func translatedTexts(of entry: StringEntry, source: LocaleID, slots: [LocaleID: Int])
    -> [(slot: Int, text: String)]
  {
    guard let sourceText = entry.localizations[source]?.value.map(LabelText.trimmed), !sourceText.isEmpty
    else { return [] }
    var texts: [(slot: Int, text: String)] = []
    for (locale, value) in entry.localizations where locale != source {
      guard let slot = slots[locale], !LabelText.isUntranslatedState(value.state),
        let text = value.value.map(LabelText.trimmed), !text.isEmpty, text != sourceText
      else { continue }
      texts.append((slot, text))
    }
    return texts.sorted { $0.slot < $1.slot }
  }

  /// Whether `a` and `b` are of languages that do not share text on purpose; one language's
  /// scripts (zh-Hans, zh-Hant) are one language.
  private func mayDiffer(_ a: LocaleID, _ b: LocaleID) -> Bool {
    guard a.language != b.language, !ParentLocales.isSameLanguage(a, b),
      !ParentLocales.fallbackChain(for: a).contains(b),
      !ParentLocales.fallbackChain(for: b).contains(a)
    else { return false }
    return !Self.languagesSharingText.contains { $0.contains(a.language) && $0.contains(b.language) }
  }
}
