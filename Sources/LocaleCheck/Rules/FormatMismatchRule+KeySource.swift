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
    // The table's look-up first: it settles every cell of a table with source text at once.
    // A translation with variables (a `.stringsdict` plural) spreads its arguments over its
    // forms, which a plain key cannot be compared with form by form.
    guard context.keyIsSourceText(of: subject, in: resolution.locale),
      resolution.value.map({ $0.variations == nil && $0.substitutions == nil }) == true,
      key.containsUTF8Byte(UInt8(ascii: "%")), key.contains(where: \.isWhitespace),
      LabelText.hasWords(key), !FormatSpecifierParser.parse(key).isEmpty
    else { return nil }
    return LocalizedValue(value: key)
  }
}
