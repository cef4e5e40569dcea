import Foundation

/// A label in capitals, as a section header shows it (`.textCase(.uppercase)`): the rule that
/// compares captures and the binder that finds a captured label's key both read it.
extension LabelText {
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
