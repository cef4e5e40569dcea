/// Tables of one bundle whose names differ only in case (`InfoPlist`, `infoPlist`): on a
/// case-sensitive file system, as on iOS, the app reads only the file its code (or the system)
/// names, and what the other holds is never shown; on a Mac it may read either.
public struct TableNameCaseCollision: Hashable, Sendable {
  /// The bundle both tables belong to.
  public var bundle: String
  /// The table names, sorted.
  public var names: [String]

  /// A collision of the tables `names` in `bundle`.
  public init(bundle: String, names: [String]) {
    self.bundle = bundle
    self.names = names
  }

  /// The collisions among `tables`, sorted by bundle.
  public static func find(in tables: [StringTable]) -> [TableNameCaseCollision] {
    var names: [String: Set<String>] = [:]
    for table in tables {
      names[table.bundle + "\u{0}" + table.name.lowercased(), default: []].insert(table.name)
    }
    return names.compactMap { slot, spellings in
      guard spellings.count > 1, let bundle = slot.split(separator: "\u{0}").first else { return nil }
      return TableNameCaseCollision(bundle: String(bundle), names: spellings.sorted())
    }
    .sorted { ($0.bundle, $0.names.joined()) < ($1.bundle, $1.names.joined()) }
  }
}
