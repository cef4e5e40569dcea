import CatalogParser

extension LabelText {
  /// `displayText(of:)` with each variable (`%#@files@`, `%2$#@folders@`) written out as its
  /// `other` form (else its first), as a reader of a report expects it: "%lld files in %lld
  /// folders", not "%#@files@ in %#@folders@". A String Catalog form's `%arg` becomes the
  /// variable's own specifier (`%lld`).
  public static func readableText(of value: LocalizedValue) -> String? {
    guard let text = displayText(of: value) else { return nil }
    guard let substitutions = value.substitutions, text.containsUTF8Byte(UInt8(ascii: "@")) else {
      return text
    }
    return expandingVariables(in: text, substitutions)
  }

  /// `text` with each `%#@name@` (or `%N$#@name@`) that names one of `substitutions` replaced.
  private static func expandingVariables(in text: String, _ substitutions: [String: Substitution]) -> String {
    var result = ""
    var rest = Substring(text)
    while let percent = rest.firstIndex(of: "%") {
      result += rest[..<percent]
      let afterPercent = rest[rest.index(after: percent)...]
      // `%%` is a percent sign, never the start of a variable.
      if afterPercent.first == "%" {
        result += "%%"
        rest = afterPercent.dropFirst()
        continue
      }
      let digits = afterPercent.prefix { $0.isASCII && $0.isNumber }
      var marker = afterPercent.dropFirst(digits.count)
      if !digits.isEmpty && marker.first == "$" { marker = marker.dropFirst() }
      guard marker.hasPrefix("#@"), let end = marker.dropFirst(2).firstIndex(of: "@"),
        let form = variableText(
          substitutions[String(marker[marker.index(marker.startIndex, offsetBy: 2)..<end])])
      else {
        result.append("%")
        rest = afterPercent
        continue
      }
      result += form
      rest = marker[marker.index(after: end)...]
    }
    return result + rest
  }

  /// A variable's `other` form (else its first, by name), its `%arg` as the variable's specifier.
  private static func variableText(_ substitution: Substitution?) -> String? {
    guard let substitution, let forms = substitution.variations?.plural,
      let form = forms["other"] ?? forms.keys.sorted().first.flatMap({ forms[$0] }),
      let text = form.value, !text.isEmpty
    else { return nil }
    guard let specifier = substitution.formatSpecifier else { return text }
    return text.replacingOccurrences(of: "%arg", with: "%" + specifier)
  }
}
