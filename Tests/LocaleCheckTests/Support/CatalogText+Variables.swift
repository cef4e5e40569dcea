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

  /// A String Catalog localization whose format names two variables, each with its argument
  /// number and an `other` form.
  static func twoVariableLocalization(
    _ format: String, first: (name: String, argNum: Int, form: String),
    second: (name: String, argNum: Int, form: String)
  ) -> String {
    func variable(_ variable: (name: String, argNum: Int, form: String)) -> String {
      "\"\(variable.name)\": {\"argNum\": \(variable.argNum), \"formatSpecifier\": \"lld\", \"variations\": "
        + "{\"plural\": {\"other\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"\(variable.form)\"}}}}}"
    }
    return """
      {"stringUnit": {"state": "translated", "value": "\(format)"},
       "substitutions": {\(variable(first)), \(variable(second))}}
      """
  }
}
