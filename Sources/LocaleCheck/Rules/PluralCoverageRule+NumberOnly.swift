extension PluralCoverageRule {
  /// Whether a set's forms say nothing but the number (`other` = "%d" for `%#@users@` in
  /// "%#@users@ of %#@seats@", or a lone "%d"): every count reads alike, and a category it lacks
  /// falls back to its `other` unheard, where the source's set does so too, alone or beside
  /// another set whose words agree with the count. Not "%#@songs@ songs" ("1 songs", see
  /// `hasWordsOutsideSets`), nor a translation that drops the source's words ("%d" for "%d files").
  static func saysOnlyTheNumber(_ cases: [String: LocalizedValue]) -> Bool {
    guard cases["other"]?.value?.isEmpty == false else { return false }
    return cases.values.allSatisfy { form in
      guard form.variations == nil, form.stringSet == nil else { return false }
      guard let text = form.value else { return true }
      return !hasWordsOutsidePlaceholders(text)
    }
  }

  /// Whether the text of `source` around its variables and placeholders has words (`%#@songs@
  /// songs`), in its plain text or any device or width form of it; a plural variation without a
  /// format has none.
  static func hasWordsOutsideSets(_ source: LocalizedValue) -> Bool {
    // The variables may be the value's (a String Catalog's text by device) or each form's (a
    // `.stringsdict` width rule's).
    func hasWords(_ value: LocalizedValue, variables: Bool) -> Bool {
      let variables = variables || value.substitutions != nil
      if variables, let format = value.value, hasWordsOutsidePlaceholders(format) { return true }
      let forms =
        Array((value.variations?.device ?? [:]).values) + Array((value.variations?.width ?? [:]).values)
      return forms.contains { hasWords($0, variables: variables) }
    }
    return hasWords(source, variables: false)
  }

  /// Whether `text` has letters besides its format placeholders (`%d files`, not `%d`).
  private static func hasWordsOutsidePlaceholders(_ text: String) -> Bool {
    FormatSpecifierParser.text(text, without: FormatSpecifierParser.parse(text)).contains(where: \.isLetter)
  }
}
