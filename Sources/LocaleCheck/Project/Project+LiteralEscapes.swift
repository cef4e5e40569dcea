import CatalogParser

/// Warnings about a backslash before a quote (`\'`, `\"`) in a value of a file that has no such
/// escapes: a `.stringsdict`, a String Catalog or an XLIFF file. A converter from Android's
/// resources, where `\'` is an apostrophe, keeps it, and the label shows the backslash (Delta
/// Chat's Hebrew plurals, audit 296).
extension Project {
  /// A warning per value (each form of a varied one) of such a file that holds `\'` or `\"`, at
  /// the value, in file order; past the limit, one counting the rest.
  public func literalEscapeWarnings() -> [ProjectNotice] {
    var found: [(position: SourcePosition?, text: String)] = []
    let reportsValues = valueLocaleFilter()
    for table in catalog.tables {
      for entry in table.entries {
        for (locale, value) in entry.localizations where reportsValues(locale) {
          // Most values are plain texts without a backslash: no leaves to list.
          if value.variations == nil, value.substitutions == nil,
            value.value?.containsUTF8Byte(UInt8(ascii: "\\")) != true
          {
            continue
          }
          for (path, leaf) in value.leaves {
            guard let text = leaf.value, text.containsUTF8Byte(UInt8(ascii: "\\")),
              let escape = Self.quoteEscape(
                in: text, source: table.sourceLocale.flatMap { entry.localizations[$0] }),
              let file = (leaf.position ?? value.keyPosition)?.file, let kind = Self.escapeFreeKind(of: file)
            else {
              continue
            }
            let form = path.isEmpty ? "" : " (\(path))"
            found.append(
              (
                leaf.position,
                "the \(locale.identifier) value of '\(ControlCharacters.escaped(entry.key))'\(form) shows "
                  + "'\(escape)' with its backslash: \(kind) keeps a backslash as text (an escape kept from an "
                  + "Android resource?); write \(escape.dropFirst()) alone"
              ))
          }
        }
      }
    }
    return Self.limitedInFileOrder(found) { "\($0) more values show a backslash before a quote" }
  }

  /// The first backslash and quote of `text` (`\'`, `\"`) that an escape kept by mistake: one
  /// inside a word ("Don\'t", Hebrew "צ\'אט"), or one the source's text lacks. A source that
  /// writes it too shows code on purpose (regex help `Use \" to match`, review 201).
  private static func quoteEscape(in text: String, source: LocalizedValue?) -> String? {
    let characters = Array(text)
    for index in characters.indices.dropFirst()
    where characters[index - 1] == "\\" && (characters[index] == "'" || characters[index] == "\"") {
      let escape = "\\" + String(characters[index])
      let inWord =
        index >= 2 && index + 1 < characters.count && characters[index - 2].isLetter
        && characters[index + 1].isLetter
      if inWord { return escape }
      let sourceHasIt = source?.leaves.contains { $0.leaf.value?.contains(escape) == true } ?? false
      if !sourceHasIt { return escape }
    }
    return nil
  }

  /// How a warning names the kind of `file`, whose text is the label as written; `nil` for a
  /// `.strings` file, whose escapes were read already.
  private static func escapeFreeKind(of file: String) -> String? {
    let name = file.lowercased()
    if name.hasSuffix(".stringsdict") { return "a .stringsdict file" }
    if name.hasSuffix(".xcstrings") { return "a String Catalog" }
    if name.hasSuffix(".xliff") || name.hasSuffix(".xlf") { return "XLIFF" }
    return nil
  }
}
