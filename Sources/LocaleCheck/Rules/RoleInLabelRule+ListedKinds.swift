import CatalogParser

extension RoleInLabelRule {
  /// Kinds of things a table speaks of in the plural: an English source label whose role word
  /// ends it ("Built-In Switch", "Switch") names one of them where another source text of its
  /// table holds the label in the plural ("Select Built-In Switches", audit 321: OnlySwitch's
  /// widgets, whose switches are what the app toggles). The label then names the thing, in every
  /// locale, not the control's role; a "Save button" has no "Save buttons" beside it.
  struct ListedKinds {
    /// Each table's source texts, lowercased and joined by new lines, made once a label asks.
    private var textsByTable: [Int: String] = [:]

    /// Whether the source text of `entry`, bound by `subject`, names a kind its table lists.
    mutating func namesListedKind(
      _ entry: StringEntry, subject: Subject, resolution: Resolution, context: CheckContext
    ) -> Bool {
      let source = resolution.sourceLocale
      guard source.language == "en",
        let text = entry.localizations[source].flatMap(LabelText.readableText(of:)),
        let plural = Self.plural(of: LabelText.trimmed(RoleInLabelRule.withoutParameters(text))),
        let table = context.tableIndex(for: subject)
      else { return false }
      let texts = textsByTable[table] ?? Self.sourceTexts(of: context.catalog.tables[table], source: source)
      textsByTable[table] = texts
      return Self.containsPhrase(plural, in: texts)
    }

    /// The label with its last word in the plural ("built-in switches"), where it is a name of up
    /// to four words whose role word ends it; `nil` otherwise.
    static func plural(of label: String) -> String? {
      let words = label.lowercased().split(whereSeparator: \.isWhitespace)
      guard (1...4).contains(words.count), let last = words.last, last.allSatisfy(\.isLetter),
        let match = RoleWords.match(in: label, language: "en"), match.placement != .start,
        last == match.word.lowercased().split(separator: " ").last
      else { return nil }
      let pluralLast: String
      if ["s", "x", "z", "sh", "ch"].contains(where: last.hasSuffix) {
        pluralLast = last + "es"
      } else if last.hasSuffix("y"), let before = last.dropLast().last, !"aeiou".contains(before) {
        pluralLast = last.dropLast() + "ies"
      } else {
        pluralLast = last + "s"
      }
      return (words.dropLast().map(String.init) + [pluralLast]).joined(separator: " ")
    }

    private static func sourceTexts(of table: StringTable, source: LocaleID) -> String {
      table.entries.lazy.compactMap { $0.localizations[source].flatMap(LabelText.readableText(of:)) }
        .joined(separator: "\n").lowercased()
    }

    /// Whether `phrase` stands in `texts` as words of their own, not inside a longer word.
    static func containsPhrase(_ phrase: String, in texts: String) -> Bool {
      var rest = texts[...]
      while let found = rest.range(of: phrase) {
        let before = found.lowerBound > texts.startIndex ? texts[texts.index(before: found.lowerBound)] : " "
        let after = found.upperBound < texts.endIndex ? texts[found.upperBound] : " "
        if !before.isLetter && !before.isNumber && !after.isLetter && !after.isNumber { return true }
        rest = texts[found.upperBound...]
      }
      return false
    }
  }
}
