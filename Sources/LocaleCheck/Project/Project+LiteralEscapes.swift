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
          for (path, leaf) in value.leaves {
            guard let text = leaf.value, text.containsUTF8Byte(UInt8(ascii: "\\")),
              let escape = Self.quoteEscape(in: text),
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

  /// The first backslash and quote of `text` (`\'`, `\"`).
  private static func quoteEscape(in text: String) -> String? {
    var previous: Character?
    for character in text {
      if previous == "\\" && (character == "'" || character == "\"") { return "\\" + String(character) }
      previous = character
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
