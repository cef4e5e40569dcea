import CatalogParser

/// Warnings about XLIFF exports of one table whose `<source>` texts of a key differ, where no
/// project file holds the key: exports made from other versions of the source. The run compares
/// every translation with the first file's text (by path), so a file's name would decide the
/// findings unseen (audit 299: Adblock Plus's `en.xliff` beside newer Crowdin exports).
extension Project {
  /// One warning per table, at the first disagreeing `<source>`, naming both files and texts.
  public func exportSourceDisagreementWarnings() -> [ProjectNotice] {
    // Two exports of one locale are told already, and that the older can hide the newer.
    let collided = Set(catalog.exportCollisions.map { Set($0.files) })
    return catalog.tables.compactMap { table in
      let entries = table.entries.filter { $0.disagreeingExportSources != nil }
      guard let entry = entries.first, let other = entry.disagreeingExportSources?.first,
        let used = entry.localizations[other.locale]
      else { return nil }
      let usedFile = (used.position ?? used.keyPosition)?.file ?? "an export"
      let otherFile = (other.value.position ?? other.value.keyPosition)?.file ?? ""
      guard !collided.contains(where: { $0.contains(usedFile) && $0.contains(otherFile) }) else { return nil }
      let more =
        entries.count == 1 ? "" : " (and of \(entries.count - 1) more key\(entries.count == 2 ? "" : "s"))"
      return ProjectNotice(
        .warning,
        "\(Self.tableName(table.name, of: table.bundle)): the exports' \(other.locale) source text of "
          + "'\(ControlCharacters.escaped(entry.key))'\(more) differs: '\(Self.shownText(of: used))' in "
          + "\(usedFile), '\(Self.shownText(of: other.value))' here; translations are compared with "
          + "\(usedFile)'s, the first by path: export every locale from one version of the source, or check "
          + "beside the project's own files",
        at: other.value.position)
    }
  }

  /// A value's text as a warning quotes it: its plain text, else its first form's.
  private static func shownText(of value: LocalizedValue) -> String {
    ControlCharacters.escaped(value.value ?? value.leaves.first?.leaf.value ?? "")
  }
}
