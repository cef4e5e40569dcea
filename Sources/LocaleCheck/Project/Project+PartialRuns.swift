import CatalogParser

/// A run over part of the project (paths on the command line): the label map's entries of tables
/// the run did not read are the rest of the project's, not identifiers without a key.
extension Project {
  /// The label map the run checks: in a run over paths the command line names, without the
  /// entries of tables none of its files has (audit 163); else the whole map.
  public var labelMapForRun: LabelMap? {
    guard checksPartOfProject, let labelMap else { return labelMap }
    let read = Set(catalog.tables.map(\.name))
    return LabelMap(entries: labelMap.entries.filter { read.contains($0.table) })
  }

  /// A note naming the tables whose label-map entries a run over part of the project passed by.
  public func partialLabelMapNotes() -> [ProjectNotice] {
    guard checksPartOfProject, let labelMap, let path = labelMapPath else { return [] }
    let read = Set(catalog.tables.map(\.name))
    let left = labelMap.entries.filter { !read.contains($0.table) }
    guard !left.isEmpty else { return [] }
    let tables = Array(Set(left.map(\.table))).sorted()
    let entries = left.count == 1 ? "1 entry" : "\(left.count) entries"
    return [
      ProjectNotice(
        .note,
        "\(path): \(entries) of the \(tables.joined(separator: ", ")) "
          + "\(tables.count == 1 ? "table" : "tables"), which the paths checked do not hold, "
          + "\(left.count == 1 ? "was" : "were") not checked")
    ]
  }
}
