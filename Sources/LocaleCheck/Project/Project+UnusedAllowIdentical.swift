import CatalogParser

/// Warnings about `allowIdentical` entries that let no copy pass, as an unused `ignore` entry is
/// told: a brand renamed since, or a slip in the entry, would otherwise go unseen.
extension Project {
  /// A warning per `allowIdentical` entry that let no copy of `report` pass
  /// (``Report/unusedAllowIdenticalEntries``), where `english-fallback` ran over the whole project
  /// in every locale and read every file (audit 231).
  public func unusedAllowIdenticalWarnings(in report: Report) -> [ProjectNotice] {
    let entries = configuration.allowIdentical
    guard !report.unusedAllowIdenticalEntries.isEmpty,
      configuration.isEnabled(EnglishFallbackRule.descriptor.id),
      !checksPartOfProject, report.inputErrors.isEmpty,
      // Locales chosen that leave some out: an entry may be for those (review 166).
      !report.localesChosen || Set(catalog.locales).isSubset(of: report.locales)
    else { return [] }
    var told = Set<String>()
    let positions = configuration.positions.allowIdentical
    let notices = report.unusedAllowIdenticalEntries.compactMap { index -> ProjectNotice? in
      guard entries.indices.contains(index),
        told.insert(CheckContext.allowedIdenticalForm(entries[index])).inserted
      else { return nil }
      return ProjectNotice(
        .warning,
        "allowIdentical lists '\(ControlCharacters.escaped(entries[index]))', which let no copy of this run pass; "
          + "remove it, or mend it if the text changed",
        at: positions.indices.contains(index) ? positions[index] : nil)
    }
    return Self.limited(notices) { "\($0) more allowIdentical entries let no copy of this run pass" }
  }
}
