/// What VoiceOver speaks as a captured element's name, from the attributes a capture records
/// (`label`, `title`, `placeholderValue`, `value`), the same for the text dump and JSON captures.
enum SpokenLabel {
  /// What VoiceOver speaks for an element's name: its label; without one, a macOS control's title
  /// or an empty text field's placeholder; else "" (the dump leaves empty labels out). `nil`, not
  /// known, for a macOS static text that shows only a value: AppKit keeps its text there, which
  /// the dump cuts after 18 characters ("PostRoll cannot ge...").
  static func of(_ attributes: [String: String], type: String?) -> String? {
    if let label = attributes["label"], !label.isEmpty { return label }
    if let title = attributes["title"], !title.isEmpty { return title }
    if let placeholder = attributes["placeholderValue"], !placeholder.isEmpty,
      // An empty field's value is empty, or its placeholder (as XCUIElement.value reports it),
      // which the dump cuts after 18 characters ("E-Mail-Adresse ein...").
      textFieldTypes.contains(type?.lowercased() ?? ""),
      attributes["value"].map({ $0.isEmpty || isShown(placeholder, as: $0) }) ?? true
    {
      return placeholder
    }
    if type?.lowercased() == "statictext", let value = attributes["value"], !value.isEmpty { return nil }
    return ""
  }

  /// Whether the dump's `value` is `text`, whole or cut short with `...`.
  private static func isShown(_ text: String, as value: String) -> Bool {
    guard value != text else { return true }
    // Compared by scalars: a cut may fall inside a character (a Hindi consonant before its vowel
    // sign), where `hasPrefix` compares whole characters.
    guard value.hasSuffix("..."), value.count > 3 else { return false }
    let shown = value.dropLast(3)
    return text.hasPrefix(shown) || text.unicodeScalars.starts(with: shown.unicodeScalars)
  }

  /// The element types whose placeholder VoiceOver reads while they are empty (as the dump
  /// writes them, `TextField`, or a JSON capture, `textField`), lowercased.
  private static let textFieldTypes: Set<String> = [
    "textfield", "securetextfield", "searchfield", "textview",
  ]
}
