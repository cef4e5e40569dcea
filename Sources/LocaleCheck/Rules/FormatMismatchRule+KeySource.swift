import CatalogParser

extension FormatMismatchRule {
  /// The source text of `entry` where its table has no source-language file and its key is a
  /// format written as text ("%d blocked today", as `NSLocalizedString` in code has it): the
  /// key, which the source language shows. Not a key that names its text (`alert.price`), whose
  /// translation's placeholders have nothing to be compared with.
  static func keyAsSourceFormat(
    of entry: StringEntry, subject: Subject, resolution: Resolution, context: CheckContext
  ) -> LocalizedValue? {
    let key = entry.key
    guard key.containsUTF8Byte(UInt8(ascii: "%")), key.contains(where: \.isWhitespace),
      LabelText.hasWords(key), !FormatSpecifierParser.parse(key).isEmpty
    else { return nil }
    return context.sourceValue(of: entry, subject: subject, resolution: resolution)
  }
}
