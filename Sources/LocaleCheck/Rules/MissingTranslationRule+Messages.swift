import CatalogParser

extension MissingTranslationRule {
  /// What a user of the locale meets: VoiceOver reads the source text, except for a key the app
  /// shows as it is (`shownKey`, a token in a table without source text) and App Shortcuts
  /// phrases, which are what the user says: a source `stringSet` is all of a shortcut's phrases;
  /// one phrase with `${applicationName}` (Xcode's plain value, a line of `AppShortcuts.strings`)
  /// may be one of several the locale has others of.
  static func consequence(
    of source: LocalizedValue?, resolution: Resolution, table: String, shownKey: Bool = false,
    key: String = ""
  ) -> String {
    // A key the code shows as it is (`CHANGE_REGION` in a table without source-language file).
    // Info.plist's own text, where neither a plist nor the build settings of a target known to
    // be the tables' gave it (one set in an `.xcconfig` file, or a target no key tells apart).
    if shownKey && table == StringTable.infoPlistName {
      return
        "the app shows its Info.plist's text, which this run did not find: not in an Info.plist beside, above or "
        + "named by the project, nor in its project file's INFOPLIST_KEY_ build settings (an .xcconfig file's are "
        + "not read)"
    }
    if shownKey { return "the app shows the key, as the table has no \(resolution.sourceLocale) text" }
    if source?.stringSet != nil {
      return "the App Shortcut has no phrase a user of \(resolution.locale) can say"
    }
    if PhraseSet.isPlainPhrase(source?.value, table: table) {
      return "a user of \(resolution.locale) cannot say this phrase to Siri"
    }
    // A permission prompt is an alert every user of the locale reads, not VoiceOver's alone.
    let reader =
      table == StringTable.infoPlistName && SourcePropertyListParser.isPermissionPrompt(key)
      ? "the permission alert shows" : "VoiceOver reads"
    // A parent in the source's language (`hi-Latn`'s `en-IN`) may have text of its own.
    return "\(reader) the \(resolution.resolvedFrom ?? resolution.sourceLocale) text"
  }

  /// What a locale without an `InfoPlist` key shows where Info.plist's own text (`shown`) differs
  /// from the source language's `InfoPlist.strings`: CFBundle reads the one table of the language
  /// it chose and falls back to Info.plist, not to another language's table (audit 319).
  static func infoPlistConsequence(_ shown: String, resolution: Resolution) -> String {
    "the app shows Info.plist's own text '\(LabelText.trimmed(shown))', not the \(resolution.sourceLocale) table's"
  }

  /// What an empty translation of `source` means: nothing shown or read, or, for an App Shortcut
  /// phrase (a line of `AppShortcuts.strings`), a phrase no one can say.
  static func emptyConsequence(of source: LocalizedValue?, locale: LocaleID, table: String) -> String {
    PhraseSet.isPlainPhrase(source?.value, table: table)
      ? "a user of \(locale) cannot say this phrase to Siri"
      : "the app shows no text, and VoiceOver reads nothing"
  }

  /// ` (login.cancel.button)`: the subject, named after the text it shows, unless the text names
  /// it already (a key that is its English text, checked without a label map).
  static func naming(_ subject: Subject, besides shown: String) -> String {
    subject.displayName == shown ? "" : " (\(subject.displayName))"
  }

  /// Why a storyboard's text is missing from every locale: no file of its table has its key, as
  /// the object came after they were generated.
  static func unkeyedRemark(table: StringTable?) -> String {
    let document = table?.interfaceBuilderDocument.map { " from " + $0 } ?? ""
    return "; no \(table?.name ?? "").strings file has its key: generate them again\(document)"
  }
}
