import CatalogParser

extension CaptureBinder {
  /// The keys that show a label, per locale, indexed the first time a locale is asked about.
  struct KeyLookup {
    let catalog: Catalog
    private var index: [LocaleID: [String: [(StringTable, String)]]] = [:]
    /// The same keys by their text upper-cased, for a section header that shows it so.
    private var upperCasedIndex: [LocaleID: [String: [(StringTable, String)]]] = [:]
    /// The same keys by their text with apostrophes, quotation marks and spaces folded
    /// (`ReadAlikeMark.folded(_:)`), for a label that writes them another way.
    private var foldedIndex: [LocaleID: [String: [(StringTable, String)]]] = [:]
    /// The texts with placeholders that each locale resolves to, sorted, each with its first key.
    private var formatsByLocale: [LocaleID: FormatKeyIndex] = [:]

    /// The catalog's locales, once: `Catalog.locales` walks every key of every table.
    private var knownLocales: [LocaleID]?

    init(catalog: Catalog) { self.catalog = catalog }

    mutating func catalogLocales() -> [LocaleID] {
      let locales = knownLocales ?? catalog.locales
      knownLocales = locales
      return locales
    }

    /// The keys whose text in `locale` is `label`, as the app may show it; `folding`: also those
    /// whose text reads the same with other apostrophes, quotation marks or spaces, where none is
    /// `label` itself.
    mutating func keys(showing label: String?, in locale: LocaleID, folding: Bool = false) -> [(
      StringTable, String
    )] {
      guard let label else { return [] }
      let byLabel = index[locale] ?? CaptureBinder.labelIndex(catalog, locale: locale)
      index[locale] = byLabel
      let text = CaptureBinder.lookupKey(label)
      if let keys = byLabel[text] { return keys }
      // A menu command that opens a dialog gets "…" from code (`String(localized: "Export") +
      // "…"`), as `runtime-mismatch` reads it (audit 195).
      if let bare = LabelText.withoutTrailingEllipsis(text) {
        // A key with the other spelling of it first ("Export..." shown as "Export…", audit 200).
        for candidate in LabelText.ellipses.map({ bare + $0 }) + [bare] {
          if let keys = byLabel[CaptureBinder.lookupKey(candidate)] { return keys }
        }
      }
      // "Don't save" for "Don’t save", "Log  out" for "Log out": the key's label, told by
      // `runtime-mismatch` with the characters that differ (audit 264).
      if folding, let keys = foldedKeys(showing: text, in: locale, byLabel: byLabel) { return keys }
      // A section header shows its text upper-cased (`.textCase(.uppercase)`, audit 187).
      guard LabelText.isUpperCased(text) else { return [] }
      let byUpperCased =
        upperCasedIndex[locale]
        ?? byLabel.reduce(into: [:]) { result, pair in
          result[LabelText.upperCased(pair.key, in: locale), default: []] += pair.value
        }
      upperCasedIndex[locale] = byUpperCased
      return byUpperCased[text, default: []]
    }

    /// The keys whose text in `locale` reads as `text` with apostrophes, quotation marks and
    /// spaces folded (`ReadAlikeMark.folded(_:)`); `byLabel`: the locale's keys by their text.
    private mutating func foldedKeys(
      showing text: String, in locale: LocaleID, byLabel: [String: [(StringTable, String)]]
    ) -> [(StringTable, String)]? {
      let byFolded =
        foldedIndex[locale]
        ?? byLabel.reduce(into: [:]) { result, pair in
          result[ReadAlikeMark.folded(pair.key), default: []] += pair.value
        }
      foldedIndex[locale] = byFolded
      return byFolded[ReadAlikeMark.folded(text)]
    }

    /// The first key (by its text) whose text in `locale`, or one of its plural or device forms
    /// ("%lld photo" of "%lld photos"), is a format that shows `label` with its placeholders filled
    /// in; failing that, a source-language text's (a string the app leaves untranslated).
    mutating func formatKey(showing label: String, in locale: LocaleID) -> String? {
      let shown = LabelText.trimmed(label)
      for candidate in [locale, catalog.sourceLocale] {
        let formats =
          formatsByLocale[candidate] ?? FormatKeyIndex(CaptureBinder.formatKeys(catalog, locale: candidate))
        formatsByLocale[candidate] = formats
        if let key = formats.first(showing: shown)?.key { return key }
      }
      return nil
    }
  }

  /// Keys by the text they show in `locale`, as it resolves (its own value, a parent's, or the
  /// source language's), also without its Markdown (SwiftUI shows `**Terms**` as "Terms"). In a
  /// table without source-language values (the text is in code, `NSLocalizedString("Cancel", …)`),
  /// a key without a value shows itself. Where no key's label is the text, the keys with a plural
  /// or device form that is ("One photo" of "Photos", an iPad's longer text; audit 187).
  static func labelIndex(_ catalog: Catalog, locale: LocaleID) -> [String: [(StringTable, String)]] {
    var result: [String: [(StringTable, String)]] = [:]
    var staleOnly: [String: [(StringTable, String)]] = [:]
    var formsOnly: [String: [(StringTable, String)]] = [:]
    for stale in [false, true] {
      forEachShownEntry(in: catalog, locale: locale, stale: stale) { table, entry, resolution, keyIsText in
        guard let text = resolution.label ?? (keyIsText ? entry.key : nil) else { return }
        let label = lookupKey(text)
        for text in shownVariants(of: label) {
          if stale {
            staleOnly[text, default: []].append((table, entry.key))
          } else {
            result[text, default: []].append((table, entry.key))
          }
        }
        guard !stale, let value = resolution.value, value.variations != nil else { return }
        let forms = LabelText.shownTexts(of: value).map(lookupKey).filter { $0 != label && !$0.contains("%") }
        for text in Set(forms.flatMap(shownVariants)) {
          formsOnly[text, default: []].append((table, entry.key))
        }
      }
    }
    // A key Xcode marks gone from the code, which a capture shows all the same (used through a
    // variable, `String(localized: key)`), where no live key has its text (audit 186).
    for (text, keys) in staleOnly where result[text] == nil { result[text] = keys }
    for (text, keys) in formsOnly where result[text] == nil { result[text] = keys }
    return result
  }

  /// `text` and, where it differs, the plain text SwiftUI shows of its Markdown ("**Terms**" shows
  /// "Terms").
  private static func shownVariants(of text: String) -> [String] {
    [text] + (MarkdownText.plainText(of: text).map { $0 == text ? [] : [$0] } ?? [])
  }
}
