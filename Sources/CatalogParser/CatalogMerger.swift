/// Merges parsed files into one catalog: tables of the same bundle and name become one.
///
/// Files are added one at a time, in reading order, so that a loader can drop each file's model
/// as soon as it is merged: the catalog then never holds every file's tables twice.
public struct CatalogMerger {
  var tables: [String: StringTable] = [:]
  var order: [String] = []
  var duplicates: [DuplicateKey] = []
  private var lowercaseUnicodeEscapes: [LowercaseUnicodeEscape] = []
  private var unknownEscapes: [UnknownStringsEscape] = []
  private var commentedOutKeys: [CommentedOutKey] = []
  private var settingsSchemas: [SettingsSchema] = []
  private var localeNameMismatches: [XLIFFLocaleNameMismatch] = []
  /// The run's source locale as the files declare it.
  private var declaredRunSource = DeclaredRunSource()
  /// Every source locale a file declares, in reading order, each once.
  private var declaredSourceLocales: [LocaleID] = []
  /// The first source locale declared in each bundle (by a String Catalog or an XLIFF file).
  var bundleSourceLocales: [String: LocaleID] = [:]
  /// The development language of each bundle's Xcode project, where none of its files declares one.
  var projectRegions: [String: LocaleID] = [:]
  /// The source language declared for each bundle before its files were read (a package's).
  private var packageRegions: [String: LocaleID] = [:]
  /// The comments of storyboard and XIB tables, file by file, by table id.
  var interfaceBuilderComments: [String: InterfaceBuilderComments] = [:]
  /// The storyboards and XIBs that storyboard tables translate, by table id.
  var interfaceBuilderDocuments: [String: InterfaceBuilderDocument] = [:]
  /// The XLIFF documents that translate each table into each locale, by table id and locale.
  var exports: [String: [LocaleID: Set<String>]] = [:]
  /// The source locales XLIFF documents declare for each table, by table id.
  var exportSourceLocales: [String: Set<LocaleID>] = [:]

  /// An empty merger.
  public init() {}

  /// Merges `parsed` (in reading order) and resolves `Base.lproj` values and duplicates to the
  /// source locale.
  ///
  /// The source locale is `sourceLocale` if given, else the first declared by a String Catalog,
  /// else the first declared by an XLIFF file, else `en`.
  public static func merge(
    _ parsed: [ParsedFile], files: [String] = [], errors: [CatalogError] = [], sourceLocale: LocaleID? = nil
  ) -> Catalog {
    var merger = CatalogMerger()
    for file in parsed { merger.add(file) }
    return merger.catalog(files: files, errors: errors, sourceLocale: sourceLocale)
  }

  /// Takes `locale` as the source language of `bundle`'s `.lproj` tables, unless a file read
  /// before declares one (a package's `defaultLocalization`, given before any file is added).
  public mutating func declareSourceLocale(_ locale: LocaleID, ofBundle bundle: String) {
    guard bundleSourceLocales[bundle] == nil else { return }
    bundleSourceLocales[bundle] = locale
    packageRegions[bundle] = locale
  }

  /// Takes `locale`, the development language of the Xcode project that holds `bundle`, as the
  /// source language of its tables where no file or package declares one.
  public mutating func declareProjectDevelopmentRegion(_ locale: LocaleID, ofBundle bundle: String) {
    projectRegions[bundle] = locale
  }

  /// Merges the tables of `file`, the next file in reading order.
  ///
  /// `file` is consumed: its tables move into the catalog, their entries without a copy.
  public mutating func add(_ file: consuming ParsedFile) {
    let hasKeys = file.tables.contains { !$0.entries.isEmpty }
    declaredRunSource.noteFile(hasKeys: hasKeys)
    if let declared = file.sourceLocale {
      if !declaredSourceLocales.contains(declared) { declaredSourceLocales.append(declared) }
      let isCatalog = file.tables.contains { $0.files.contains { $0.hasSuffix(".xcstrings") } }
      declaredRunSource.record(declared, isCatalog: isCatalog, hasKeys: hasKeys)
    }
    duplicates += file.duplicates
    lowercaseUnicodeEscapes += file.lowercaseUnicodeEscapes
    unknownEscapes += file.unknownEscapes
    commentedOutKeys += file.commentedOutKeys
    settingsSchemas += file.settingsSchemas
    localeNameMismatches += file.localeNameMismatches
    for document in file.interfaceBuilderDocuments {
      interfaceBuilderDocuments[document.bundle + "\u{0}" + document.table] = document
    }
    var incoming = file.tables
    file.tables = []
    // Moved out from the back (see `StringTable.merge`): the tables' entries stay uniquely held.
    incoming.withUnsafeMutableBufferPointer { $0.reverse() }
    while let table = incoming.popLast() {
      // `Info.plist`'s development region ranks below what the bundle's files declare, as a
      // project's does; one without prompts has nothing else to check (review 99).
      if table.isReadFromInfoPlist, let declared = table.sourceLocale {
        projectRegions[table.bundle] = declared
        if table.entries.isEmpty { continue }
      } else if let declared = table.sourceLocale, bundleSourceLocales[table.bundle] == nil {
        bundleSourceLocales[table.bundle] = declared
      }
      let id = table.bundle + "\u{0}" + table.name
      if InterfaceBuilderComments.mayDescribe(table) {
        interfaceBuilderComments[id, default: InterfaceBuilderComments()].record(table)
      }
      if XLIFFExportCollision.isExport(table), let file = table.files.first {
        if let declared = table.sourceLocale { exportSourceLocales[id, default: []].insert(declared) }
        for locale in table.declaredLocales where locale != table.sourceLocale {
          exports[id, default: [:]][locale, default: []].insert(file)
        }
      }
      if tables[id] == nil {
        order.append(id)
        tables[id] = consume table
      } else {
        tables[id]!.merge(consume table)
      }
    }
  }

  /// The catalog of every file added, with `Base.lproj` resolved to the source locale (see
  /// `merge(_:files:errors:sourceLocale:)`).
  public consuming func catalog(
    files: [String] = [], errors: [CatalogError] = [], sourceLocale: LocaleID? = nil
  ) -> Catalog {
    joinAbsoluteOriginals()
    let requested = sourceLocale.map(availableLocale(closestTo:))
    let source = Self.sourceStandIn(
      for: requested ?? declaredRunSource.locale ?? LocaleID("en"),
      in: Array(tables.values))
    let overrides = sourceOverrides(requested: requested)
    let facts = BundleSourceFacts(tables: tables.values, exportSources: projectSourcesOfExports())
    var merged: [StringTable] = []
    merged.reserveCapacity(order.count)
    for id in order {
      guard let table = tables.removeValue(forKey: id) else { continue }
      if let finished = finishedTable(table, id: id, requested: requested, runSource: source, facts: facts) {
        merged.append(finished)
      }
    }
    merged.sort { ($0.bundle, $0.name) < ($1.bundle, $1.name) }
    var catalog = Catalog(
      sourceLocale: runSource(
        of: merged, declared: source, isDefault: (requested ?? declaredRunSource.locale) == nil),
      tables: merged,
      errors: errors.sorted { $0.position < $1.position }, duplicates: duplicatesResolved(to: source),
      files: files)
    catalog.exportCollisions = exportCollisions()
    catalog.sourceOverrides = overrides
    catalog.lowercaseUnicodeEscapes = lowercaseUnicodeEscapes.sorted { $0.position < $1.position }
    catalog.unknownEscapes = unknownEscapes.sorted { $0.position < $1.position }
    catalog.commentedOutKeys = commentedOutKeys.sorted { $0.position < $1.position }
    catalog.settingsSchemas = settingsSchemas.sorted { $0.position < $1.position }
    catalog.localeNameMismatches = localeNameMismatches.sorted { $0.position < $1.position }
    return catalog
  }

  /// The locale of the files that a requested source locale reads: a bundle's development region
  /// `en-US` reads `en.lproj` where the files have no `en-US`.
  private func availableLocale(closestTo requested: LocaleID) -> LocaleID {
    let allLocales = tables.values.reduce(into: Set<LocaleID>()) { $0.formUnion($1.locales) }
    return Self.closestLocale(
      to: requested, among: allLocales.union(declaredRunSource.candidates))
  }

  /// The tables whose declared source language the `requested` source locale overrides, sorted.
  private func sourceOverrides(requested: LocaleID?) -> [SourceLocaleOverride] {
    guard let requested else { return [] }
    let overrides = tables.values.compactMap { table -> SourceLocaleOverride? in
      guard let declared = table.sourceLocale, declared.language != requested.language else { return nil }
      return SourceLocaleOverride(
        bundle: table.bundle, table: table.name, declared: declared, file: table.declaringFile)
    }
    return overrides.sorted { ($0.bundle, $0.table) < ($1.bundle, $1.table) }
  }

  /// The duplicate keys, those of `Base.lproj` as the source locale's: it holds source-language text.
  private func duplicatesResolved(to source: LocaleID) -> [DuplicateKey] {
    duplicates.map { duplicate in
      var resolved = duplicate
      if resolved.locale == .base { resolved.locale = source }
      return resolved
    }
  }

  /// `table` with its source locale settled and its source values in place, or `nil` for a table
  /// that is none of the app's.
  private func finishedTable(
    _ table: consuming StringTable, id: String, requested: LocaleID?, runSource: LocaleID,
    facts: BundleSourceFacts
  ) -> StringTable? {
    var table = table
    let tableSource = tableSourceLocale(
      of: &table, id: id, requested: requested, runSource: runSource, facts: facts)
    if let declared = table.sourceLocale { table.moveKeyImpliedValues(from: declared, to: tableSource) }
    table.sourceLocale = tableSource
    table.preferComments(of: tableSource)
    // A table only the documentation had (`qqq.lproj/Other.strings`) is none of the app's.
    if table.foldMessageDocumentation(source: tableSource) && table.entries.isEmpty && table.locales.isEmpty {
      return nil
    }
    if table.isUntranslatedSettingsSchema { return nil }
    table.dropSourceValuesNoSchemaNames(source: tableSource)
    var resolved = table.resolvingBase(to: tableSource)
    resolved.orderEntries(bySource: tableSource)
    return withInterfaceBuilderTexts(resolved, id: id, source: tableSource)
  }

  /// The source locale of `table`, whose export copies of the source text (an `en-US` export's
  /// `<source>`s for `en`) it folds into it.
  ///
  /// Each table keeps the source language it declares (a package's `en` catalog in a `de` app);
  /// an explicit source locale applies to all. An export's `en-US` is the project's `en` also in
  /// its tables the project has no file of (`Info.plist`, a storyboard's): `facts.exportSources`.
  private func tableSourceLocale(
    of table: inout StringTable, id: String, requested: LocaleID?, runSource: LocaleID,
    facts: BundleSourceFacts
  ) -> LocaleID {
    let declaredByExports = exportSourceLocales[id] ?? []
    let bundleLocales = facts.bundleLocales
    if let declared = requested ?? table.sourceLocale ?? bundleSourceLocales[table.bundle]
      ?? enclosingAppSourceLocale(of: table.bundle) ?? projectRegions[table.bundle]
    {
      let locale =
        requested == nil
        ? Self.folderLocale(declaredAs: declared, of: table, bundleLocales: bundleLocales) : declared
      let own = table.projectSourceLocale(for: locale)
      // A bundle only the export has (an extension's `Info.plist`) follows the project's others.
      let exportSources = facts.exportSources
      let project =
        exportSources[table.bundle]?[locale]
        ?? (facts.projectBundles.contains(table.bundle)
          ? nil : exportSources.keys.sorted().lazy.compactMap { exportSources[$0]?[locale] }.first)
      if own == locale, let project, table.holdsOnlyExportSources(in: locale) {
        // Folded first: the stand-in for `en` would otherwise be the table's only English, `en-US`.
        table.foldExportSources(of: declaredByExports, into: project)
        return Self.sourceStandIn(for: project, of: table, facts: facts)
      }
      let source = Self.sourceStandIn(for: own, of: table, facts: facts)
      table.foldExportSources(of: declaredByExports, into: source)
      return source
    }
    let source = Self.sourceStandIn(
      for: Self.undeclaredSource(
        of: table, runSource: runSource,
        // A bundle with English or Base files is an English app's, and so is an `InfoPlist` table
        // (its English is in `Info.plist`, its folder maybe apart from the others').
        declared: facts.englishBundles.contains(table.bundle) || table.isInfoPlist
          ? [] : declaredSourceLocales),
      of: table, facts: facts)
    table.foldExportSources(of: declaredByExports, into: source)
    return source
  }

  /// The run's source locale, given the `declared` one and the tables' own: a source only
  /// exports declare (`en-US`) that every table reads as its language's own files (`en.lproj`) is
  /// theirs; so is one that every table's package or Xcode project declares, or one every table
  /// has where no file declares the run's (`isDefault`: an `Info.plist`'s `de`).
  private func runSource(of tables: [StringTable], declared: LocaleID, isDefault: Bool) -> LocaleID {
    let tableSources = Set(tables.compactMap(\.sourceLocale))
    guard tableSources.count == 1, let only = tableSources.first, only != declared else { return declared }
    if isDefault { return only }
    let ownFiles = only.language == declared.language
    let regions = tables.map { packageRegions[$0.bundle] ?? projectRegions[$0.bundle] }
    let ownProjects = !regions.isEmpty && regions.allSatisfy { $0?.language == only.language }
    return ownFiles || ownProjects ? only : declared
  }

  /// The source locale declared for the app folder that holds a resource bundle (a German app's
  /// `App/Settings.bundle` is written in German, as `App/Info.plist` says), if any.
  private func enclosingAppSourceLocale(of bundle: String) -> LocaleID? {
    guard bundle.lowercased().hasSuffix(".bundle") else { return nil }
    let app = PathUtilities.parent(bundle)
    return bundleSourceLocales[app] ?? projectRegions[app]
  }

  /// For each bundle, the project's locale that an export's declared source stands for in one of
  /// its tables (`en-US` -> `en` where the bundle's `en.lproj` holds the text).
  private func projectSourcesOfExports() -> [String: [LocaleID: LocaleID]] {
    var result: [String: [LocaleID: LocaleID]] = [:]
    for (id, declared) in exportSourceLocales {
      guard let table = tables[id] else { continue }
      for locale in declared where locale.identifier.contains("-") {
        let project = table.projectSourceLocale(for: locale)
        if project != locale { result[table.bundle, default: [:]][locale] = project }
      }
    }
    return result
  }

  /// The tables and locales that two or more XLIFF documents translate, sorted.
  private func exportCollisions() -> [XLIFFExportCollision] {
    var collisions: [XLIFFExportCollision] = []
    for (id, locales) in exports {
      let parts = id.split(separator: "\u{0}", omittingEmptySubsequences: false).map(String.init)
      guard parts.count == 2 else { continue }
      for (locale, files) in locales where files.count > 1 {
        collisions.append(
          XLIFFExportCollision(bundle: parts[0], table: parts[1], locale: locale, files: files.sorted()))
      }
    }
    return collisions.sorted { ($0.bundle, $0.table, $0.locale) < ($1.bundle, $1.table, $1.locale) }
  }
}
