import CatalogParser

/// A storyboard's or XIB's translation made from a text Interface Builder no longer has: Xcode
/// writes the storyboard's text into each locale's `.strings` comment (`title = "Hidden"`) when
/// it generates the file, and a locale not generated again keeps the old one while the source
/// language's file says "Folded" (audit 302: Hidden Bar's German still showed "Hidden").
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
    let now = InterfaceBuilderSource.sourceText(of: entry.key, comment: entry.comment)
    // A storyboard's text may run over lines: one line per message.
    let shown = { (text: String) in ControlCharacters.escaped(text) }
    let quoted = translation == subject.displayName ? "" : " '\(shown(translation))'"
    let changed =
      now.map { ", but the \(resolution.sourceLocale) file's comment says it is now '\(shown($0))'" } ?? ""
    let message =
      "\(locale) translation\(quoted) of \(subject.displayName) was made from the storyboard's text "
      + "'\(shown(then))' "
      + "(its file's comment)\(changed): review the translation, or generate the file again from the storyboard"
    return finding(
      message, subject: subject, locale: locale, position: own.position, expected: now, actual: translation)
  }
}
