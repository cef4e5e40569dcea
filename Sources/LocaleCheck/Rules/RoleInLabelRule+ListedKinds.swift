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
    /// `label`, the locale's, says it with the source's role word (`match`, its role word, names
    /// the same role) or in a word of its own (pt-BR "Seletor" for "Switch"), not beside it
    /// ("Integrierter Schalter-Button").
    mutating func namesListedKind(
      _ entry: StringEntry, label: String, match: RoleWords.RoleWordMatch, subject: Subject,
      resolution: Resolution, context: CheckContext
    ) -> Bool {
      guard let role = kindRole(of: entry, subject: subject, resolution: resolution, context: context) else {
        return false
      }
      if RoleWords.namesOneThing(role, match.role) { return true }
      // A word of its own for the kind, alone: not beside the source's ("Schalter-Button") nor
      // beside another role word ("Botão Seletor Embutido", review 222).
      let language = resolution.locale.identifier
      let rest = label.replacingOccurrences(of: match.word, with: " ", options: .caseInsensitive)
      return !RoleWords.mentions(role, in: label, language: language)
        && RoleWords.match(in: rest, language: language) == nil
    }

    /// The role word's role where the source text of `entry` names a kind its table lists, else
    /// `nil`: its translation's other role word is the translation's own, not the source's.
    mutating func kindRole(
      of entry: StringEntry, subject: Subject, resolution: Resolution, context: CheckContext
    ) -> RoleWords.Role? {
      let source = resolution.sourceLocale
      guard source.language == "en",
        let text = entry.localizations[source].flatMap(LabelText.readableText(of:)),
        let (plural, role, isRoleAlone) = Self.plural(
          of: LabelText.trimmed(RoleInLabelRule.withoutParameters(text))),
        let table = context.tableIndex(for: subject)
      else { return nil }
      let texts = textsByTable[table] ?? Self.sourceTexts(of: context.catalog.tables[table], source: source)
      textsByTable[table] = texts
      guard isRoleAlone else { return Self.containsName(plural, in: texts) { _ in true } ? role : nil }
      // A role word alone ("Switch", "Text field") is too common a plural ("Tabs", "Images"): it
      // names a kind where a name of the table that ends in it is one ("Built-In Switch" beside
      // "Select Built-In Switches"), not a command ("New Tab" beside "Open Links in New Tabs").
      let singular = String(LabelText.trimmed(text).lowercased())
      let isKind = Self.containsName(plural, in: texts) { previousWord in
        let name = "\(previousWord) \(singular)"
        return Self.isLine(name, of: texts) && !RoleWords.startsWithActionVerb(name, language: "en")
          && Self.containsName("\(previousWord) \(plural)", in: texts) { _ in true }
      }
      return isKind ? role : nil
    }

    /// The label with its last word in the plural ("built-in switches"), where it is a name of up
    /// to four words whose role word ends it and no command ("Close button" is one, "Close" an
    /// action), with that word's role and whether the label is the role word alone; `nil`
    /// otherwise.
    static func plural(of label: String) -> (plural: String, role: RoleWords.Role, isRoleAlone: Bool)? {
      let words = label.lowercased().split(whereSeparator: \.isWhitespace)
      guard (1...4).contains(words.count), let last = words.last, last.allSatisfy(\.isLetter),
        let match = RoleWords.match(in: label, language: "en"), match.placement != .start,
        last == match.word.lowercased().split(separator: " ").last,
        !RoleWords.startsWithActionVerb(label, language: "en")
      else { return nil }
      let pluralLast: String
      if ["s", "x", "z", "sh", "ch"].contains(where: last.hasSuffix) {
        pluralLast = last + "es"
      } else if last.hasSuffix("y"), let before = last.dropLast().last, !"aeiou".contains(before) {
        pluralLast = last.dropLast() + "ies"
      } else {
        pluralLast = last + "s"
      }
      let plural = (words.dropLast().map(String.init) + [pluralLast]).joined(separator: " ")
      return (plural, match.role, match.placement == .whole)
    }

    private static func sourceTexts(of table: StringTable, source: LocaleID) -> String {
      table.entries.lazy.compactMap { $0.localizations[source].flatMap(LabelText.readableText(of:)) }
        .joined(separator: "\n")
    }

    /// Whether `phrase` (lowercase) stands in `texts` as a name: words of their own, in any case
    /// but its last word capitalized ("Switches"), after another word of the same line, which
    /// `accepts` (given lowercase), in a line that selects among such things ("Select Built-In
    /// Switches", "Choose …"): a command's object ("Show Info Buttons", review 222) is no kind.
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
        let firstWord = String(line.reversed().prefix { !$0.isWhitespace }).lowercased()
        if line.contains(where: \.isLetter), selectionVerbs.contains(firstWord), accepts(previousWord) {
          return true
        }
      }
      return false
    }

    /// Verbs that start a choice among things of a kind.
    private static let selectionVerbs: Set<String> = ["select", "choose", "pick"]

    /// Whether `line` (lowercase) is one of the new-line-separated `texts`, in any case.
    static func isLine(_ line: String, of texts: String) -> Bool {
      ("\n" + texts + "\n").range(of: "\n" + line + "\n", options: .caseInsensitive) != nil
    }
  }
}
