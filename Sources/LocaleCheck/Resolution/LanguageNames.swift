import Foundation

/// Languages' names in their own language ("Deutsch", "Русский", "日本語", "简体中文"), as a
/// language picker lists them: the same text in every locale, so a copy of one is no fallback.
enum LanguageNames {
  /// The endonyms of every language and locale the platform has data for, lowercased, each
  /// with the language code it names. Built once, on the first copy a run finds.
  private static let endonyms: [String: String] = {
    var names: [String: String] = [:]
    let english = Locale(identifier: "en")
    for identifier in Locale.availableIdentifiers {
      let locale = Locale(identifier: identifier)
      guard let language = locale.language.languageCode?.identifier else { continue }
      let ownNames = [
        (
          locale.localizedString(forLanguageCode: language),
          english.localizedString(forLanguageCode: language)
        ),
        (
          locale.localizedString(forIdentifier: identifier),
          english.localizedString(forIdentifier: identifier)
        ),
      ]
      for case (let name?, let englishName) in ownNames {
        let folded = name.lowercased()
        // The platform answers a language it has no names for with its code ("vai"), a word; and
        // a name English writes alike ("Hindi" of Hindi in Latin letters, "Filipino") is no sign
        // of a language's own name in an English list ("English", "Spanish", "Hindi").
        guard folded != language, folded != identifier.lowercased(),
          language == "en" || folded != englishName?.lowercased()
        else { continue }
        names[folded, default: language] = language
      }
    }
    return names
  }()

  /// The language code whose own name `text` is (case aside: "Русский", "SUOMI"), or `nil`.
  static func language(namedBy text: String) -> String? {
    // A language's name is a word or two: a sentence is never one, so skip building the table.
    guard text.count <= 40, !text.isEmpty else { return nil }
    return endonyms[text.lowercased()]
  }

  /// Whether a table's source-language texts name at least two other languages in their own
  /// language ("Deutsch", "Русский" in an English table): a language picker, where the name of
  /// the source language ("English") is its own name too, in every locale.
  static func listsLanguagesByOwnName(_ table: StringTable, sourceLocale: LocaleID) -> Bool {
    let sourceLanguage = sourceLocale.language
    var named: Set<String> = []
    for entry in table.entries {
      guard let text = entry.localizations[sourceLocale]?.value, text.count <= 40,
        let language = language(namedBy: LabelText.trimmed(text)), language != sourceLanguage
      else { continue }
      named.insert(language)
      if named.count >= 2 { return true }
    }
    return false
  }
}
