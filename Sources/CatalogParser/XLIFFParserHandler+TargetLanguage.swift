extension XLIFFParserHandler {
  /// Takes a 1.2 `<target xml:lang="fr">` as the locale of a `<file>` without `target-language`,
  /// which XLIFF 1.2 makes optional: the translation says its language, so it is not unknown.
  ///
  /// The file's first such target decides; a target in another language than the file's name
  /// or an earlier target gives is an error, whatever the order, as one `<file>` holds one target
  /// language (a region of the same language is that language: `de-AT` in `messages.de.xlf`).
  /// Where `target-language` is set, it decides.
  func adoptTargetLanguage(of element: XMLStartElement, reader: XMLEventReader) throws(CatalogError) {
    guard let file, file.targetLocale == nil || file.inferredTargetLocaleSource != nil,
      let locale = try Self.locale(element, "lang", shownAs: "xml:lang", reader: reader)
    else { return }
    let named = file.targetLocale == nil ? XLIFFFileNameLocale.locale(ofFile: context.displayPath) : nil
    if let earlier = file.targetLocale ?? named {
      guard earlier.language != locale.language else {
        if file.targetLocale == nil { adopt(locale, in: file) }
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

  /// Makes `locale`, which a target's `xml:lang` names, the locale of `file`.
  private func adopt(_ locale: LocaleID, in file: XLIFFFileState) {
    self.file?.targetLocale = locale
    self.file?.inferredTargetLocaleSource = "an earlier target's xml:lang"
    tables[file.tableIndex].declaredLocales.insert(locale)
  }
}
