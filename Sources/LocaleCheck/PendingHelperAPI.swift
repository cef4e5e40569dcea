// Temporary stand-ins until the locale-data branch lands; deleted at merge.
public enum ParentLocales {
  public static func fallbackChain(for locale: LocaleID) -> [LocaleID] {
    var parts = locale.subtags
    var chain: [LocaleID] = []
    while !parts.isEmpty {
      chain.append(LocaleID(parts.joined(separator: "-")))
      parts.removeLast()
    }
    return chain
  }
  public static func isSameLanguage(_ a: LocaleID, _ b: LocaleID) -> Bool { a.language == b.language }
}
public enum PluralCategory: String, CaseIterable, Comparable, Sendable {
  case zero, one, two, few, many, other
  public static func < (l: PluralCategory, r: PluralCategory) -> Bool {
    allCases.firstIndex(of: l)! < allCases.firstIndex(of: r)!
  }
}
public enum PluralRules {
  public static func requiredCategories(for language: String) -> Set<PluralCategory>? { [.one, .other] }
}
public enum FormatSpecifierComparison {
  public static func compare(
    source: String, translation: String, allowMissing: Bool, sourceSubstitution: (String) -> String?,
    translationSubstitution: (String) -> String?
  ) -> [String] { [] }
}
public enum RoleWords {
  public static func roleWord(in label: String, language: String) -> String? { nil }
}
public enum IdentifierShape {
  public static func isTaxonomic(_ identifier: String) -> Bool { true }
  public static func looksLikeMachineToken(_ label: String) -> Bool { false }
}
