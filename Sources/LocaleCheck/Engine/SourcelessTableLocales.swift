import CatalogParser

/// The locales in which a table without source-language text (its source text only in code) is
/// judged besides those that have it, where at least half of the bundle's translation languages
/// have the table (one left behind in a single locale, Mastodon's `pt-BR` `Localizable.strings`
/// in a bundle whose text is in a package, is no table the app reads; nor is a storyboard's or
/// `InfoPlist`'s, whose keys stand for the storyboard's or `Info.plist`'s text): a locale whose
/// language has another table of the same bundle (the app runs in it and finds no file of this
/// table: it shows the key), and a checked locale whose language no file of the run has
/// (`--locales es` before its translations arrive; a warning says all its labels are reported
/// missing). A locale whose language only other bundles have is not judged: the bundle may not
/// ship in it.
struct SourcelessTableLocales: Sendable {
  /// The languages each bundle with a table without source text has files in.
  private let bundleLanguages: [String: Set<String>]
  /// The tables without source text (by index) that half of their bundle's translation
  /// languages have, not of Interface Builder.
  private let widespreadTables: Set<Int>
  /// The languages any file of the run has, where some table has no source text.
  private let catalogLanguages: Set<String>
  /// The languages of each checked locale's fallback chain (`es-MX`: `es-MX`, `es-419`, `es`).
  private let chainLanguages: [LocaleID: [String]]

  init(catalog: Catalog, sourcelessTables: [Int: Set<LocaleID>], locales: [LocaleID]) {
    guard !sourcelessTables.isEmpty else {
      (bundleLanguages, widespreadTables, catalogLanguages, chainLanguages) = ([:], [], [], [:])
      return
    }
    let bundles = Set(sourcelessTables.keys.map { catalog.tables[$0].bundle })
    var byBundle: [String: Set<String>] = [:]
    var all = Set<String>()
    for table in catalog.tables {
      let languages = Set(table.locales.map(\.language))
      all.formUnion(languages)
      if bundles.contains(table.bundle) { byBundle[table.bundle, default: []].formUnion(languages) }
    }
    bundleLanguages = byBundle
    widespreadTables = Set(
      sourcelessTables.compactMap { index, locales in
        Self.isWidespread(catalog.tables[index], in: locales, of: catalog, bundleLanguages: byBundle)
          ? index : nil
      })
    catalogLanguages = all
    var chains: [LocaleID: [String]] = [:]
    for locale in locales { chains[locale] = ParentLocales.fallbackChain(for: locale).map(\.language) }
    chainLanguages = chains
  }

  /// Whether `table`, in `locales`, is in half of its bundle's translation languages (such a
  /// table is never in its source language), and not a storyboard's (`BYZ-38-t0r.text`).
  private static func isWidespread(
    _ table: StringTable, in locales: Set<LocaleID>, of catalog: Catalog,
    bundleLanguages: [String: Set<String>]
  ) -> Bool {
    // Nor `InfoPlist`'s: its keys name `Info.plist` entries, whose text the locale then shows.
    guard !table.isInfoPlist,
      !table.entries.allSatisfy({ InterfaceBuilderSource.isInterfaceBuilderKey($0.key) })
    else {
      return false
    }
    let translations = (bundleLanguages[table.bundle] ?? []).subtracting([
      catalog.sourceLocale(of: table).language
    ])
    return Set(locales.map(\.language)).count * 2 >= translations.count
  }

  /// Whether the table without source text at `table` (of `bundle`) is judged in `locale`,
  /// which lacks it.
  func judges(table: Int, bundle: String, in locale: LocaleID) -> Bool {
    guard widespreadTables.contains(table) else { return false }
    let languages = chainLanguages[locale] ?? ParentLocales.fallbackChain(for: locale).map(\.language)
    if let own = bundleLanguages[bundle], languages.contains(where: own.contains) { return true }
    return !languages.contains(where: catalogLanguages.contains)
  }
}
