import CatalogParser

extension IdentifierDriftRule {
  /// The message of a storyboard's key whose object the storyboard or XIB no longer holds: the
  /// object was deleted, or made again under another id (a button replaced), so the nib never
  /// looks the key up and its new object shows the storyboard's text untranslated.
  static func objectlessKeyMessage(_ key: String, locale: LocaleID, table: StringTable, name: String)
    -> String
  {
    let objectID = key.split(separator: ".", maxSplits: 1).first.map(String.init) ?? key
    let document = table.interfaceBuilderDocument ?? "the storyboard"
    return
      "'\(key)' exists in \(locale)'s \(name) table, but \(document) has no object '\(objectID)' (deleted, "
      + "or made again under another id), so the translation is never shown; generate the table's files "
      + "again from it"
  }
}
