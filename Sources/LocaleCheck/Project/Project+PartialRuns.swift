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

  /// Notes naming the label map's entries that a run over part of the project left out: those
  /// whose key no table it read holds, and those whose bundle it did not read, with the bundle
  /// it read that has the key, where one does (a mistyped bundle, review 148).
  public func partialLabelMapNotes() -> [ProjectNotice] {
    guard checksPartOfProject, let labelMap, labelMapPath != nil else { return [] }
    let tables = tablesByName
    let left = labelMap.entries.filter { !isReadByRun($0, tables: tables) }
    var notes: [ProjectNotice] = []
    let keyless = left.filter { $0.bundle == nil }
    if let first = keyless.first {
      notes.append(
        ProjectNotice(
          .note,
          "\(first.identifier)\(Self.more(keyless)) not checked: a run over part of the project read no "
            + "table that holds \(keyless.count == 1 ? "its key" : "their keys")", at: first.position))
    }
    let bundled = left.filter { $0.bundle != nil }
    if let first = bundled.first {
      let bundles = bundled.compactMap(\.bundle).uniquedInOrder()
      let named =
        bundles.count == 1
        ? "bundle '\(bundles[0])'"
        : "bundles " + bundles.prefix(3).map { "'\($0)'" }.joined(separator: ", ")
          + (bundles.count > 3 ? " and \(bundles.count - 3) more" : "")
      notes.append(
        ProjectNotice(
          .note,
          "\(first.identifier)\(Self.more(bundled)) not checked: a run over part of the project read no "
            + named + mistypedBundleHint(bundled, tables: tables), at: first.position))
    }
    return notes
  }

  /// `; bundle 'Widget', which it read, has the key of widget.go: is 'Widgett' mistyped?` for the
  /// first of `entries` whose key a table the run read holds and whose bundle is no folder of the
  /// project (one the run's paths left out is no slip, review 151), or nothing.
  private func mistypedBundleHint(_ entries: [LabelMapEntry], tables: [String: [StringTable]]) -> String {
    let root = configuration.directory ?? fingerprintDirectory
    for entry in entries {
      guard let bundle = entry.bundle,
        root.map({ !PathUtilities.entryExists(PathUtilities.absolute(bundle, base: $0)) }) ?? true,
        let holder = (tables[entry.table] ?? []).first(where: { $0.entry(forKey: entry.key) != nil })
      else { continue }
      return
        "; bundle '\(holder.bundle)', which it read, has the key of \(entry.identifier): is '\(bundle)' mistyped?"
    }
    return ""
  }

  /// ` and 2 more`, or nothing for one entry.
  private static func more(_ entries: [LabelMapEntry]) -> String {
    entries.count == 1 ? "" : " and \(entries.count - 1) more"
  }

  /// The tables the run read, by name: a map of thousands of entries asks once per entry.
  private var tablesByName: [String: [StringTable]] { Dictionary(grouping: catalog.tables, by: \.name) }

  /// Whether a table of `entry`'s name that the run read holds its key, or, for an entry that
  /// names its bundle, whether the run read that bundle's table (its key is then missing for
  /// certain where the table lacks it); `tables`: ``tablesByName``.
  private func isReadByRun(_ entry: LabelMapEntry, tables: [String: [StringTable]]) -> Bool {
    let named = tables[entry.table] ?? []
    guard let bundle = entry.bundle else { return named.contains { $0.entry(forKey: entry.key) != nil } }
    // A bundle the ending of two it read names neither: checked, to be told so (review 156).
    return !catalog.tables(named, inLabelMapBundle: bundle).isEmpty
      || !catalog.bundlesSharingLabelMapEnding(bundle).isEmpty
  }
}
