/// Keys that differ only in how they write their placeholders: a translation tool that masks
/// placeholders while the translator works may write its mask into the key it sends back
/// ("<n> users" for the source's "%d users"; audit 305: ProtonCore's `.stringsdict` keys), so the
/// translation is never shown.
extension DeadKeyCounterparts {
  /// The placeholders of `key` as written, in order: printf's (`%d`, `%1$@`) and a translation
  /// tool's masks (`<n>`, `{0}`, `{count}`).
  static func placeholders(in key: String) -> [String] {
    placeholderRanges(in: key).map { String(key[$0]) }
  }

  /// `key` with each placeholder written as one mark, so that "%d users" and "<n> users" fold alike.
  static func maskingPlaceholders(_ key: String) -> String {
    var masked = key
    for range in placeholderRanges(in: key).reversed() { masked.replaceSubrange(range, with: "\u{FFFC}") }
    return masked
  }

  /// The ranges of `key`'s placeholders, in order; prose's percent signs ("50% off") are none.
  private static func placeholderRanges(in key: String) -> [Range<String.Index>] {
    guard key.contains(where: { $0 == "%" || $0 == "<" || $0 == "{" }) else { return [] }
    let utf8 = key.utf8
    var ranges = FormatSpecifierParser.parse(key, decoratedPlaceholdersAreText: true).compactMap {
      specifier -> Range<String.Index>? in
      guard
        let lower = utf8.index(
          utf8.startIndex, offsetBy: specifier.utf8Range.lowerBound, limitedBy: utf8.endIndex),
        let upper = utf8.index(
          utf8.startIndex, offsetBy: specifier.utf8Range.upperBound, limitedBy: utf8.endIndex)
      else { return nil }
      return lower..<upper
    }
    ranges += maskRanges(in: key)
    return ranges.sorted { $0.lowerBound < $1.lowerBound }
  }

  /// `<n>`, `<count>`, `{0}`, `{name}`, `{{name}}`: a name in lowercase letters, digits or `_`
  /// in angle brackets or braces; not a markup tag that formats text (`<b>`, `<kbd>`), nor a
  /// word written as text (`<Enter>`, `{Debug}`; review 206).
  private static func maskRanges(in key: String) -> [Range<String.Index>] {
    var ranges: [Range<String.Index>] = []
    var index = key.startIndex
    while let open = key[index...].firstIndex(where: { $0 == "<" || $0 == "{" }) {
      let isBrace = key[open] == "{"
      let doubled = isBrace && key[key.index(after: open)...].first == "{"
      let nameStart = key.index(open, offsetBy: doubled ? 2 : 1)
      let name = key[nameStart...].prefix { ($0.isLetter && $0.isLowercase) || $0.isNumber || $0 == "_" }
      let closing = isBrace ? (doubled ? "}}" : "}") : ">"
      index = key.index(after: open)
      guard !name.isEmpty, name.count <= 16, key[name.endIndex...].hasPrefix(closing),
        isBrace || !markupTags.contains(String(name))
      else { continue }
      let end = key.index(name.endIndex, offsetBy: closing.count)
      ranges.append(open..<end)
      index = end
    }
    return ranges
  }

  /// Markup tags of HTML that texts carry for their look.
  private static let markupTags: Set<String> = [
    "a", "b", "i", "u", "s", "p", "q", "em", "br", "hr", "li", "ol", "ul", "dl", "dt", "dd", "tt", "sub",
    "sup", "big", "small", "span", "strong", "code", "font", "div", "kbd", "pre", "mark", "del", "ins",
    "cite", "abbr", "img", "table", "tr", "td", "th", "h1", "h2", "h3", "h4", "h5", "h6", "center", "strike",
    "blockquote", "nobr", "wbr", "var", "samp", "dfn", "time", "label",
  ]

  /// Whether the placeholders of `key` and `twin` differ only where one of them is a mask: a
  /// printf placeholder for another (`%@` for `%d`) formats another type, so the keys are two
  /// strings, not one key written two ways (review 206).
  static func placeholdersAreCompatible(_ key: String, _ twin: String) -> Bool {
    zip(placeholders(in: key), placeholders(in: twin)).allSatisfy { mine, theirs in
      mine == theirs || !mine.hasPrefix("%") || !theirs.hasPrefix("%")
    }
  }

  /// " ('<n>' where the source's has '%d')": the first placeholder that differs; `nil` where
  /// they are alike.
  static func placeholderPair(_ key: String, _ twin: String) -> String? {
    let pair = zip(placeholders(in: key), placeholders(in: twin)).first { $0 != $1 }
    return pair.map { " ('\($0.0)' where the source's has '\($0.1)')" }
  }
}
