/// What VoiceOver speaks as a captured element's name, from the attributes a capture records
/// (`label`, `title`, `placeholderValue`, `value`), the same for the text dump and JSON captures.
enum SpokenLabel {
  /// What VoiceOver speaks for an element's name: its label; without one, a macOS control's title
  /// or a text field's placeholder; else "" (the dump leaves empty labels out). `nil`, not
  /// known, for a macOS static text that shows only a value: AppKit keeps its text there, which
  /// the dump cuts after 18 characters ("PostRoll cannot ge...").
  ///
  /// A field the test typed into keeps its placeholder as its name: the text is the app's (from
  /// the catalog), which only the typing hid (audit 328: "shows no label" in every locale).
  static func of(_ attributes: [String: String], type: String?) -> String? {
    if let label = attributes["label"], !label.isEmpty { return label }
    if let title = attributes["title"], !title.isEmpty { return title }
    if let placeholder = attributes["placeholderValue"], !placeholder.isEmpty,
      textFieldTypes.contains(type?.lowercased() ?? "")
    {
      return placeholder
    }
    if type?.lowercased() == "statictext", let value = attributes["value"], !value.isEmpty { return nil }
    return ""
  }

  /// The element types whose placeholder VoiceOver reads while they are empty (as the dump
  /// writes them, `TextField`, or a JSON capture, `textField`), lowercased.
  private static let textFieldTypes: Set<String> = [
    "textfield", "securetextfield", "searchfield", "textview",
  ]
}
