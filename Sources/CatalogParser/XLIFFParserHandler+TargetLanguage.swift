extension XLIFFParserHandler {
  /// Takes a 1.2 `<target xml:lang="fr">` as the locale of a `<file>` without `target-language`,
  /// which XLIFF 1.2 makes optional: the translation says its language, so it is not unknown.
  ///
  /// The file's first such target decides, also against the file's name (`<target
  /// xml:lang="it">` in `messages.es.xlf` is Italian, with the warning a `target-language` of
  /// another language than the name's gets); a target in another language than an earlier target
  /// gives (one without `xml:lang` in the name's language, review 137, or after targets that
  /// overrode the name) is an error, whatever the order, as one `<file>` holds one target language (a region
  /// of the same language is that language: `de-AT` in `messages.de.xlf`). Where
  /// `target-language` is set, it decides.
  func adoptTargetLanguage(of element: XMLStartElement, reader: XMLEventReader) throws(CatalogError) {
    guard let file, file.targetLocale == nil || file.inferredTargetLocaleSource != nil else { return }
    guard let locale = try Self.locale(element, "lang", shownAs: "xml:lang", reader: reader) else {
      if file.targetLocale == nil { self.file?.hasTargetWithoutLanguage = true }
      if file.targetLocale != nil && file.targetLanguageOverridesName, let named = fileNameLocale {
        throw CatalogError(
          position: reader.position(ofOffset: element.tagOffset),
          message:
            "a <target> without xml:lang in a <file> whose targets say '\(file.targetLocale?.identifier ?? "")', "
            + "not '\(named.identifier)' as its name does: one <file> holds one target language (set target-language)"
        )
      }
      return
    }
    let named = file.targetLocale == nil ? fileNameLocale : nil
    if let earlier = file.targetLocale ?? named {
      guard earlier.language != locale.language else {
        if file.targetLocale == nil { adopt(locale, in: file) }
        return
      }
      // Against the file's name only, the target's word is taken, as `target-language`'s is,
      // with the same warning (audit 292).
      // Not the source language: a target that says it is a copied `<source>`'s (review 195).
      if file.targetLocale == nil && !file.hasTargetWithoutLanguage
        && file.sourceLocale.map({ XLIFFLocaleNameMismatch.isSameLanguage($0, locale) }) != true
      {
        noteLocaleNameMismatch(
          of: locale, source: file.sourceLocale, attribute: "xml:lang", element: element, reader: reader)
        adopt(locale, in: file)
        self.file?.targetLanguageOverridesName = true
        return
      }
      let origin =
        file.targetLocale == nil ? "the file's name" : file.inferredTargetLocaleSource ?? "its targets"
      throw CatalogError(
        position: reader.position(ofOffset: element.tagOffset),
        message:
          "a <target xml:lang=\"\(locale.identifier)\"> in a <file> in '\(earlier.identifier)' (from \(origin)): "
          + "one <file> holds one target language (set target-language)")
    }
    adopt(locale, in: file)
  }

  /// The locale the document's name gives (`messages.de.xlf`), if any.
  private var fileNameLocale: LocaleID? { XLIFFFileNameLocale.locale(ofFile: context.displayPath) }

  /// Makes `locale`, which a target's `xml:lang` names, the locale of `file`.
  private func adopt(_ locale: LocaleID, in file: XLIFFFileState) {
    self.file?.targetLocale = locale
    self.file?.inferredTargetLocaleSource = "an earlier target's xml:lang"
    tables[file.tableIndex].declaredLocales.insert(locale)
  }
}
