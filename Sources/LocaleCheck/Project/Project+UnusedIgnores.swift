/// Warnings about `ignore` entries that hide nothing, as SwiftLint tells of a superfluous
/// `disable` command: a key renamed since, or a slip in the entry, would otherwise go unseen.
extension Project {
  /// A warning per `ignore` entry that hid no finding of `report`, where the run looked where the
  /// entry points: not for a rule it leaves out, a locale it does not check (nor, where it leaves
  /// rules or chooses locales, for an entry of any rule or locale), nor in a run over part of the
  /// project or with a file it could not read.
  public func unusedIgnoreWarnings(in report: Report) -> [ProjectNotice] {
    guard !checksPartOfProject, report.inputErrors.isEmpty else { return [] }
    let checked = Set(report.locales)
    // With rules or locales left out, an entry of any rule or locale may be about those.
    let someRuleOff =
      !configuration.onlyRules.isEmpty || configuration.rules.values.contains { $0.enabled == false }
    // A copy of an entry is told by `duplicateIgnoreWarnings()`, once.
    var told = Set<IgnoreEntry>()
    // A generated list that outlived its rows is told in part, as other repeated warnings are.
    // Chosen locales that hold every locale of the files leave none out (audit 252: README's own
    // configuration lists them all), as for `allowIdentical`.
    let fileLocales = Set(catalog.locales)
    let someLocaleOff = report.localesChosen && !fileLocales.isSubset(of: checked)
    let notices = report.unusedIgnoreEntries.compactMap { entry -> ProjectNotice? in
      guard told.insert(entry).inserted else { return nil }
      if let rule = entry.rule, !configuration.isEnabled(rule) { return nil }
      if let locale = entry.locale, !checked.contains(locale) {
        return someLocaleOff || fileLocales.contains(locale) ? nil : unknownLocaleWarning(entry, locale)
      }
      if entry.rule == nil && someRuleOff || entry.locale == nil && someLocaleOff { return nil }
      return ProjectNotice(
        .warning,
        "this ignore entry (\(entry.fieldList)) hides no finding of this run; "
          + "remove it, or mend \(entry.namesWhat) if it was renamed",
        at: entry.position)
    }
    return Self.limited(notices) { "\($0) more ignore entries hide no finding of this run" }
  }

  /// An entry of a locale that no file has and the run does not check (`de-DE` beside
  /// `de.lproj`, a slip `dee`): it can hide nothing (audit 252).
  private func unknownLocaleWarning(_ entry: IgnoreEntry, _ locale: LocaleID) -> ProjectNotice {
    let alike = catalog.locales.filter { ParentLocales.isSameLanguage($0, locale) }
    let hint = alike.isEmpty ? "" : " (the files have \(alike.map(\.identifier).joined(separator: ", ")))"
    return ProjectNotice(
      .warning,
      "this ignore entry (\(entry.fieldList)) names locale '\(locale)', which no file has\(hint), "
        + "so it hides nothing; mend or remove it",
      at: entry.position)
  }
}
