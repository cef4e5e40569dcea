/// String Catalog localizations with one plural variable, on three lines.
extension CatalogText {
  /// A localization whose `format` names the variable `name` (argument `argNum`, an integer),
  /// with its plural `forms` by category: the format on the first line, the variable on the
  /// second, its forms on the third.
  static func variableLocalization(
    _ format: String, name: String, argNum: Int, forms: [(String, String)]
  ) -> String {
    let cases = forms.map {
      "\"\($0.0)\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"\($0.1)\"}}"
    }
    return """
      {"stringUnit": {"state": "translated", "value": "\(format)"},
       "substitutions": {"\(name)": {"argNum": \(argNum), "formatSpecifier": "lld",
         "variations": {"plural": {\(cases.joined(separator: ", "))}}}}}
      """
  }
}
