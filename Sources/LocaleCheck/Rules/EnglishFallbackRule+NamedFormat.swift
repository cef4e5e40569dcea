extension EnglishFallbackRule {
  /// The words of a format beside its placeholders, without the spaces and punctuation at their
  /// edges: "Signal" for "Signal %@" or "%@ – Signal". `nil` where the text has no placeholder,
  /// or nothing but placeholders.
  static func wordsBesidePlaceholders(_ text: String) -> String? {
    guard text.containsUTF8Byte(UInt8(ascii: "%")) else { return nil }
    let specifiers = FormatSpecifierParser.parse(text)
    guard !specifiers.isEmpty else { return nil }
    let rest = FormatSpecifierParser.text(text, without: specifiers, separator: " ").unicodeScalars
    let isWordScalar = { (scalar: Unicode.Scalar) in
      scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }
    guard let first = rest.firstIndex(where: isWordScalar), let last = rest.lastIndex(where: isWordScalar)
    else { return nil }
    return String(rest[first...last])
  }

  /// Whether a format's words beside its placeholders are the app's name as the locale keeps it,
  /// or a text the configuration lets equal the source ("Signal %@" where "Signal" is either):
  /// the argument is the locale's own text (Signal's call status, audit 278).
  func namesKeptWordsOnly(
    _ text: String, subject: Subject, locale: LocaleID, context: CheckContext
  ) -> Bool {
    guard let words = Self.wordsBesidePlaceholders(LabelText.trimmed(text)) else { return false }
    return context.isKeptAppName(words, of: subject, in: locale) || context.isAllowedIdentical(words)
  }
}
