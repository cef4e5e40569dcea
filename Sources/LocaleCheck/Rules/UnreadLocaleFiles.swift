import CatalogParser

/// The `.lproj` files that could not be read, by bundle, table and locale: a key a locale reads
/// from such a file is no gap of it, as the file may hold it (a `de` file missing one
/// `;` made every key of its table a `missing-translation`).
struct UnreadLocaleFiles {
  private struct TableLocale: Hashable {
    let bundle: String
    let table: String
    let locale: LocaleID
  }

  private let files: Set<TableLocale>

  /// The unread files of ``Catalog/unreadLocaleFiles``.
  init(_ contexts: [FileContext]) {
    files = Set(
      contexts.compactMap { context in
        context.locale.map { TableLocale(bundle: context.bundle, table: context.table, locale: $0) }
      })
  }

  var isEmpty: Bool { files.isEmpty }

  /// The tables of `catalog` (bundle and name, joined by NUL) a file of which could not be read;
  /// `sourceOnly`: only those whose source-language or `Base.lproj` file it is, which may hold
  /// every key of the table.
  static func tables(of catalog: Catalog, sourceOnly: Bool = false) -> Set<String> {
    guard !catalog.unreadLocaleFiles.isEmpty else { return [] }
    let sources = sourceOnly ? sourceLocales(of: catalog) : [:]
    return Set(
      catalog.unreadLocaleFiles.compactMap { file in
        let table = file.bundle + "\u{0}" + file.table
        guard sourceOnly else { return table }
        guard let locale = file.locale, locale == .base || locale == sources[table] else { return nil }
        return table
      })
  }

  /// Whether `resolution`'s locale, or a locale it falls back to before the source, has a file of
  /// `subject`'s table that could not be read.
  ///
  /// `beforeValue`: only a locale before the one whose value the cell shows counts (an `es-MX`
  /// file that holds the key hides nothing of `es`'s unread one), and the source's
  /// unread file, which every cell is judged against.
  func hides(_ subject: Subject, in resolution: Resolution, context: CheckContext, beforeValue: Bool = false)
    -> Bool
  {
    if beforeValue
      && files.contains(
        TableLocale(bundle: subject.bundle, table: subject.table, locale: resolution.sourceLocale))
    {
      return true
    }
    var chain = context.resolver(for: subject).chain(for: resolution.locale)[...]
    if beforeValue, let owner = resolution.resolvedFrom, owner != resolution.sourceLocale,
      let index = chain.firstIndex(of: owner)
    {
      chain = chain[...index]
    }
    return chain.contains { locale in
      locale != resolution.sourceLocale
        && files.contains(TableLocale(bundle: subject.bundle, table: subject.table, locale: locale))
    }
  }

  /// Each table's source language, by its bundle and name joined by NUL.
  private static func sourceLocales(of catalog: Catalog) -> [String: LocaleID] {
    Dictionary(
      catalog.tables.map { ($0.bundle + "\u{0}" + $0.name, catalog.sourceLocale(of: $0)) },
      uniquingKeysWith: { first, _ in first })
  }

  /// The `locales` that read a key from a file of `catalog` that could not be read, each file
  /// judged by its own table's source language: a source file leaves its table unchecked in every
  /// locale, a translation's in the locales whose chain reads it.
  static func localesLeftUnchecked(of catalog: Catalog, among locales: [LocaleID], context: CheckContext)
    -> [LocaleID]
  {
    let sources = sourceLocales(of: catalog)
    var unchecked = Set<LocaleID>()
    for file in catalog.unreadLocaleFiles {
      guard let unread = file.locale else { continue }
      let source = sources[file.bundle + "\u{0}" + file.table] ?? catalog.sourceLocale
      let resolver = context.resolver(forSource: source)
      for locale in locales
      where unread == source || resolver.chain(for: locale).dropLast().contains(unread) {
        unchecked.insert(locale)
      }
    }
    return locales.filter(unchecked.contains)
  }
}
