import CatalogParser

extension EnglishFallbackRule {
  /// Whether `text` is `source` with other quotation marks (`『${value}』` for `‘${value}’`,
  /// „Save“ for “Save”): the same English words, the marks that a translation tool or a
  /// translator changed without translating (Genshin's Siri prompts in Chinese).
  ///
  /// Compared mark for mark, so that most texts are settled at their first differing character.
  static func differsOnlyInQuotationMarks(_ text: String, _ source: String) -> Bool {
    // French sets its guillemets apart with spaces (« Save » for “Save”, review 105).
    if text.unicodeScalars.contains(where: { $0 == "\u{00AB}" || $0 == "\u{00BB}" }) {
      let tight = withoutGuillemetSpaces(text)
      if tight != text { return differsOnlyInQuotationMarks(tight, withoutGuillemetSpaces(source)) }
    }
    var sourceScalars = source.unicodeScalars.makeIterator()
    var changed = false
    for scalar in text.unicodeScalars {
      guard let other = sourceScalars.next() else { return false }
      if scalar == other { continue }
      guard quotationMarks.contains(scalar), quotationMarks.contains(other) else { return false }
      changed = true
    }
    return changed && sourceScalars.next() == nil
  }

  /// Whether `text` is `source` with right-to-left punctuation: the Arabic comma, semicolon or
  /// question mark for the Latin one ("Delete؟" for "Delete?"), or a sentence mark typed at the
  /// start, where right-to-left typing puts it ("?Delete"). The words stay English.
  static func differsOnlyInRightToLeftPunctuation(_ text: String, _ source: String) -> Bool {
    // Scalar by scalar, as quotation marks are: most texts differ at their first character.
    let (scalars, sourceScalars) = (text.unicodeScalars, source.unicodeScalars)
    if let written = scalars.first, case let first = arabicPunctuation[written] ?? written,
      sentenceMarks.contains(first), sourceScalars.last == first, first != sourceScalars.first,
      sourceScalars.count > 1
    {
      return scalars.dropFirst().elementsEqual(sourceScalars.dropLast()) {
        $0 == $1 || arabicPunctuation[$0] == $1
      }
    }
    var sourceIterator = sourceScalars.makeIterator()
    var changed = false
    for scalar in scalars {
      guard let other = sourceIterator.next() else { return false }
      if scalar == other { continue }
      guard arabicPunctuation[scalar] == other else { return false }
      changed = true
    }
    return changed && sourceIterator.next() == nil
  }

  /// Whether `text` is `source`'s words with a full stop, colon or exclamation mark more or less
  /// at their end, or `…` for `...`: "Purchase Failed" for "Purchase Failed.", "Save as..." for
  /// "Save as…" keep the English words. Not one word ("Format :", French typography,
  /// for "Format:", is as often the language's own word), nor another case ("OK" for "Ok", "GIF"
  /// for "Gif", "Dives akuru" for the script "Dives Akuru", Spanish's way with the name).
  static func differsOnlyInEnding(_ text: String, _ source: String) -> Bool {
    // Most pairs differ in length or first character: settled before any text is built.
    guard text != source, abs(text.utf8.count - source.utf8.count) <= 3,
      text.unicodeScalars.first == source.unicodeScalars.first
    else { return false }
    let folded = endingFolded(text)
    return folded.contains(" ") && folded == endingFolded(source)
  }

  private static func endingFolded(_ text: String) -> String {
    var folded = text.replacingOccurrences(of: "\u{2026}", with: "...")
    while let last = folded.last, last == "." || last == ":" || last == "!" || last == " " {
      folded.removeLast()
    }
    return folded
  }

  /// Arabic-script punctuation and the Latin marks they stand for.
  private static let arabicPunctuation: [Unicode.Scalar: Unicode.Scalar] = [
    "\u{060C}": ",", "\u{061B}": ";", "\u{061F}": "?",
  ]

  /// Marks that end a sentence, which right-to-left typing may put first.
  private static let sentenceMarks: Set<Unicode.Scalar> = ["?", "!", ".", ":"]

  /// `text` with a zero-width joiner or non-joiner at either end written out (`'Save\u{200C}'`):
  /// inside a Persian word it is spelling, at a copy's end it is why the copy differs, which
  /// the quote must show.
  static func withVisibleJoiners(_ text: String) -> String {
    let joiners: Set<Unicode.Scalar> = ["\u{200C}", "\u{200D}"]
    let scalars = text.unicodeScalars
    guard let first = scalars.first, let last = scalars.last,
      joiners.contains(first) || joiners.contains(last)
    else { return text }
    let leading = scalars.prefix(while: joiners.contains)
    let rest = scalars.dropFirst(leading.count)
    let trailing = rest.reversed().prefix(while: joiners.contains).reversed()
    let middle = rest.dropLast(trailing.count)
    func written(_ part: some Sequence<Unicode.Scalar>) -> String {
      part.map(CodePoint.escape).joined()
    }
    return written(leading) + String(String.UnicodeScalarView(middle)) + written(trailing)
  }

  /// `text` without the spaces inside its guillemets (after «, before »).
  private static func withoutGuillemetSpaces(_ text: String) -> String {
    let spaces: Set<Unicode.Scalar> = [" ", "\u{00A0}", "\u{202F}"]
    let scalars = Array(text.unicodeScalars)
    var kept = String.UnicodeScalarView()
    for (index, scalar) in scalars.enumerated() {
      if spaces.contains(scalar) {
        let afterOpening = index > 0 && scalars[index - 1] == "\u{00AB}"
        let beforeClosing = index + 1 < scalars.count && scalars[index + 1] == "\u{00BB}"
        if afterOpening || beforeClosing { continue }
      }
      kept.append(scalar)
    }
    return String(kept)
  }

  /// Quotation marks of the world's scripts, and the ASCII ones; Hebrew writes its geresh and
  /// gershayim (׳ ״) and some keyboards the primes (′ ″) as quotation marks.
  static let quotationMarks: Set<Unicode.Scalar> = [
    "\"", "'", "`", "\u{00AB}", "\u{00BB}", "\u{2018}", "\u{2019}", "\u{201A}", "\u{201B}", "\u{201C}",
    "\u{201D}", "\u{201E}", "\u{201F}", "\u{2039}", "\u{203A}", "\u{300C}", "\u{300D}", "\u{300E}",
    "\u{300F}", "\u{301D}", "\u{301E}", "\u{301F}", "\u{FF02}", "\u{FF07}", "\u{FE41}", "\u{FE42}",
    "\u{FE43}", "\u{FE44}", "\u{05F3}", "\u{05F4}", "\u{2032}", "\u{2033}",
  ]

  /// `, a copy of 'Delete?' with other punctuation` where `text` is a copy of `source`'s text
  /// whose quotation marks, right-to-left punctuation or ending changed ("Delete؟", "Save
  /// as..."): the message quotes the copy, which is not the source's text as written;
  /// `, a copy of 'nice' in other letter case` for one whose case changed in a locale of
  /// another script.
  static func punctuationRemark(_ text: String, source: LocalizedValue?, locale: LocaleID) -> String {
    // Not where only white space differs: the quotes would read alike.
    guard let sourceText = source?.value, LabelText.trimmed(sourceText) != LabelText.trimmed(text) else {
      return ""
    }
    if let remark = lookalikeRemark(text, source: sourceText) { return remark }
    let quoted = "'\(withVisibleJoiners(LabelText.trimmed(sourceText)))'"
    // Wrapped in direction marks (U+2067 ... U+2069, a lone U+200F): the words are the source's.
    if LabelText.trimmedWithoutDirectionMarks(text) == LabelText.trimmedWithoutDirectionMarks(sourceText) {
      let isBidi = text.unicodeScalars.contains { $0.properties.isBidiControl }
      let reversed = text.unicodeScalars.contains("\u{202E}") ? ", which the screen shows reversed" : ""
      return ", a copy of \(quoted) \(isBidi ? "in direction marks" : "with invisible characters")\(reversed)"
    }
    if differsOnlyInCase(text, sourceText, locale: locale) {
      return ", a copy of \(quoted) in other letter case"
    }
    if withSourceQuotationMarks(text, sourceText, locale: locale) != nil {
      return ", a copy of \(quoted) with other punctuation and letter case"
    }
    if differsOnlyInSpacing(text, sourceText) { return ", a copy of \(quoted) with other spacing" }
    guard
      differsOnlyInQuotationMarks(text, sourceText) || differsOnlyInRightToLeftPunctuation(text, sourceText)
        || differsOnlyInEnding(text, sourceText)
    else { return "" }
    return ", a copy of \(quoted) with other punctuation"
  }
}
