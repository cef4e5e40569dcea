extension RuntimeMismatchRule {
  /// The locales of each bundle's files, worked out once a capture needs them.
  final class BundleLocales {
    private let catalog: CatalogParser.Catalog
    private var locales: [String: Set<LocaleID>]?

    init(_ catalog: CatalogParser.Catalog) { self.catalog = catalog }

    /// The locales that some file of `bundle` is for.
    func of(_ bundle: String) -> Set<LocaleID> {
      if let locales { return locales[bundle] ?? [] }
      var result: [String: Set<LocaleID>] = [:]
      for table in catalog.tables { result[table.bundle, default: []].formUnion(table.locales) }
      locales = result
      return result[bundle] ?? []
    }
  }

  /// What a device set to a capture's locale reads for `subject` where the bundle has no file of
  /// the locale or a parent of it but has other regions of its language (a device set to `es`
  /// where the app has only `es-MX.lproj` reads `es-MX`, audit 187): those regions' resolutions,
  /// best first; else `resolution` alone, the catalog's fallback chain.
  static func readings(
    of entry: StringEntry, for subject: Subject, resolution: Resolution, in context: CheckContext,
    bundleLocales: BundleLocales
  ) -> [Resolution] {
    guard resolution.isSourceFallback else { return [resolution] }
    let locale = resolution.locale
    let folders = bundleLocales.of(subject.bundle)
    guard !ParentLocales.fallbackChain(for: locale).contains(where: folders.contains) else {
      return [resolution]
    }
    let resolver = context.resolver(for: subject)
    let regional = folders.filter { ParentLocales.isSameLanguage($0, locale) }.sorted()
      .map { resolver.resolve(entry, in: $0) }
      .filter { $0.value != nil && !$0.isSourceFallback }
    return regional.isEmpty ? [resolution] : regional
  }

  /// The texts of the regions a device set to `locale` reads, quoted as `comparable(_:_:)` does:
  /// "'Cancelar' (of es-MX, which a device set to es reads)", or each region's where they differ.
  static func regionalTexts(_ regions: [Resolution], shown: String, readBy locale: LocaleID) -> String {
    let texts = regions.map { comparable(shown, $0.label ?? "").1 }
    let names = regions.map(\.locale.identifier)
    guard Set(texts).count > 1 else {
      return "'\(texts[0])' (of \(names.joined(separator: " and ")), which a device set to \(locale) reads)"
    }
    let each = zip(texts, names).map { "'\($0)' of \($1)" }
    return each.joined(separator: " or ") + ", one of which a device set to \(locale) reads"
  }
}
