extension XLIFFParserHandler {
  /// Stores the finished unit's source and target texts under its key (or variation path).
  func finishUnit() throws(CatalogError) {
    // Taken, not copied: the unit's strings move into the model without extra retains.
    guard let unit = self.unit.take(), let file else { return }
    guard let rawID = unit.name ?? unit.id else {
      let element = isVersion2 ? "<unit>" : "<trans-unit>"
      throw CatalogError(position: unit.position, message: "\(element) without id")
    }
    let id = XLIFFUnitID(rawID, stringsdict: file.isStringsdict)
    if id.isMetadata { return }
    let source = unit.source.map { source in
      LocalizedValue(
        value: source.text, state: "translated", position: source.position, keyPosition: unit.position)
    }
    var target: LocalizedValue?
    if let unitTarget = unit.target, file.targetLocale != nil {
      let state = unitTarget.state ?? unit.segmentState ?? "translated"
      target = LocalizedValue(
        value: unitTarget.text, state: state, position: unitTarget.position, keyPosition: unit.position)
    }
    let entry = StringEntry(
      key: id.key, comment: unit.note.flatMap { $0.isEmpty ? nil : $0 },
      shouldTranslate: unit.shouldTranslate,
      keyPosition: unit.position)
    store(source: source, target: target, of: entry, at: id.path, in: file)
  }

  /// Adds the unit's values (target after source: it wins where both are one locale).
  private func store(
    source: LocalizedValue?, target: LocalizedValue?, of entry: StringEntry, at path: [XLIFFUnitID.Step],
    in file: XLIFFFileState
  ) {
    let tableKey = TableKey(table: file.tableIndex, key: entry.key)
    if path.isEmpty && (varied.isEmpty || !varied.contains(tableKey)) {
      // The common case, one hash look-up: a plain key (written again, its first unit wins).
      var plain = entry
      plain.localizations = file.localizations(source: source, target: target)
      tables[file.tableIndex].add(plain)
      return
    }
    varied.insert(tableKey)
    tables[file.tableIndex].add(entry)
    var leaves: [(LocaleID, LocalizedValue)] = []
    if let source { leaves.append((file.sourceLocale ?? .base, source)) }
    if let target, let targetLocale = file.targetLocale { leaves.append((targetLocale, target)) }
    tables[file.tableIndex].modifyEntry(forKey: entry.key) { stored in
      for (locale, leaf) in leaves {
        var value = stored.localizations[locale] ?? LocalizedValue()
        XLIFFUnitID.store(leaf, at: path[...], in: &value)
        stored.localizations[locale] = value
      }
    }
    if path.contains(where: { if case .substitution = $0 { true } else { false } }) {
      substituted.insert(tableKey)
    }
  }
}
