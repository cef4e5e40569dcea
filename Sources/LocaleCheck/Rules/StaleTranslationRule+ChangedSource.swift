import CatalogParser

/// A translation made from a source text the project no longer has: its XLIFF export's
/// `<source>` says "Abort" where the project's source file now says "Cancel" (audit 221). Xcode
/// imports such a file without a word, and its state says `translated`.
extension StaleTranslationRule {
  /// The finding for `own`, a translation read from an XLIFF export whose `<source>` for the key
  /// differs from the project's text in that language; `nil` where they agree or no export is
  /// involved. Compared in the export's source language, which a run's `--source-locale` may not be.
  func changedSourceFinding(
    _ own: LocalizedValue, entry: StringEntry, subject: Subject, resolution: Resolution
  ) -> Finding? {
    // `InfoPlist.strings` overrides Info.plist's `$(PRODUCT_NAME)` by design: no change over time.
    guard let exported = entry.replacedExportSources, resolution.locale != resolution.sourceLocale,
      subject.table != StringTable.infoPlistName,
      own.isFromXLIFF, !own.isXLIFFSource, let file = (own.position ?? own.keyPosition)?.file,
      let old = exported.first(where: { ($0.value.position ?? $0.value.keyPosition)?.file == file }),
      let source = entry.localizations[old.locale],
      let change = Self.firstChange(from: old.value, to: source, translatedIn: own)
    else { return nil }
    let language = old.locale
    let form = change.path.isEmpty ? "" : "the \(change.path) form of "
    let quoted = change.translation == subject.displayName ? "" : " '\(change.translation)'"
    let exportName = file.split(separator: "/").last.map(String.init) ?? file
    let message =
      "\(resolution.locale) translation\(quoted) of \(form)\(subject.displayName) was made from the "
      + "\(language) text '\(change.then)' (the <source> in \(exportName)), but the "
      + "project's \(language) text is '\(change.now)': review the translation"
    return finding(
      message, subject: subject, locale: resolution.locale, position: change.position ?? own.position,
      expected: change.now, actual: change.translation)
  }

  /// Whether two source texts say the same: equal, or but for their placeholders' argument numbers
  /// (Xcode exports `%1$@ (%2$d)` for `%@ (%d)`, audit 225).
  private static func sameFormat(_ text: String, _ other: String) -> Bool {
    text == other
      || (text.containsUTF8Byte(UInt8(ascii: "$")) || other.containsUTF8Byte(UInt8(ascii: "$")))
        && FormatSpecifierParser.withArgumentNumbers(text) == FormatSpecifierParser.withArgumentNumbers(other)
  }

  /// The first form whose exported source text differs from the project's, with the translation
  /// of it that the export holds (translated, with text).
  private static func firstChange(
    from exported: LocalizedValue, to source: LocalizedValue, translatedIn own: LocalizedValue
  ) -> (path: String, then: String, now: String, translation: String, position: SourcePosition?)? {
    let current = Dictionary(
      source.leaves.map { ($0.path, $0.leaf.value) }, uniquingKeysWith: { first, _ in first })
    let translations = Dictionary(
      own.leaves.map { ($0.path, $0.leaf) }, uniquingKeysWith: { first, _ in first })
    for (path, leaf) in exported.leaves {
      guard let then = leaf.value, let now = current[path] ?? nil, !sameFormat(then, now),
        let translated = translations[path], let text = translated.value, !text.isEmpty,
        !LabelText.isUntranslatedState(translated.state)
      else { continue }
      return (path, then, now, text, translated.position)
    }
    return nil
  }
}
