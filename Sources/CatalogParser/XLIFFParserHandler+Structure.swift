extension XLIFFParserHandler {
  /// `<xliff version srcLang trgLang>`: the version decides the vocabulary.
  func startDocument(_ element: XMLStartElement, reader: XMLEventReader) throws(CatalogError) {
    // The namespace names the vocabulary; `version` only where there is none of XLIFF's (a
    // `version="2.0"` on 1.2 elements read none of them).
    if let isVersion2 = Self.isVersion2(namespace: element.namespaceURI) {
      self.isVersion2 = isVersion2
    } else if let version = element.attribute("version") {
      isVersion2 = version.hasPrefix("2")
    }
    if isVersion2 {
      documentSourceLocale = try Self.locale(element, "srcLang", reader: reader)
      documentTargetLocale = try Self.locale(element, "trgLang", reader: reader)
      noteLocaleNameMismatch(
        of: documentTargetLocale, source: documentSourceLocale, attribute: "trgLang", element: element,
        reader: reader)
    }
  }

  /// Whether `namespace` is XLIFF 2.0's (`true`) or 1.2's (`false`); `nil` for no namespace or
  /// another one (an extension's).
  static func isVersion2(namespace: UnsafePointer<UInt8>?) -> Bool? {
    guard let namespace else { return nil }
    if XMLStartElement.equals(namespace, "urn:oasis:names:tc:xliff:document:2.0") { return true }
    if XMLStartElement.equals(namespace, "urn:oasis:names:tc:xliff:document:1.2") { return false }
    return nil
  }

  /// The locale the language attribute `name` of `element` names; `nil` when it is absent or
  /// blank (`target-language=""` names no locale, it does not make one called ""). A value that
  /// is no language tag (`de|x`, a line break) is an error: it would become a column of its own.
  /// `shownAs`: the attribute's name in the message, where it has a prefix (`xml:lang`).
  static func locale(
    _ element: XMLStartElement, _ name: StaticString, shownAs: String? = nil, reader: XMLEventReader
  ) throws(CatalogError) -> LocaleID? {
    guard let attribute = element.attribute(name), !attribute.allSatisfy(\.isWhitespace) else { return nil }
    let trimmed = attribute.trimmingWhitespace
    guard LocaleID.isWellFormed(trimmed) else {
      let shown = ControlCharacters.escaped(trimmed)
      // A word ("generic", "template"): a file translators copy, which a run leaves out (audit 260).
      let isWord = templateWords.contains(trimmed.lowercased())
      throw CatalogError(
        position: reader.position(ofOffset: element.tagOffset),
        message:
          "\(shownAs ?? "\(name)") '\(shown)' is not a language tag (a language code of 2 or 3 letters, "
          + "then '-' and letters or digits, as in 'pt-BR')"
          + (isWord ? "; a template for translators is no translation: leave it out with --exclude" : ""))
    }
    return LocaleID(trimmed)
  }

  /// Words that translators' templates give as their language ("generic"); not a language's
  /// own name ("Deutsch"), which is a translation's (review 179).
  private static let templateWords: Set<String> = ["generic", "template", "default", "source", "none", "any"]

  /// The `original` that tools write in every document, naming no file: Symfony's `file.ext`,
  /// Angular's `ng.template` (1.2: `ng2.template`). Read as none, so that each document is the
  /// table its own name names: two Symfony domains (`security`, `validators`) or two Angular apps
  /// are not one table whose ids collide.
  static let toolConstantOriginals: Set<String> = ["file.ext", "ng.template", "ng2.template"]

  /// `<file>`: opens (or reopens) the table its `original` names.
  func startFile(_ element: XMLStartElement, reader: XMLEventReader) throws(CatalogError) {
    // XLIFF 2.0's required `id` names the file where a tool writes its name there
    // (`Localizable.strings`); Crowdin's `f1` is an identifier: the document's first `<file>`
    // is the table the document's name names (as in every language's document, whatever else
    // it holds), a later one keeps apart by its id (unit ids are unique only within a file).
    let original =
      element.attribute("original").map { Self.toolConstantOriginals.contains($0) ? "" : $0 }
      ?? (isVersion2
        ? element.attribute("id").flatMap {
          PathUtilities.pathExtension($0).isEmpty && fileCount == 0 ? nil : $0
        }
        : nil)
    // It names the bundle and table in every report: a line break there (`&#10;`) would forge a
    // line of a diagnostic, a right-to-left override turn it around.
    if let original, ControlCharacters.occur(in: original) {
      throw CatalogError(
        position: reader.position(ofOffset: element.tagOffset),
        message: "original '\(ControlCharacters.escaped(original))' holds control characters, so the file "
          + "is not read; name the file it translates there")
    }
    let sourceLocale =
      isVersion2 ? documentSourceLocale : try Self.locale(element, "source-language", reader: reader)
    let targetLocale =
      isVersion2 ? documentTargetLocale : try Self.locale(element, "target-language", reader: reader)
    if !isVersion2 {
      noteLocaleNameMismatch(
        of: targetLocale, source: sourceLocale, attribute: "target-language", element: element, reader: reader
      )
    }
    // Without a target language, the locale the document's name gives (`validators.pt_BR.xlf`)
    // is no part of the table's name either.
    let namedLocale = targetLocale == nil ? XLIFFFileNameLocale.locale(ofFile: context.displayPath) : nil
    let (bundle, name) = XLIFFParser.tableLocation(
      original: original, context: context,
      locales: [targetLocale ?? namedLocale, sourceLocale].compactMap { $0 })
    let identity = bundle + "\u{0}" + name
    let index: Int
    if let existing = tableIndex[identity] {
      index = existing
    } else {
      index = tables.count
      tableIndex[identity] = index
      tables.append(StringTable(bundle: bundle, name: name, files: [context.displayPath]))
      if original?.isEmpty ?? true { tablesNamedByFile.insert(index) }
      if fileCount < expectedUnitsPerFile.count {
        tables[index].reserveCapacity(expectedUnitsPerFile[fileCount])
      }
    }
    fileCount += 1
    shared = SharedStringCursor(sharedStrings?.strings(bundle: bundle, table: name))
    if tables[index].sourceLocale == nil { tables[index].sourceLocale = sourceLocale }
    // Its locale counts even before any unit has a `<target>` (a fresh export to translate).
    if let targetLocale { tables[index].declaredLocales.insert(targetLocale) }
    if documentSourceLocale == nil { documentSourceLocale = sourceLocale }
    file = XLIFFFileState(
      tableIndex: index, sourceLocale: sourceLocale, targetLocale: targetLocale,
      isStringsdict: original?.hasSuffix(".stringsdict") ?? false)
    file?.isStringsTable = original?.hasSuffix(".strings") ?? false
  }

  /// `<tool>` of a file's `<header>`: an old Xcode's export of a `.strings` table keeps the
  /// file's escapes in its ids and texts (see ``XcodeStringsEscapes``).
  func noteTool(_ element: XMLStartElement) {
    // Another tool's `<tool>` beside Xcode's (a translation tool's) changes nothing.
    guard file?.isStringsTable == true, let toolID = element.attribute("tool-id"),
      toolID == XcodeStringsEscapes.xcodeToolID
    else { return }
    file?.stringsEscapes = XcodeStringsEscapes(toolID: toolID, version: element.attribute("tool-version"))
  }

  /// `<trans-unit>` / `<unit>`: its key and flags; text follows in its children.
  func startUnit(_ element: XMLStartElement, reader: XMLEventReader) throws(CatalogError) {
    // One pass over the attributes; only the id and the name become strings.
    var id: UnsafeBufferPointer<UInt8>?
    var name: UnsafeBufferPointer<UInt8>?
    var shouldTranslate = inheritedTranslate
    let nameAttribute: StaticString = isVersion2 ? "name" : "resname"
    element.forEachAttribute { attribute, value in
      if id == nil && XMLStartElement.equals(attribute, "id") {
        id = value
      } else if name == nil && XMLStartElement.equals(attribute, nameAttribute) {
        name = value
      } else if XMLStartElement.equals(attribute, "translate") {
        if value.elementsEqual("no".utf8) { shouldTranslate = false }
        if value.elementsEqual("yes".utf8) { shouldTranslate = true }
      }
    }
    // The name, when present, is the key; the id then only names the unit.
    if let name {
      unit.open(
        id: id.map(XMLCharacterReferences.decode), name: sharedKey(name),
        position: reader.position(ofOffset: element.tagOffset))
    } else {
      unit.open(
        id: id.map(sharedKey), name: nil, position: reader.position(ofOffset: element.tagOffset))
    }
    if isVersion2 && !originalData.isEmpty { originalData.removeAll() }
    if !sourceCodeTexts.isEmpty { sourceCodeTexts.removeAll() }
    unit.shouldTranslate = shouldTranslate
  }

  /// The unit key written as `value`: the string an earlier file wrote for it when spelled alike.
  private func sharedKey(_ value: UnsafeBufferPointer<UInt8>) -> String {
    // Only a value without references is spelled as its text.
    guard shared.isActive, !value.contains(UInt8(ascii: "&")) else {
      return XMLCharacterReferences.decode(value)
    }
    if let key = shared.key(matching: value) { return key }
    let key = XMLCharacterReferences.decode(value)
    shared.moveTo(key)
    return key
  }

  /// The tables read, with substitution argument numbers taken from their values' formats and
  /// `.stringsdict` keys translatable whatever their `.strings` twin says.
  func finish() -> ParsedFile {
    fillUntranslatedForms()
    for item in substituted {
      tables[item.table].modifyEntry(forKey: item.key) { entry in
        entry.localizations = entry.localizations.mapValues(XLIFFParserHandler.numberingArguments)
      }
    }
    for item in translatableStringsdictKeys {
      tables[item.table].modifyEntry(forKey: item.key) { $0.shouldTranslate = true }
    }
    var parsed = ParsedFile(tables: tables, duplicates: duplicates, sourceLocale: documentSourceLocale)
    parsed.tablesNamedByFile = tablesNamedByFile
    if !declaresNamedLanguage, let localeNameMismatch { parsed.localeNameMismatches = [localeNameMismatch] }
    return parsed
  }

  /// Notes a declared target locale of another language than the document's name gives, once,
  /// and whether a `<file>` declares the name's language: a document of several languages
  /// (`ru.xliff` with a `ru` and an `ar` `<file>`) is named for one of them, and one named for
  /// its source language (`en.xliff`) for that.
  func noteLocaleNameMismatch(
    of declared: LocaleID?, source: LocaleID?, attribute: String, element: XMLStartElement,
    reader: XMLEventReader
  ) {
    guard let declared, let named = XLIFFFileNameLocale.locale(ofFile: context.displayPath) else { return }
    if XLIFFLocaleNameMismatch.isSameLanguage(declared, named)
      || source.map({ XLIFFLocaleNameMismatch.isSameLanguage($0, named) }) == true
    {
      declaresNamedLanguage = true
    } else if localeNameMismatch == nil {
      localeNameMismatch = XLIFFLocaleNameMismatch(
        position: reader.position(ofOffset: element.tagOffset), declared: declared, named: named,
        attribute: attribute)
    }
  }

  /// XLIFF carries no argument numbers: they come from the `%#@name@` references of the value.
  private static func numberingArguments(_ value: LocalizedValue) -> LocalizedValue {
    guard var substitutions = value.substitutions, let format = value.value else { return value }
    for (name, number) in StringsdictParser.variableArgumentNumbers(in: format)
    where substitutions[name] != nil && substitutions[name]?.argNum == nil {
      substitutions[name]?.argNum = number
    }
    var result = value
    result.substitutions = substitutions
    return result
  }
}
