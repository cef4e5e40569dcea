import CatalogParser
import Foundation

extension RoleInLabelRule {
  /// Kinds of things a table names in the plural: an English source label whose role word ends it
  /// ("Built-In Switch", "Switch") names one of them where another source text of its table holds
  /// the label in the plural as a name, in title case after another word ("Select Built-In
  /// Switches", audit 321: OnlySwitch's widgets, whose switches are what the app toggles). The
  /// label then names the thing, in every locale that says it with the same role's word, not the
  /// control's role. A sentence's or a count's plural ("Show close buttons on tabs", "%lld icons",
  /// "Search fields are …") is no such name, nor a role word a translation adds (review 220).
  struct ListedKinds {
    /// Each table's source texts, joined by new lines, made once a label asks.
    private var textsByTable: [Int: String] = [:]

    /// Whether the source text of `entry`, bound by `subject`, names a kind its table lists, and
    /// `match`, the role word of the locale's label, names the same role.
    mutating func namesListedKind(
      _ entry: StringEntry, match: RoleWords.RoleWordMatch, subject: Subject, resolution: Resolution,
      context: CheckContext
    ) -> Bool {
      let source = resolution.sourceLocale
      guard source.language == "en",
        let text = entry.localizations[source].flatMap(LabelText.readableText(of:)),
        let (plural, role) = Self.plural(of: LabelText.trimmed(RoleInLabelRule.withoutParameters(text))),
        RoleWords.namesOneThing(role, match.role),
        let table = context.tableIndex(for: subject)
      else { return false }
      let texts = textsByTable[table] ?? Self.sourceTexts(of: context.catalog.tables[table], source: source)
      textsByTable[table] = texts
      // A role word alone ("Switch") is too common a plural ("Tabs", "Images"): it names a kind
      // where a name of the table that ends in it is one ("Built-In Switch" beside "Select
      // Built-In Switches").
      guard !plural.contains(" ") else { return Self.containsName(plural, in: texts) { _ in true } }
      let singular = String(LabelText.trimmed(text).lowercased())
      return Self.containsName(plural, in: texts) { previousWord in
        Self.isLine("\(previousWord) \(singular)", of: texts)
          && Self.containsName("\(previousWord) \(plural)", in: texts) { _ in true }
      }
    }

    /// The label with its last word in the plural ("built-in switches"), where it is a name of up
    /// to four words whose role word ends it, with that word's role; `nil` otherwise.
    static func plural(of label: String) -> (plural: String, role: RoleWords.Role)? {
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
      return ((words.dropLast().map(String.init) + [pluralLast]).joined(separator: " "), match.role)
    }

    private static func sourceTexts(of table: StringTable, source: LocaleID) -> String {
      table.entries.lazy.compactMap { $0.localizations[source].flatMap(LabelText.readableText(of:)) }
        .joined(separator: "\n")
    }

    /// Whether `phrase` (lowercase) stands in `texts` as a name: words of their own, in any case
    /// but its last word capitalized ("Switches"), after another word of the same line, which
    /// `accepts` (given lowercase).
    static func containsName(_ phrase: String, in texts: String, where accepts: (String) -> Bool) -> Bool {
      var rest = texts[...]
      while let found = rest.range(of: phrase, options: .caseInsensitive) {
        rest = texts[found.upperBound...]
        let before = found.lowerBound > texts.startIndex ? texts[texts.index(before: found.lowerBound)] : "\n"
        let after = found.upperBound < texts.endIndex ? texts[found.upperBound] : " "
        guard before == " " || before == "-", !after.isLetter, !after.isNumber,
          texts[found].split(separator: " ").last?.first?.isUppercase == true
        else { continue }
        // A word before it on the same line: the first word of a sentence is capitalized anyway.
        let line = texts[..<found.lowerBound].dropLast().reversed().prefix { $0 != "\n" }
        let previousWord = String(line.prefix { !$0.isWhitespace }.reversed()).lowercased()
        if line.contains(where: \.isLetter), accepts(previousWord) { return true }
      }
      return false
    }

    /// Whether `line` (lowercase) is one of the new-line-separated `texts`, in any case.
    static func isLine(_ line: String, of texts: String) -> Bool {
      ("\n" + texts + "\n").range(of: "\n" + line + "\n", options: .caseInsensitive) != nil
    }
  }
}
