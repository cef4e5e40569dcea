import CatalogParser

/// Warnings about `allowIdentical` entries that no text of the run has, as an unused `ignore`
/// entry is told: a brand renamed since, or a slip in the entry, would otherwise go unseen.
extension Project {
  /// A warning per `allowIdentical` entry that no translation and no captured label of the run
  /// reads as (trimmed, in any case), where `english-fallback` ran over the whole project in
  /// every locale (audit 231).
  public func unusedAllowIdenticalWarnings(in report: Report) -> [ProjectNotice] {
    let entries = configuration.allowIdentical
    guard !entries.isEmpty, configuration.isEnabled(EnglishFallbackRule.descriptor.id), !checksPartOfProject,
      !report.localesChosen, report.inputErrors.isEmpty
    else { return [] }
    var unused = Dictionary(
      entries.map { (CheckContext.allowedIdenticalForm($0), ()) }, uniquingKeysWith: { first, _ in first })
    let lengths = unused.keys.map(\.utf8.count)
    let shortest = (lengths.min() ?? 0) - 16
    let longest = (lengths.max() ?? 0) + 16
    func see(_ text: String?) {
      guard let text, (shortest...longest).contains(text.utf8.count) else { return }
      unused[CheckContext.allowedIdenticalForm(text)] = nil
    }
    for table in catalog.tables where !unused.isEmpty {
      let source = table.sourceLocale ?? catalog.sourceLocale
      for entry in table.entries {
        for (locale, value) in entry.localizations where locale != source {
          see(value.value)
          if value.variations != nil || value.substitutions != nil {
            value.leaves.forEach { see($0.leaf.value) }
          }
        }
      }
    }
    for capture in captures { capture.elements.forEach { see($0.label) } }
    var told = Set<String>()
    let notices = entries.enumerated().compactMap { index, entry -> ProjectNotice? in
      let form = CheckContext.allowedIdenticalForm(entry)
      guard unused[form] != nil, told.insert(form).inserted else { return nil }
      return ProjectNotice(
        .warning,
        "allowIdentical lists '\(ControlCharacters.escaped(entry))', which no translation of this run reads; "
          + "remove it, or mend it if the text changed",
        at: configuration.positions.allowIdentical.indices.contains(index)
          ? configuration.positions.allowIdentical[index] : nil)
    }
    return Self.limited(notices) { "\($0) more allowIdentical entries match no translation of this run" }
  }
}
