import CatalogParser

extension IdentifierDriftRule {
  /// The message of a storyboard's key whose object the storyboard or XIB no longer holds: the
  /// object was deleted, or made again under another id (a button replaced), so the nib never
  /// looks the key up and its new object shows the storyboard's text untranslated. The source
  /// language's copy (`en.lproj`) holds a text, not a translation (audit 309).
  static func objectlessKeyMessage(
    _ key: String, locale: LocaleID, source: LocaleID, table: StringTable, name: String
  ) -> String {
    let objectID = key.split(separator: ".", maxSplits: 1).first.map(String.init) ?? key
    let document = table.interfaceBuilderDocument ?? "the storyboard"
    let what = locale.language == source.language ? "text" : "translation"
    return
      "'\(key)' exists in \(locale)'s \(name) table, but \(document) has no object '\(objectID)' (deleted, "
      + "or made again under another id), so the \(what) is never shown; generate the table's files "
      + "again from it"
  }
}
