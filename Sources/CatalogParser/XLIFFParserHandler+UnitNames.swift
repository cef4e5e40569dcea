extension XLIFFParserHandler {
  /// The key a unit is stored under: its name (XLIFF 2.0 `name`, 1.2 `resname`) while no unit of
  /// its table with another id and another source text has that name, else its id.
  ///
  /// A tool that writes a hash as the id keeps the message key in the name (Symfony), but XLIFF
  /// makes only ids unique: a CMS export names units after their element (ten units named `p`),
  /// which are ten texts, not one key written ten times. The first unit of a name that turns out
  /// to be shared is keyed again by its own id. The same name with the same source text stays a
  /// repeated key, whatever the ids (Symfony reads the last one).
  func unitKey(name: String?, id: String?, file: XLIFFFileState) -> String? {
    guard let name else { return id }
    // Xcode's variation and `.stringsdict` ids are the key's own syntax, never shared names.
    guard let id, id != name, !file.isStringsdict, !name.contains("|==|") else { return name }
    let named = TableKey(table: file.tableIndex, key: name)
    if namesKeyedByID.contains(named) { return id }
    guard let earlierID = unitIDsByName[named] else {
      unitIDsByName[named] = id
      return name
    }
    // The same id again is the same unit: a duplicate, or another language's `<file>` of it.
    guard earlierID != id, !hasSourceText(unit.source, key: name, file: file),
      tables[file.tableIndex].renameEntry(name, to: earlierID)
    else { return name }
    namesKeyedByID.insert(named)
    return id
  }

  /// Whether the table's entry for `key` has `text` as its source text.
  private func hasSourceText(_ text: String?, key: String, file: XLIFFFileState) -> Bool {
    tables[file.tableIndex].entry(forKey: key)?.localizations[file.sourceLocale ?? .base]?.value == text
  }
}
