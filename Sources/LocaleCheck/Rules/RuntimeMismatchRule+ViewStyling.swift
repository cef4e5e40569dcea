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
    guard let locale, isUpperCased(shown), !isUpperCased(template) else { return false }
    return matches(shown, template: upperCased(template, in: locale), locale: nil)
  }

  /// `text` without the colon that ends it (trimmed, with the space or no-break space French
  /// puts before it), or `nil` where none does.
  private static func withoutTrailingColon(_ text: String) -> String? {
    let trimmed = LabelText.trimmed(text)
    guard let last = trimmed.last, last == ":" || last == "：", trimmed.count > 1 else { return nil }
    let bare = LabelText.trimmed(String(trimmed.dropLast()))
    return bare.isEmpty ? nil : bare
  }

  /// Whether `text` has a cased letter and none of them lower case.
  static func isUpperCased(_ text: String) -> Bool {
    var hasCased = false
    for character in text where character.isCased {
      guard !character.isLowercase else { return false }
      hasCased = true
    }
    return hasCased
  }

  /// `template` upper-cased by the rules of `locale`, its placeholders as written (`%lld` is no
  /// `%LLD`).
  static func upperCased(_ template: String, in locale: LocaleID) -> String {
    let language = Locale(identifier: locale.identifier)
    let placeholders = template.contains("%") ? FormatSpecifierParser.parse(template) : []
    guard !placeholders.isEmpty else { return template.uppercased(with: language) }
    let bytes = Array(template.utf8)
    var result = ""
    var offset = 0
    for placeholder in placeholders {
      result += String(decoding: bytes[offset..<placeholder.utf8Range.lowerBound], as: UTF8.self)
        .uppercased(with: language)
      result += placeholder.text
      offset = placeholder.utf8Range.upperBound
    }
    return result + String(decoding: bytes[offset...], as: UTF8.self).uppercased(with: language)
  }
}
