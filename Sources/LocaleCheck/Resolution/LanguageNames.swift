import Foundation

/// Languages' names in their own language ("Deutsch", "Русский", "日本語", "简体中文"), as a
/// language picker lists them: the same text in every locale, so a copy of one is no fallback.
enum LanguageNames {
  /// The endonyms of every language and locale (``ownNameRows``), lowercased, each with the
  /// language code it names, and those English writes alike ("afrikaans", "filipino"). Read once,
  /// on the first copy a run finds.
  private static let names: (endonyms: [String: String], englishAlike: Set<String>) = {
    var endonyms: [String: String] = [:]
    var englishAlike: Set<String> = []
    for row in ownNameRows.split(separator: "\n") {
      let fields = row.split(separator: "|")
      guard fields.count >= 2 else { continue }
      // The table's names are lowercased already: lowercasing a thousand names again costs.
      let name = foldedBrackets(String(fields[0]))
      endonyms[name] = String(fields[1])
      if fields.count > 2 { englishAlike.insert(name) }
    }
    return (endonyms, englishAlike)
  }()

  /// The language code whose own name `text` is (case aside: "Русский", "SUOMI"), or `nil`.
  static func language(namedBy text: String) -> String? {
    // A language's name is a word or two: a sentence is never one, so skip building the table.
    guard text.count <= 40, !text.isEmpty else { return nil }
    return names.endonyms[folded(text)]
  }

  /// `name` lowercased, its brackets written as ASCII ones without a space before them, as
  /// pickers write them either way: "中文 (简体)" is "中文（简体）" (review 178).
  private static func folded(_ name: String) -> String { foldedBrackets(name.lowercased()) }

  /// `lowered` with its brackets written as ``folded(_:)`` writes them.
  private static func foldedBrackets(_ lowered: String) -> String {
    // Most names have no brackets: their text is their key.
    guard lowered.unicodeScalars.contains(where: { $0 == "(" || $0 == "（" || $0 == "）" }) else {
      return lowered
    }
    var result = String.UnicodeScalarView()
    for scalar in lowered.unicodeScalars {
      let ascii: Unicode.Scalar = scalar == "（" ? "(" : scalar == "）" ? ")" : scalar
      if ascii == "(" { while result.last == " " { result.removeLast() } }
      result.append(ascii)
    }
    return String(result)
  }

  /// Whether a table's source-language texts name at least two other languages in their own
  /// language ("Deutsch", "Русский" in an English table): a language picker, where the name of
  /// the source language ("English") is its own name too, in every locale.
  static func listsLanguagesByOwnName(_ table: StringTable, sourceLocale: LocaleID) -> Bool {
    let sourceLanguage = sourceLocale.language
    var named: Set<String> = []
    for entry in table.entries {
      // A name English writes alike ("Filipino") is no sign: an English list writes it too.
      guard let text = entry.localizations[sourceLocale]?.value,
        case let name = LabelText.trimmed(text), let language = language(namedBy: name),
        language != sourceLanguage, !names.englishAlike.contains(folded(name))
      else { continue }
      named.insert(language)
      if named.count >= 2 { return true }
    }
    return false
  }
}
