/// What the merger knows of every bundle when it settles each table's source locale.
struct BundleSourceFacts {
  /// For each bundle, the project's locale that an export's declared source stands for in one of
  /// its tables (`en-US` -> `en` where the bundle's `en.lproj` holds the text).
  let exportSources: [String: [LocaleID: LocaleID]]
  /// The bundles that have a file of the project's own (not only XLIFF exports).
  let projectBundles: Set<String>
  /// The bundles with English or Base files (`en.lproj`, `en-GB.lproj`, `Base.lproj`).
  let englishBundles: Set<String>
  /// Every locale that each bundle's files declare.
  let bundleLocales: [String: Set<LocaleID>]
  /// For each bundle, the regional locales that hold at least half of one of its tables' keys
  /// and are their language's likely region (`en-US`): the bundle's own source folder, which
  /// then stands in for its language in every table of the bundle that has no other (see
  /// `CatalogMerger.sourceStandIn(for:of:facts:)`).
  let regionalSources: [String: Set<LocaleID>]

  /// The facts of `tables`, given the project locales their exports' sources stand for.
  init(tables: some Collection<StringTable>, exportSources: [String: [LocaleID: LocaleID]]) {
    self.exportSources = exportSources
    projectBundles = Set(tables.filter { !XLIFFExportCollision.isExport($0) }.map(\.bundle))
    let bundleLocales = tables.reduce(into: [String: Set<LocaleID>]()) {
      $0[$1.bundle, default: []].formUnion($1.declaredLocales)
    }
    self.bundleLocales = bundleLocales
    englishBundles = Set(
      bundleLocales.filter { $0.value.contains { $0 == .base || $0.language == "en" } }.keys)
    regionalSources = tables.reduce(into: [String: Set<LocaleID>]()) { found, table in
      let regional = CatalogMerger.fullRegionalLocales(in: table)
      if !regional.isEmpty { found[table.bundle, default: []].formUnion(regional) }
    }
  }
}
