import Foundation

/// What a view does to a label on its way to the screen, which VoiceOver speaks as the catalog's
/// words: it is the view's styling, not another text.
extension RuntimeMismatchRule {
  /// Whether `shown` is `template` as a view styles it: a section header's upper case (SwiftUI's
  /// `.textCase(.uppercase)`, a grouped table's header) by the rules of `locale` ("STRASSE" for
  /// "Straße" in German, "BİLGİ" for "Bilgi" in Turkish, Greek without its accents), or a
  /// colon a form adds after its label ("Name:", French "Nom :").
  static func matchesStyled(_ shown: String, template: String, locale: LocaleID?) -> Bool {
    if let bare = withoutTrailingColon(shown), withoutTrailingColon(template) == nil,
      matches(bare, template: template, locale: locale)
    {
      return true
    }
    guard let locale, LabelText.isUpperCased(shown), !LabelText.isUpperCased(template) else { return false }
    return matches(shown, template: LabelText.upperCased(template, in: locale), locale: nil)
  }

  /// `text` without the colon that ends it (trimmed, with the space or no-break space French
  /// puts before it), or `nil` where none does.
  private static func withoutTrailingColon(_ text: String) -> String? {
    let trimmed = LabelText.trimmed(text)
    guard let last = trimmed.last, last == ":" || last == "：", trimmed.count > 1 else { return nil }
    let bare = LabelText.trimmed(String(trimmed.dropLast()))
    return bare.isEmpty ? nil : bare
  }
}
