import Foundation

/// Languages' names in their own language ("Deutsch", "Русский", "日本語", "简体中文"), as a
/// language picker lists them: the same text in every locale, so a copy of one is no fallback.
enum LanguageNames {
  /// The endonyms of every language and locale the platform has data for, lowercased, each
  /// with the language code it names, and those English writes alike ("afrikaans",
  /// "filipino"). Built once, on the first copy a run finds.
  private static let names: (endonyms: [String: String], englishAlike: Set<String>) = {
    var endonyms: [String: String] = [:]
    var englishAlike: Set<String> = []
    let english = Locale(identifier: "en")
    for identifier in Locale.availableIdentifiers {
      let locale = Locale(identifier: identifier)
      guard let language = locale.language.languageCode?.identifier else { continue }
      // A language's name in another script than its own is no endonym ("Hindi" of `hi_Latn`).
      let ownScript = locale.language.script == nil
      let ownNames = [
        ownScript
          ? (
            locale.localizedString(forLanguageCode: language),
            english.localizedString(forLanguageCode: language)
          )
          : (nil, nil),
        (
          locale.localizedString(forIdentifier: identifier),
          english.localizedString(forIdentifier: identifier)
        ),
      ]
      for case (let name?, let englishName) in ownNames {
        let folded = name.lowercased()
        // The platform answers a language it has no names for with its code ("vai"), a word.
        guard folded != language, folded != identifier.lowercased() else { continue }
        endonyms[folded, default: language] = language
        if folded == englishName?.lowercased() { englishAlike.insert(folded) }
      }
    }
    return (endonyms, englishAlike)
  }()

  /// The language code whose own name `text` is (case aside: "Русский", "SUOMI"), or `nil`.
  static func language(namedBy text: String) -> String? {
    // A language's name is a word or two: a sentence is never one, so skip building the table.
    guard text.count <= 40, !text.isEmpty else { return nil }
    return names.endonyms[text.lowercased()]
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
        language != sourceLanguage, !names.englishAlike.contains(name.lowercased())
      else { continue }
      named.insert(language)
      if named.count >= 2 { return true }
    }
    return false
  }
}
