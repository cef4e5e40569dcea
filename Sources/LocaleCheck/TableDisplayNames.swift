/// How messages name each table of a run: after as many of its bundle's last folders as tell it
/// from the other bundles' tables of that name (`Widget/Localizable` beside `App/Localizable`),
/// which the bare name would seem to speak of too.
///
/// Worked out once per run: a run of many bundles asks for a name per finding.
struct TableDisplayNames: Sendable {
  /// The name of each table, by index into the catalog's tables.
  private let names: [String]

  /// The names of `tables`: the bare name where no other bundle has a table of that name, and
  /// for a table of the folder the run starts in.
  init(_ tables: [StringTable]) {
    var bundlesByName: [String: [String]] = [:]
    for table in tables { bundlesByName[table.name, default: []].append(table.bundle) }
    names = tables.map { table in
      let bundles = bundlesByName[table.name] ?? []
      guard bundles.count > 1 else { return table.name }
      return Self.name(table.name, bundle: table.bundle, others: bundles.filter { $0 != table.bundle })
    }
  }

  /// The name of the table at `index` of the catalog's tables.
  subscript(index: Int) -> String { names[index] }

  /// `name` after the fewest last folders of `bundle` that none of `others` ends with.
  static func name(_ name: String, bundle: String, others: [String]) -> String {
    let own = folders(of: bundle)
    guard !others.isEmpty, !own.isEmpty else { return name }
    let otherFolders = others.map(folders(of:))
    for count in 1..<own.count {
      let suffix = own.suffix(count)
      if !otherFolders.contains(where: { $0.count >= count && $0.suffix(count) == suffix }) {
        return suffix.joined(separator: "/") + "/" + name
      }
    }
    return bundle + "/" + name
  }

  private static func folders(of bundle: String) -> [Substring] {
    bundle == "." ? [] : bundle.split(separator: "/")
  }
}
