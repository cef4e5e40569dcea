extension FormatMismatchRule {
  /// The problem of a translation that writes MediaWiki's plural, gender or grammar markup the
  /// source does not (`{{PLURAL:%1$d|…|…}}`, as translatewiki.net's translators write it): no
  /// Apple format reads it, so the app shows the braces and every form as written (audit 281,
  /// Wikipedia's Slovenian `.stringsdict`).
  ///
  /// Not in translatewiki.net's own files, whose sources are no printf formats and whose markup
  /// counts a MediaWiki parameter (`{{PLURAL:$1|…}}` beside "Article deleted"): a script makes
  /// the app's `.stringsdict` of them (review 193 kept "{{GENDER:|…}}" told in a plain text).
  static func wikiMarkupProblem(in text: String, source: String) -> String? {
    guard text.containsUTF8("{{"), let (word, countsParameter) = wikiMagicWord(in: text),
      wikiMagicWord(in: source) == nil,
      !countsParameter || !FormatSpecifierParser.parse(source, decoratedPlaceholdersAreText: true).isEmpty
    else { return nil }
    let advice =
      word.uppercased() == "PLURAL"
      ? ": a plural variation (a .stringsdict rule) chooses the form by the count" : ""
    return
      "'{{\(word):…}}' here is MediaWiki markup, which no Apple format reads, so the app shows it as written"
      + advice
  }

  /// The first of MediaWiki's magic words that choose a form (`PLURAL`, `GENDER`, `GRAMMAR`)
  /// written as markup in `text` (`{{PLURAL:`, `{{ plural:`: in any case), as written, and whether what it
  /// chooses by is a MediaWiki parameter (`{{PLURAL:$1|`).
  private static func wikiMagicWord(in text: String) -> (word: String, countsParameter: Bool)? {
    var rest = Substring(text)
    while let open = rest.range(of: "{{") {
      let after = rest[open.upperBound...]
      // MediaWiki trims the space inside the braces: `{{ PLURAL:$1|…}}` chooses a form too.
      let word = after.drop { $0 == " " }.prefix { $0.isASCII && $0.isLetter }
      let afterWord = after[word.endIndex...]
      if afterWord.first == ":", ["PLURAL", "GENDER", "GRAMMAR"].contains(word.uppercased()) {
        return (String(word), afterWord.dropFirst().drop { $0 == " " }.first == "$")
      }
      rest = after
    }
    return nil
  }
}
