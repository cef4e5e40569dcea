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
      let (path, kept, given) = Self.firstDifference(between: used, and: other.value)
      let form = path.isEmpty ? "" : " (\(path))"
      return ProjectNotice(
        .warning,
        "\(Self.tableName(table.name, of: table.bundle)): the exports' \(other.locale) source text of "
          + "'\(ControlCharacters.escaped(entry.key))'\(form)\(more) differs: '\(kept.text)' in \(usedFile), "
          + "'\(given.text)' here\(Self.otherDisagreeingFiles(of: entries, besides: [usedFile, otherFile])); "
          + "translations are compared with \(usedFile)'s, the first by path: export every "
          + "locale from one version of the source, or check beside the project's own files",
        at: given.position ?? other.value.position ?? other.value.keyPosition)
    }
  }

  /// `; nb.xliff differs too`: the other exports whose source texts of `entries` differ from the
  /// first file's, which the warning would name only once these are mended (audit 313).
  private static func otherDisagreeingFiles(of entries: [StringEntry], besides named: Set<String>) -> String {
    let files = Set(
      entries.lazy.flatMap { $0.disagreeingExportSources ?? [] }.compactMap {
        ($0.value.position ?? $0.value.keyPosition)?.file
      }
    ).subtracting(named).sorted()
    guard !files.isEmpty else { return "" }
    let shown =
      files.prefix(3).joined(separator: ", ") + (files.count > 3 ? " and \(files.count - 3) more" : "")
    return "; \(shown) \(files.count == 1 ? "differs" : "differ") too"
  }

  /// The first form (or the plain text) whose texts differ between `kept` and `given`, with each
  /// text as a warning quotes it and where `given`'s is written (review 203: the first form may
  /// agree).
  private static func firstDifference(between kept: LocalizedValue, and given: LocalizedValue)
    -> (
      path: String, kept: (text: String, position: SourcePosition?),
      given: (text: String, position: SourcePosition?)
    )
  {
    let shown = { (value: LocalizedValue?) in ControlCharacters.escaped(value?.value ?? "") }
    let leaves = given.leaves
    let differing = leaves.first { path, leaf in kept.leaf(at: path)?.value.map { $0 != leaf.value } ?? false
    }
    guard let (path, leaf) = differing ?? leaves.first else { return ("", ("", nil), ("", nil)) }
    return (path, (shown(kept.leaf(at: path)), nil), (shown(leaf), leaf.position))
  }
}
