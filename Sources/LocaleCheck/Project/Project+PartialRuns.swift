import CatalogParser

/// A run over part of the project (see ``Project/checksPartOfProject``): the label map's entries
/// whose key no table the run read holds are the rest of the project's, not identifiers without
/// a key.
extension Project {
  /// The label map the run checks: in a run over part of the project, only the entries whose key
  /// a table of their name (and bundle, where they name one) that the run read holds; else the
  /// whole map.
  public var labelMapForRun: LabelMap? {
    guard checksPartOfProject, let labelMap else { return labelMap }
    let tables = tablesByName
    var map = LabelMap(entries: labelMap.entries.filter { isReadByRun($0, tables: tables) })
    map.entryErrors = labelMap.entryErrors
    return map
  }

  /// A note naming the label map's entries that a run over part of the project left out.
  public func partialLabelMapNotes() -> [ProjectNotice] {
    guard checksPartOfProject, let labelMap, let path = labelMapPath else { return [] }
    let tables = tablesByName
    let left = labelMap.entries.filter { !isReadByRun($0, tables: tables) }
    guard let first = left.first else { return [] }
    let others = left.count == 1 ? "" : " and \(left.count - 1) more"
    return [
      ProjectNotice(
        .note,
        "\(path): \(first.identifier)\(others) not checked: a run over part of the project read no "
          + "table that holds \(left.count == 1 ? "its key" : "their keys")")
    ]
  }

  /// The tables the run read, by name: a map of thousands of entries asks once per entry.
  private var tablesByName: [String: [StringTable]] { Dictionary(grouping: catalog.tables, by: \.name) }

  /// Whether a table of `entry`'s name that the run read holds its key, or, for an entry that
  /// names its bundle, whether the run read that bundle's table (its key is then missing for
  /// certain where the table lacks it); `tables`: ``tablesByName``.
  private func isReadByRun(_ entry: LabelMapEntry, tables: [String: [StringTable]]) -> Bool {
    let named = tables[entry.table] ?? []
    guard let bundle = entry.bundle else { return named.contains { $0.entry(forKey: entry.key) != nil } }
    return !catalog.tables(named, inLabelMapBundle: bundle).isEmpty
  }
}
