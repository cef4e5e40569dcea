/// Decides which subjects a run checks and binds each to its table and key.
public enum SubjectBinder {
  /// Subjects from a label map: each identifier bound to its table (the first bundle whose table
  /// has the key with a source text and not gone from the code, else the first that has it).
  ///
  /// Identifiers whose table or key is not in the catalog come back as `unbound` so that they
  /// become findings instead of silently disappearing.
  public static func subjects(from map: LabelMap, in catalog: Catalog) -> (
    subjects: [Subject], unbound: [LabelMapEntry]
  ) {
    var subjects: [Subject] = []
    var unbound: [LabelMapEntry] = []
    // Not a table the app never reads (`infoPlist.strings` beside `InfoPlist.strings`, a Settings
    // table no schema names): its cells would pass unjudged (audit 196).
    let unread = CheckContext.unreadTables(in: catalog)
    let readTables = catalog.tables.indices.filter { !unread.contains($0) }.map { catalog.tables[$0] }
    let tablesByName = Dictionary(grouping: readTables, by: \.name)
    // Where each (bundle, table, key) is read from, found once: entries share keys ("Cancel").
    var found: [String: Int?] = [:]
    for entry in map.entries {
      var candidates = candidateTables(for: entry, among: tablesByName[entry.table] ?? [], in: catalog)
      // The bundle the label's key is bound to, where the entry names none: the control reads its
      // value and hint from there where that bundle has them (audit 266), else from the bundle
      // that has them, a shared framework's (review 182).
      var labelBundle: String?
      for (part, key) in parts(of: entry) {
        let scope = labelBundle.map { "=" + $0 } ?? entry.bundle ?? ""
        let id = [scope, entry.table, key].joined(separator: "\u{0}")
        if found[id] == nil { found[id] = table(holding: key, among: candidates, in: catalog) }
        // The value, hint and visible text are spoken or shown too: each is a subject of its own,
        // `login.submit.button (hint)`, checked by the rules on a text (not those on identifiers).
        var bound = entry
        bound.key = key
        if let part { bound.identifier = "\(entry.identifier) (\(part))" }
        guard let index = found[id] ?? nil else {
          unbound.append(bound)
          continue
        }
        let table = candidates[index]
        subjects.append(subject(of: entry, part: part, key: key, in: table))
        if part == nil, entry.bundle == nil {
          labelBundle = table.bundle
          // Its own bundle's table first; a shared framework's, where the key is only there.
          candidates =
            candidates.filter { $0.bundle == table.bundle } + candidates.filter { $0.bundle != table.bundle }
        }
      }
    }
    return (subjects, unbound)
  }

  /// The subject of `entry`'s label (`part` `nil`) or of its value, hint or visible text, whose
  /// `key` is in `table`.
  private static func subject(of entry: LabelMapEntry, part: String?, key: String, in table: StringTable)
    -> Subject
  {
    var subject = Subject(
      identifier: part.map { "\(entry.identifier) (\($0))" } ?? entry.identifier, bundle: table.bundle,
      table: table.name, key: key, screen: entry.screen ?? screen(of: entry.identifier),
      valueKey: part == nil ? entry.value : nil, hintKey: part == nil ? entry.hint : nil,
      visibleTextKey: part == nil ? entry.visibleText : nil, isRealIdentifier: part == nil,
      declaration: entry.position)
    subject.isHint = part == "hint"
    return subject
  }

  /// The index in `candidates` (one name, several bundles) of the table the app reads `key` from: one
  /// with the key's source text, not a stray translation-only copy (a `pt-BR.lproj` left in
  /// another folder) nor a key Xcode found gone from the code; else the first that has the key.
  private static func table(holding key: String, among candidates: [StringTable], in catalog: Catalog)
    -> Int?
  {
    let holding = candidates.indices.filter { candidates[$0].entry(forKey: key) != nil }
    guard holding.count > 1 else { return holding.first }
    return holding.first { holdsLiveKey(key, in: candidates[$0], catalog: catalog) } ?? holding.first
  }

  /// Whether `table` has `key` with its source text and not gone from the code: a table the app
  /// reads the key from (a translation-only copy or a stale key is not).
  private static func holdsLiveKey(_ key: String, in table: StringTable, catalog: Catalog) -> Bool {
    guard let entry = table.entry(forKey: key) else { return false }
    return entry.extractionState != "stale" && entry.localizations[catalog.sourceLocale(of: table)] != nil
  }

  /// The tables an entry may be bound to: those of its table's name, in its bundle where it
  /// names one (see `Catalog.tables(_:inLabelMapBundle:)`).
  private static func candidateTables(
    for entry: LabelMapEntry, among named: [StringTable], in catalog: Catalog
  ) -> [StringTable] {
    guard let bundle = entry.bundle else { return named }
    return catalog.tables(named, inLabelMapBundle: bundle)
  }

  /// Label-map entries without a `bundle` whose key two or more bundles' tables hold with a
  /// source text (an app's and its extension's `Localizable`), with those bundles: each is
  /// bound to the first, which may not be the one the identifier's screen reads.
  public static func ambiguousBindings(from map: LabelMap, in catalog: Catalog) -> [(
    entry: LabelMapEntry, bundles: [String]
  )] {
    let tablesByName = Dictionary(grouping: catalog.tables, by: \.name)
    // Entries share keys (a map per screen names "Cancel" many times): each is looked up once.
    var bundlesByKey: [String: [String]] = [:]
    return map.entries.compactMap { entry in
      guard entry.bundle == nil else { return nil }
      let id = entry.table + "\u{0}" + entry.key
      let bundles =
        bundlesByKey[id]
        ?? (tablesByName[entry.table] ?? []).filter { holdsLiveKey(entry.key, in: $0, catalog: catalog) }
        .map(\.bundle)
      bundlesByKey[id] = bundles
      return bundles.count > 1 ? (entry, bundles) : nil
    }
  }

  /// The parts of a label-map entry besides its label, as they name their subjects
  /// (`login.submit.button (hint)`).
  static let partNames = ["value", "hint", "visibleText"]

  /// The identifier a subject's name stands for: `login.submit.button` for its label and for
  /// `login.submit.button (hint)`.
  static func identifier(ofPart name: String) -> String {
    for part in partNames where name.hasSuffix(" (\(part))") {
      return String(name.dropLast(part.count + 3))
    }
    return name
  }

  /// The keys an entry binds: its label's (part `nil`), then its value's, hint's and visible text's.
  /// A part whose key is the label's, or an earlier part's, is that subject already (SPEC's own
  /// example gives `visibleText` the label's key).
  private static func parts(of entry: LabelMapEntry) -> [(part: String?, key: String)] {
    var result: [(part: String?, key: String)] = [(nil, entry.key)]
    for (part, key) in zip(partNames, [entry.value, entry.hint, entry.visibleText]) {
      guard let key, !result.contains(where: { $0.key.utf8.elementsEqual(key.utf8) }) else { continue }
      result.append((part, key))
    }
    return result
  }

  /// Every catalog key as its own subject (no label map, no captures), but those of a table the
  /// system never reads (`CheckContext.unreadTables`). A storyboard's key is on the screen its
  /// storyboard shows it on (its menu or scene), so `duplicate-label` compares the texts shown
  /// together.
  public static func catalogKeySubjects(in catalog: Catalog) -> [Subject] {
    var subjects: [Subject] = []
    let unread = CheckContext.unreadTables(in: catalog)
    for (index, table) in catalog.tables.enumerated() where !unread.contains(index) {
      for entry in table.entries {
        subjects.append(
          Subject(
            identifier: entry.key, bundle: table.bundle, table: table.name, key: entry.key,
            screen: table.interfaceBuilderScreens[entry.key]))
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
