extension XLIFFParserHandler {
  /// Stores the finished unit's source and target texts under its key (or variation path).
  func finishUnit() throws(CatalogError) {
    // Taken, not copied, field by field: the unit's strings move into the model without the
    // retain and release of a copy.
    guard var unit = self.unit.take(), let file else { return }
    guard let rawID = unit.name.take() ?? unit.id.take() else {
      let element = isVersion2 ? "<unit>" : "<trans-unit>"
      throw CatalogError(position: unit.position, message: "\(element) without id")
    }
    let id = XLIFFUnitID(rawID, stringsdict: file.isStringsdict)
    if id.isMetadata { return }
    let keyPosition = unit.position
    let source = unit.source.take().map { source in
      LocalizedValue(
        value: source.text, state: "translated", position: source.position, keyPosition: keyPosition)
    }
    var target: LocalizedValue?
    if let unitTarget = unit.target.take(), file.targetLocale != nil {
      let state = unitTarget.state ?? unit.segmentState ?? "translated"
      target = LocalizedValue(
        value: unitTarget.text, state: state, position: unitTarget.position, keyPosition: keyPosition)
    }
    let entry = StringEntry(
      key: id.key, comment: unit.note.take().flatMap { $0.isEmpty ? nil : $0 },
      shouldTranslate: unit.shouldTranslate, keyPosition: keyPosition,
      localizations: file.localizations(source: source, target: target))
    guard id.path.isEmpty else {
      store(entry, at: id.path, in: file.tableIndex)
      return
    }
    // The common case, one hash look-up: a plain key seen for the first time.
    guard let existing = tables[file.tableIndex].insertIfAbsent(entry) else { return }
    if varied.contains(TableKey(table: file.tableIndex, key: existing.key)) {
      store(existing, at: [], in: file.tableIndex)  // the plain text of a key with variations
    } else {
      tables[file.tableIndex].add(existing)  // written again: its first unit wins
    }
  }

  /// Stores `entry`'s values at `path` inside the values its key already has (target after
  /// source: it wins where both are one locale).
  private func store(_ entry: StringEntry, at path: [XLIFFUnitID.Step], in table: Int) {
    let tableKey = TableKey(table: table, key: entry.key)
    varied.insert(tableKey)
    var bare = entry
    bare.localizations = [:]
    tables[table].add(bare)
    tables[table].modifyEntry(forKey: entry.key) { stored in
      for (locale, leaf) in entry.localizations {
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
