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
    var leaves: [(LocaleID, LocalizedValue)] = []
    if let source = unit.source {
      let leaf = LocalizedValue(
        value: source.text, state: "translated", position: source.position, keyPosition: unit.position)
      leaves.append((file.sourceLocale ?? .base, leaf))
    }
    if let target = unit.target, let targetLocale = file.targetLocale {
      let state = target.state ?? unit.segmentState ?? "translated"
      let leaf = LocalizedValue(
        value: target.text, state: state, position: target.position, keyPosition: unit.position)
      leaves.append((targetLocale, leaf))
    }
    let entry = StringEntry(
      key: id.key, comment: unit.note.flatMap { $0.isEmpty ? nil : $0 },
      shouldTranslate: unit.shouldTranslate,
      keyPosition: unit.position)
    store(leaves, of: entry, at: id.path, in: file.tableIndex)
  }

  /// Adds the unit's values (target after source: it wins where both are one locale).
  private func store(
    _ leaves: [(LocaleID, LocalizedValue)], of entry: StringEntry, at path: [XLIFFUnitID.Step], in index: Int
  ) {
    let tableKey = TableKey(table: index, key: entry.key)
    if path.isEmpty && (varied.isEmpty || !varied.contains(tableKey)) {
      // The common case, one hash look-up: a plain key (written again, its first unit wins).
      var plain = entry
      plain.localizations.reserveCapacity(leaves.count)
      for (locale, leaf) in leaves { plain.localizations[locale] = leaf }
      tables[index].add(plain)
      return
    }
    varied.insert(tableKey)
    tables[index].add(entry)
    tables[index].modifyEntry(forKey: entry.key) { stored in
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
