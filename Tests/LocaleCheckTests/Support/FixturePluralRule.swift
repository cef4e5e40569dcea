/// One key of a `.stringsdict` fixture: a format with one plural variable.
struct FixturePluralRule {
  var key: String
  /// The `NSStringLocalizedFormatKey` text, e.g. `%#@files@`.
  var format: String
  /// The variable's name (`files`).
  var variable: String
  /// `NSStringFormatValueTypeKey` (`d`, `lld`); empty for none.
  var valueType: String
  /// The plural forms in file order.
  var forms: [(category: String, text: String)]

  init(
    _ key: String, format: String, variable: String, valueType: String = "d",
    forms: [(category: String, text: String)]
  ) {
    self.key = key
    self.format = format
    self.variable = variable
    self.valueType = valueType
    self.forms = forms
  }

  /// The key's `<key>`/`<dict>` pair, indented by two spaces per level.
  var text: String {
    let escape = CatalogText.escape
    var lines = [
      "  <key>\(escape(key))</key>", "  <dict>", "    <key>NSStringLocalizedFormatKey</key>",
      "    <string>\(escape(format))</string>", "    <key>\(escape(variable))</key>", "    <dict>",
      "      <key>NSStringFormatSpecTypeKey</key>", "      <string>NSStringPluralRuleType</string>",
    ]
    // An empty value type leaves the key out.
    if !valueType.isEmpty {
      lines += ["      <key>NSStringFormatValueTypeKey</key>", "      <string>\(escape(valueType))</string>"]
    }
    for form in forms {
      lines.append("      <key>\(form.category)</key>")
      lines.append("      <string>\(escape(form.text))</string>")
    }
    lines += ["    </dict>", "  </dict>"]
    return lines.joined(separator: "\n")
  }
}
