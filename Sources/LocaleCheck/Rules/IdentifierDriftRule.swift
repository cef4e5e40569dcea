/// A key exists in a locale's table but not in the source table: renamed or removed at the source.
public struct IdentifierDriftRule: Rule {
  public static let descriptor = RuleDescriptor(
    id: "identifier-drift", name: "Identifier or key drift",
    summary:
      "A key exists in a locale's table but not in the source table, or an identifier differs across locales' captures.",
    rationale:
      "The translation is dead: the app looks up another key, so users of that locale get the fallback; "
      + "identifiers built from localized text break UI tests in other locales.",
    defaultSeverity: .error,
    triggeringExamples: ["de.lproj has 'Log in' but en.lproj was renamed to 'Sign in'"],
    nonTriggeringExamples: [
      "every key of de.lproj also exists in en.lproj", "a table with no source-language file",
    ])

  public init() {}

  public func check(_ context: CheckContext) -> [Finding] {
    var findings: [Finding] = []
    let source = context.sourceLocale
    let matrixLocales = Set(context.locales)
    for (subjectIndex, subject) in context.subjects.enumerated() {
      guard let table = context.table(for: subject), let entry = table.entry(forKey: subject.key),
        entry.localizations[source] == nil, tableHasSource(table, source: source)
      else { continue }
      for resolution in context.resolutions[subjectIndex] where matrixLocales.contains(resolution.locale) {
        guard let own = entry.localizations[resolution.locale] else { continue }
        let message =
          "'\(subject.key)' exists in \(resolution.locale)'s \(subject.table) table but not in the source "
          + "(\(source)) table: the translation is never shown (was the key renamed or removed?)"
        findings.append(
          finding(
            message, subject: subject, locale: resolution.locale, position: own.keyPosition ?? own.position))
      }
    }
    return findings
  }

  private func tableHasSource(_ table: StringTable, source: LocaleID) -> Bool {
    table.entries.contains { $0.localizations[source] != nil }
  }
}
