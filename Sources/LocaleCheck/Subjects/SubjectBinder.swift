/// Decides which subjects a run checks and binds each to its table and key.
public enum SubjectBinder {
  /// Subjects from a label map: each identifier bound to its table (the first bundle that has it).
  ///
  /// Identifiers whose table or key is not in the catalog come back as `unbound` so that they
  /// become findings instead of silently disappearing.
  public static func subjects(from map: LabelMap, in catalog: Catalog) -> (
    subjects: [Subject], unbound: [LabelMapEntry]
  ) {
    var subjects: [Subject] = []
    var unbound: [LabelMapEntry] = []
    for entry in map.entries {
      let candidates = catalog.tables.filter { $0.name == entry.table }
      guard let table = candidates.first(where: { $0.entry(forKey: entry.key) != nil }) else {
        unbound.append(entry)
        continue
      }
      subjects.append(
        Subject(
          identifier: entry.identifier, bundle: table.bundle, table: table.name, key: entry.key,
          screen: entry.screen ?? screen(of: entry.identifier), valueKey: entry.value, hintKey: entry.hint,
          visibleTextKey: entry.visibleText, isRealIdentifier: true, declaration: entry.position))
    }
    return (subjects, unbound)
  }

  /// Every catalog key as its own subject (no label map, no captures).
  public static func catalogKeySubjects(in catalog: Catalog) -> [Subject] {
    var subjects: [Subject] = []
    for table in catalog.tables {
      for entry in table.entries {
        subjects.append(
          Subject(identifier: entry.key, bundle: table.bundle, table: table.name, key: entry.key))
      }
    }
    return subjects
  }

  /// The screen an identifier belongs to by default: its first dot segment.
  public static func screen(of identifier: String) -> String? {
    guard let dot = identifier.firstIndex(of: "."), dot != identifier.startIndex else { return nil }
    return String(identifier[..<dot])
  }
}
