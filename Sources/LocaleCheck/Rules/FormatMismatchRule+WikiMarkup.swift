extension FormatMismatchRule {
  /// The problem of a translation that writes MediaWiki's plural, gender or grammar markup the
  /// source does not (`{{PLURAL:%1$d|…|…}}`, as translatewiki.net's translators write it): no
  /// Apple format reads it, so the app shows the braces and every form as written (audit 281,
  /// Wikipedia's Slovenian `.stringsdict`).
  ///
  /// Only where the source is a printf format: translatewiki.net's own files (`$1` for the
  /// count, "Article deleted") hold such markup on purpose, for a script that makes the app's
  /// `.stringsdict` of them (review of audit 281's corpus).
  static func wikiMarkupProblem(in text: String, source: String) -> String? {
    guard text.containsUTF8("{{"), let word = wikiMagicWord(in: text), wikiMagicWord(in: source) == nil,
      !FormatSpecifierParser.parse(source, decoratedPlaceholdersAreText: true).isEmpty
    else { return nil }
    let advice =
      word == "PLURAL" ? ": a plural variation (a .stringsdict rule) chooses the form by the count" : ""
    return
      "'{{\(word):…}}' here is MediaWiki markup, which no Apple format reads, so the app shows it as written"
      + advice
  }

  /// The first of MediaWiki's magic words that choose a form (`PLURAL`, `GENDER`, `GRAMMAR`)
  /// written as markup in `text` (`{{PLURAL:`, in any case), in capitals.
  private static func wikiMagicWord(in text: String) -> String? {
    var rest = Substring(text)
    while let open = rest.range(of: "{{") {
      let after = rest[open.upperBound...]
      let word = after.prefix { $0.isASCII && $0.isLetter }
      if after.dropFirst(word.count).first == ":", case let name = word.uppercased(),
        ["PLURAL", "GENDER", "GRAMMAR"].contains(name)
      {
        return name
      }
      rest = after
    }
    return nil
  }
}
