extension XLIFFParserHandler {
  /// Stores the finished unit's source and target texts under its key (or variation path).
  func finishUnit() throws(CatalogError) {
    guard let unit, let file else {
      self.unit = nil
      return
    }
    self.unit = nil
    guard let rawID = unit.name ?? unit.id else {
      let element = isVersion2 ? "<unit>" : "<trans-unit>"
      throw CatalogError(position: unit.position, message: "\(element) without id")
    }
    let id = XLIFFUnitID(rawID, stringsdict: file.isStringsdict)
    if id.isMetadata { return }
    let comment = unit.note.flatMap { $0.isEmpty ? nil : $0 }
    let sourceLocale = file.sourceLocale ?? .base
    let sourceLeaf = unit.source.map {
      LocalizedValue(value: $0.text, state: "translated", position: $0.position, keyPosition: unit.position)
    }
    var targetLeaf: LocalizedValue?
    if let target = unit.target, file.targetLocale != nil {
      let state = target.state ?? unit.segmentState ?? "translated"
      targetLeaf = LocalizedValue(
        value: target.text, state: state, position: target.position, keyPosition: unit.position)
    }
    let index = file.tableIndex
    let tableKey = TableKey(table: index, key: id.key)
    if id.path.isEmpty && (varied.isEmpty || !varied.contains(tableKey)) {
      // The common case, one hash look-up: a plain key (written again, its first unit wins).
      var localizations: [LocaleID: LocalizedValue] = [:]
      localizations[sourceLocale] = sourceLeaf
      if let targetLocale = file.targetLocale, let targetLeaf { localizations[targetLocale] = targetLeaf }
      tables[index].add(
        StringEntry(
          key: id.key, comment: comment, shouldTranslate: unit.shouldTranslate, keyPosition: unit.position,
          localizations: localizations))
      return
    }
    varied.insert(tableKey)
    tables[index].add(
      StringEntry(
        key: id.key, comment: comment, shouldTranslate: unit.shouldTranslate, keyPosition: unit.position))
    tables[index].modifyEntry(forKey: id.key) { entry in
      if let sourceLeaf { XLIFFParserHandler.store(sourceLeaf, at: id.path, for: sourceLocale, in: &entry) }
      if let targetLocale = file.targetLocale, let targetLeaf {
        XLIFFParserHandler.store(targetLeaf, at: id.path, for: targetLocale, in: &entry)
      }
    }
    if id.path.contains(where: { if case .substitution = $0 { true } else { false } }) {
      substituted.insert(tableKey)
    }
  }

  private static func store(
    _ leaf: LocalizedValue, at path: [XLIFFUnitID.Step], for locale: LocaleID, in entry: inout StringEntry
  ) {
    var value = entry.localizations[locale] ?? LocalizedValue()
    XLIFFUnitID.store(leaf, at: path[...], in: &value)
    entry.localizations[locale] = value
  }
}
