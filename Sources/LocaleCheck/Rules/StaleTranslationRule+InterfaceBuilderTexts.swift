import CatalogParser

/// A storyboard's or XIB's translation whose file and the source language's file were generated
/// from different versions of it: Xcode writes the object's text into each locale's `.strings`
/// comment (`title = "Hidden"`) when it generates the file, so a locale not generated again keeps
/// the old one while the source language's file says "Folded" (audit 302: Hidden Bar's German
/// still showed "Hidden"), or the source's copy lags while the translations were generated again
/// (audit 303: Clipy's `en.lproj`).
extension StaleTranslationRule {
  /// The finding for `own`, `locale`'s translation of a key whose file's comment records another
  /// Interface Builder text than the source language's file does (see
  /// ``StringTable/olderInterfaceBuilderTexts``); `nil` otherwise.
  func olderInterfaceBuilderTextFinding(
    _ own: LocalizedValue, entry: StringEntry, subject: Subject, resolution: Resolution, table: StringTable
  ) -> Finding? {
    let locale = resolution.locale
    guard let then = table.olderInterfaceBuilderTexts[entry.key]?[locale], let translation = own.value,
      !translation.isEmpty, !LabelText.isUntranslatedState(own.state)
    else { return nil }
    // A storyboard's text may run over lines: one line per message.
    let shown = { (text: String) in ControlCharacters.escaped(text) }
    let quoted = translation == subject.displayName ? "" : " '\(shown(translation))'"
    if let document = table.interfaceBuilderDocument, let now = table.interfaceBuilderTexts[entry.key] {
      // The storyboard itself says which file lags: the one whose comment records another text.
      let what = locale == resolution.sourceLocale ? "\(locale) text" : "\(locale) translation"
      let message =
        "\(what)\(quoted) of \(subject.displayName) comes from a file generated from an older version of "
        + "\(document): its comment records Interface Builder's text '\(shown(then))', where \(document) now "
        + "says '\(shown(now))'; generate the file again, and review the "
        + (locale == resolution.sourceLocale ? "text" : "translation")
      return finding(
        message, subject: subject, locale: locale, position: own.position, expected: now, actual: translation)
    }
    let now = InterfaceBuilderSource.sourceText(of: entry.key, comment: entry.comment)
    let recorded =
      now.map { ", where the \(resolution.sourceLocale) file's comment records '\(shown($0))'" } ?? ""
    // Which file is older the files cannot tell: a lagging source copy (`en.lproj` beside the
    // storyboard) records the old text as well as a lagging translation does (audit 303), and a
    // translator may have followed the change by hand (review 204).
    let message =
      "\(locale) translation\(quoted) of \(subject.displayName) comes from a file whose comment records "
      + "Interface Builder's text '\(shown(then))'\(recorded): one of the two files was generated from an older "
      + "storyboard or XIB; generate the older one again, and review the translation"
    return finding(
      message, subject: subject, locale: locale, position: own.position, expected: now, actual: translation)
  }
}
