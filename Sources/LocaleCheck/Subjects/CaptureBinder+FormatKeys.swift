import CatalogParser

extension CaptureBinder {
  /// A key whose text is a format with words of its own, and its text's edges outside the
  /// placeholders.
  struct FormatKey {
    let text: String
    let key: String
    let start: String
    let end: String

    /// `isReading`: the text is one form of a varied value ("1 file", or "Inbox" where a count
    /// of none shows nothing), which shows its text as it is, placeholders or not.
    init?(text: String, key: String, isReading: Bool = false) {
      guard text.containsUTF8Byte(UInt8(ascii: "%")) else {
        guard isReading, text.contains(where: \.isLetter) else { return nil }
        (self.text, self.key, start, end) = (text, key, text, "")
        return
      }
      let placeholders = FormatSpecifierParser.parse(text)
      guard let first = placeholders.first, let last = placeholders.last else { return nil }
      guard FormatSpecifierParser.text(text, without: placeholders).contains(where: \.isLetter) else {
        return nil
      }
      let bytes = Array(text.utf8)
      self.text = text
      self.key = key
      start = String(decoding: bytes[..<first.utf8Range.lowerBound], as: UTF8.self)
      end = String(decoding: bytes[last.utf8Range.upperBound...], as: UTF8.self)
    }

    /// Whether `shown` (trimmed) is this format with its placeholders filled in. The edges are
    /// compared first: matching compiles a pattern, and a catalog may have thousands of formats.
    func shows(_ shown: String) -> Bool {
      shown.hasPrefix(start) && shown.hasSuffix(end) && RuntimeMismatchRule.matches(shown, template: text)
    }
  }

  /// The formats with words of their own (`Pay %@`, not `%@`, which shows any label) that keys
  /// show in `locale` as it resolves, each form of a plural or device variation as well (a count
  /// of one shows "%lld photo", not the "%lld photos" of the label; "Delete %#@photos@?" shows
  /// "Delete %lld photo?"), sorted by text, each with the first key that shows it.
  static func formatKeys(_ catalog: Catalog, locale: LocaleID) -> [FormatKey] {
    var firstKeys: [String: (key: String, isReading: Bool)] = [:]
    forEachShownEntry(in: catalog, locale: locale) { _, entry, resolution, keyIsText in
      let forms = resolution.value.map(LabelText.shownTexts) ?? []
      for text in forms.isEmpty && keyIsText ? [entry.key] : forms {
        let trimmed = lookupKey(text)
        for variant in [trimmed, MarkdownText.plainText(of: trimmed)].compactMap(\.self)
        where firstKeys[variant] == nil {
          firstKeys[variant] = (entry.key, forms.count > 1)
        }
      }
    }
    return firstKeys.sorted { $0.key < $1.key }.compactMap {
      FormatKey(text: $0.key, key: $0.value.key, isReading: $0.value.isReading)
    }
  }
}
