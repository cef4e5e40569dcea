extension XLIFFParserHandler {
  /// The key a unit is stored under: its name (XLIFF 2.0 `name`, 1.2 `resname`), unless units of
  /// its table share that name under other ids and with other source texts: then its id.
  ///
  /// A tool that writes a hash as the id keeps the message key in the name (Symfony), but XLIFF
  /// makes only ids unique: a CMS export names units after their element (ten units named `p`),
  /// which are ten texts, not one key written ten times. The same name with the same source text
  /// stays a repeated key, whatever the ids (Symfony reads the last one): beside units of other
  /// texts, under the first one's id. Which names are shared is known only once every unit is
  /// read: a first reading notes them (`sharedNames`), and a document that has any is read again
  /// with them known (`XLIFFParser.parse`), so that the keys do not depend on the order of the
  /// units.
  func unitKey(name: String?, id: String?, file: XLIFFFileState) -> String? {
    guard let name else { return id }
    // Xcode's variation and `.stringsdict` ids are the key's own syntax, never shared names.
    guard let id, id != name, !file.isStringsdict, !name.contains("|==|") else { return name }
    let named = TableKey(table: file.tableIndex, key: name)
    if let namesKeyedByID {
      guard namesKeyedByID.contains(named) else { return name }
      // A unit of the name and source text of an earlier one repeats it: it takes that one's key.
      let message = TableKey(table: file.tableIndex, key: name + "\u{0}" + (unit.source ?? ""))
      if let earlier = firstIDByMessage[message] { return earlier }
      firstIDByMessage[message] = id
      return id
    }
    if let first = firstUnitByName[named] {
      if first.id != id && first.source != unit.source { sharedNames.insert(named) }
    } else {
      firstUnitByName[named] = (id, unit.source)
    }
    return name
  }
}
