extension XLIFFParserHandler {
  /// Takes a 1.2 `<target xml:lang="fr">` as the locale of a `<file>` without `target-language`,
  /// which XLIFF 1.2 makes optional: the translation says its language, so it is not unknown.
  ///
  /// The file's first such target decides; a later target in another language than the file's
  /// is an error (also where the file's name gave it), as one `<file>` holds one target language.
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
    if let earlier = file.targetLocale {
      guard earlier != locale else { return }
      throw CatalogError(
        position: position(),
        message: "a <target xml:lang=\"\(trimmed)\"> in a <file> in '\(earlier.identifier)' (from "
          + "\(file.inferredTargetLocaleSource ?? "its targets")): one <file> holds one target language (set "
          + "target-language)")
    }
    self.file?.targetLocale = locale
    self.file?.inferredTargetLocaleSource = "an earlier target's xml:lang"
    tables[file.tableIndex].declaredLocales.insert(locale)
  }
}
