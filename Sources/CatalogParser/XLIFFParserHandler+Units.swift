extension XLIFFParserHandler {
  /// Stores the finished unit's source and target texts under its key (or variation path).
  func finishUnit() throws(CatalogError) {
    guard unit.isOpen, var file else { return }
    unit.isOpen = false
    // An empty target too: the name stands for `target-language`, whose empty targets are empty
    // translations.
    if file.targetLocale == nil, unit.target != nil, let named = localeOfFileName(file) {
      file.targetLocale = named
    }
    // Taken, not copied, field by field: the unit's strings move into the model without the
    // retain and release of a copy.
    guard let keyPosition = unit.position.take() else { return }
    guard var rawID = unitKey(name: unit.name.take(), id: unit.id.take(), file: file) else {
      let element = isVersion2 ? "<unit>" : "<trans-unit>"
      throw CatalogError(position: keyPosition, message: "\(element) without id")
    }
    if file.stringsEscapes.inKeys { rawID = XcodeStringsEscapes.decoded(rawID) }
    let id = XLIFFUnitID(rawID, stringsdict: file.isStringsdict)
    if id.isMetadata { return }
    if file.isSourceExport { tables[file.tableIndex].addSourceExportKey(id.key) }
    if file.isStringsdict && unit.shouldTranslate {
      translatableStringsdictKeys.insert(TableKey(table: file.tableIndex, key: id.key))
    }
    let entry = StringEntry(
      key: id.key,
      comment: (CommentPlaceholder.meaningful(
        unit.note.take().flatMap { $0.allSatisfy(\.isWhitespace) ? nil : $0 })
        ?? groupNotes.last { $0 != nil } ?? nil)
        .flatMap { $0.isEmpty ? nil : $0 },
      shouldTranslate: unit.shouldTranslate, keyPosition: keyPosition,
      localizations: try takeLocalizations(id: id, rawID: rawID, file: file, keyPosition: keyPosition))
    guard id.path.isEmpty else {
      let untranslated = file.untranslatedLocale.flatMap { entry.localizations[$0] == nil ? $0 : nil }
      store(consume entry, at: id.path, in: file.tableIndex)
      if let untranslated {
        markUntranslated(
          XLIFFUntranslatedForm(
            table: file.tableIndex, key: id.key, path: id.path, locale: untranslated, position: keyPosition))
      }
      return
    }
    storePlainKey(consume entry, key: id.key, file: file)
  }

  /// The locale the document's name gives a translation in a `<file>` (XLIFF 2.0: a document)
  /// without a target language (Angular's `messages.de.xlf`), from then on the file's and the
  /// document's: a file whose name gives none stays an error.
  private func localeOfFileName(_ file: XLIFFFileState) -> LocaleID? {
    guard let named = XLIFFFileNameLocale.locale(ofFile: context.displayPath)
    else { return nil }
    self.file?.targetLocale = named
    self.file?.inferredTargetLocaleSource = "the file's name"
    tables[file.tableIndex].declaredLocales.insert(named)
    if isVersion2 { documentTargetLocale = named }
    return named
  }

  /// The unit's source and target texts as values of their locales, taken out of the unit.
  private func takeLocalizations(
    id: XLIFFUnitID, rawID: String, file: XLIFFFileState, keyPosition: SourcePosition
  ) throws(CatalogError) -> Localizations {
    // Source first, then target: the target wins where both are one locale. A source text has no
    // state of its own (`LocalizedValue.isXLIFFSource`): so a `<target>` in that locale, in
    // another file of the table, wins over it as well.
    var localizations = Localizations()
    // A form only the translation has (a plural the source does not vary by) Xcode exports with
    // its unit id as source text: the source has no such form, and the id is no text of it.
    let escapes = file.stringsEscapes.inTexts
    if let written = unit.source.take(),
      case let text = escapes ? XcodeStringsEscapes.decoded(written) : written,
      id.path.isEmpty || text != rawID
    {
      let value = LocalizedValue(
        value: text, state: nil, position: unit.sourcePosition.take(), keyPosition: keyPosition)
      localizations.setValue(consume value, for: file.sourceLocale ?? .base)
    }
    if file.targetLocale == nil, let text = unit.target, !text.isEmpty {
      // Dropping it would leave a translation out unseen (Angular writes such files).
      let element = isVersion2 ? "<xliff> without trgLang" : "<file> without target-language"
      throw CatalogError(
        position: unit.targetPosition ?? keyPosition,
        message: "a <target> in a \(element): the locale of its translation is unknown (set "
          + (isVersion2 ? "trgLang" : "target-language or the targets' xml:lang")
          + ", or name the file after it: messages.de.xlf)")
    }
    // A unit with a segment left untranslated has no complete translation: like a unit without
    // `<target>`, it leaves the locale to its fallback.
    if unit.hasUntranslatedSegment { unit.target = nil }
    // The flag first: reading the computed text off the unit copies the whole unit state.
    if unit.isReordered && unit.target != nil { unit.target = unit.reorderedTarget }
    if let written = unit.target.take(), let targetLocale = file.targetLocale {
      let text = escapes ? XcodeStringsEscapes.decoded(written) : written
      let state = unit.targetState.take() ?? unit.segmentState.take() ?? "translated"
      let value = LocalizedValue(
        value: text, state: state, position: unit.targetPosition.take(), keyPosition: keyPosition)
      localizations.setValue(consume value, for: targetLocale)
    } else if id.path.isEmpty, !file.isStringsdict, let targetLocale = file.untranslatedLocale {
      // An untranslated unit: a value without text, where the unit is, so that what reports it
      // points into this locale's file and not into the first file that has the key. Not for a
      // `.stringsdict` format, whose forms and `.strings` twin make the value, nor where the
      // source language is unknown (the target may be it).
      localizations.setValue(
        LocalizedValue(position: keyPosition, keyPosition: keyPosition), for: targetLocale)
    }
    return localizations
  }

  /// Stores a unit with a plain key (no variation path): new, a `.stringsdict` format or its
  /// `.strings` twin, the plain text of a key with variations, or a repeated unit.
  private func storePlainKey(_ entry: consuming StringEntry, key: String, file: XLIFFFileState) {
    // The common case, one hash look-up: a plain key seen for the first time.
    guard let existing = tables[file.tableIndex].insertIfAbsent(consume entry) else {
      if file.isStringsdict { stringsdictTexts.insert(TableKey(table: file.tableIndex, key: key)) }
      return
    }
    let tableKey = TableKey(table: file.tableIndex, key: existing.key)
    if file.isStringsdict {
      stringsdictTexts.insert(tableKey)
      store(existing, at: [], in: file.tableIndex)  // a `.stringsdict` format wins over `.strings` text
    } else if stringsdictTexts.contains(tableKey) {
      tables[file.tableIndex].add(existing)  // its text stays the `.stringsdict` format
    } else if varied.contains(tableKey) {
      store(existing, at: [], in: file.tableIndex)  // the plain text of a key with variations
    } else if let target = file.targetLocale, file.sourceLocale != nil,
      tables[file.tableIndex].entry(forKey: key)?.localizations[target] == nil
    {
      // A `<file>` of another language with the same `original` (a document that holds several
      // languages): its translation joins the key's, and the first unit's source text stays. (Known
      // only with a source language: without one an untranslated unit leaves no value of its
      // locale behind, and a repeat in its own language would look the same.)
      tables[file.tableIndex].add(existing)
    } else {
      storeRepeated(existing, file: file)
    }
  }

  /// A plain key a unit of this document already wrote: reported, and the later unit replaces
  /// the earlier one.
  private func storeRepeated(_ later: consuming StringEntry, file: XLIFFFileState) {
    let index = file.tableIndex
    let (key, second) = (later.key, later.keyPosition)
    // Replaced whole, as in a `.strings` file: a later unit without `<target>` must not pair its
    // source with the earlier unit's translation. Other languages' values (a document of several
    // languages) stay.
    guard var previous = tables[index].replace(later) else { return }
    if let first = previous.keyPosition, let second {
      var duplicate = DuplicateKey(
        key: key, bundle: tables[index].bundle, table: tables[index].name, locale: file.targetLocale,
        first: first, second: second)
      duplicate.recordTexts(replaced: previous, by: tables[index].entry(forKey: key), in: file.targetLocale)
      duplicates.append(duplicate)
    }
    previous.localizations.removeValue(forKey: file.sourceLocale ?? .base)
    if let target = file.targetLocale { previous.localizations.removeValue(forKey: target) }
    if !previous.localizations.isEmpty { tables[index].add(previous) }
  }

  /// Stores `entry`'s values at `path` inside the values its key already has (target after
  /// source: it wins where both are one locale).
  private func store(_ entry: consuming StringEntry, at path: [XLIFFUnitID.Step], in table: Int) {
    let tableKey = TableKey(table: table, key: entry.key)
    varied.insert(tableKey)
    var bare = entry
    let leaves = bare.localizations
    bare.localizations = [:]
    tables[table].add(bare) { stored in
      for (locale, leaf) in leaves {
        stored.localizations.modifyValue(for: locale) { XLIFFUnitID.store(leaf, at: path[...], in: &$0) }
      }
    }
    if path.contains(where: { if case .substitution = $0 { true } else { false } }) {
      substituted.insert(tableKey)
    }
  }
}
