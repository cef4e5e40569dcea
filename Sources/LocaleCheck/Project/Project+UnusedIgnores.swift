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
    let notices = report.unusedIgnoreEntries.compactMap { entry -> ProjectNotice? in
      guard told.insert(entry).inserted else { return nil }
      if let rule = entry.rule, !configuration.isEnabled(rule) { return nil }
      if let locale = entry.locale, !checked.contains(locale) { return nil }
      if entry.rule == nil && someRuleOff || entry.locale == nil && report.localesChosen { return nil }
      return ProjectNotice(
        .warning,
        "this ignore entry (\(entry.fieldList)) hides no finding of this run; "
          + "remove it, or mend \(entry.namesWhat) if it was renamed",
        at: entry.position)
    }
    return Self.limited(notices) { "\($0) more ignore entries hide no finding of this run" }
  }
}
