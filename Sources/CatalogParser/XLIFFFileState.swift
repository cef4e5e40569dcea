/// The `<file>` whose units are being read: its table and languages.
struct XLIFFFileState {
  var tableIndex: Int
  var sourceLocale: LocaleID?
  var targetLocale: LocaleID?
  /// Where `targetLocale` comes from where no `target-language` names it (1.2 makes it
  /// optional): "an earlier target's xml:lang" or "the file's name". The file's targets that
  /// say their language must then say that one.
  var inferredTargetLocaleSource: String?
  /// Whether a target that does not say its language came first, read in the language the
  /// file's name gives.
  var hasTargetWithoutLanguage = false
  /// Whether `targetLocale` comes from a target's `xml:lang` of another language than the
  /// file's name gives: a target that does not say its language is then of neither for sure.
  var targetLanguageOverridesName = false
  var isStringsdict: Bool
  /// Whether the file's `original` is a `.strings` table, whose escapes an old Xcode keeps.
  var isStringsTable = false
  /// The `.strings` escapes the exporting tool kept (old Xcode versions; see the `<tool>`).
  var stringsEscapes = XcodeStringsEscapes()

  /// Whether the file is an export of the source language itself (its target language is the
  /// source language).
  var isSourceExport: Bool { targetLocale != nil && targetLocale == sourceLocale }

  /// The locale a unit without `<target>` leaves untranslated: the target language, where both
  /// languages are known and differ (without a source language the target may be it).
  var untranslatedLocale: LocaleID? {
    guard let targetLocale, let sourceLocale, targetLocale != sourceLocale else { return nil }
    return targetLocale
  }
}
