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
      let language = element.attribute("lang"), !language.allSatisfy(\.isWhitespace)
    else { return }
    let trimmed = language.trimmingWhitespace
    let position = { reader.position(ofOffset: element.tagOffset) }
    guard LocaleID.isWellFormed(trimmed) else {
      throw CatalogError(
        position: position(),
        message: "xml:lang '\(ControlCharacters.escaped(trimmed))' is not a language tag (a language code of "
          + "2 or 3 letters, then '-' and letters or digits, as in 'pt-BR')")
    }
    let locale = LocaleID(trimmed)
    let named = file.targetLocale == nil ? XLIFFFileNameLocale.locale(ofFile: context.displayPath) : nil
    if let earlier = file.targetLocale ?? named {
      guard earlier.language != locale.language else {
        if file.targetLocale == nil { adopt(locale, in: file) }
        return
      }
      let origin =
        file.targetLocale == nil ? "the file's name" : file.inferredTargetLocaleSource ?? "its targets"
      throw CatalogError(
        position: position(),
        message:
          "a <target xml:lang=\"\(trimmed)\"> in a <file> in '\(earlier.identifier)' (from \(origin)): "
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
