import CatalogParser

/// The app's name in each bundle (`InfoPlist` `CFBundleName`, `CFBundleDisplayName`): a label of
/// another table that is the name ("geteduroam", a title or an App Store name) reads alike in a
/// locale whose `InfoPlist` keeps the name as it is.
struct AppNames: Sendable {
  /// Per bundle, each name's source text (trimmed) with its `InfoPlist` entry.
  private let names: [String: [(name: String, entry: StringEntry)]]

  /// The names of every `InfoPlist` table of `catalog`, by bundle.
  init(_ catalog: Catalog) {
    var names: [String: [(name: String, entry: StringEntry)]] = [:]
    for table in catalog.tables where table.isInfoPlist {
      let source = catalog.sourceLocale(of: table)
      for key in InfoPlistKeys.appNames.sorted() {
        guard let entry = table.entry(forKey: key), let name = entry.localizations[source]?.value else {
          continue
        }
        let trimmed = LabelText.trimmed(name)
        if !trimmed.isEmpty { names[table.bundle, default: []].append((trimmed, entry)) }
      }
    }
    self.names = names
  }

  /// Whether `text` (trimmed) is the name of `bundle`'s app and `locale` writes that name as it is
  /// in its own `InfoPlist` (or a parent's, as `resolver` reads it): a locale without one, or
  /// one that names the app otherwise ("Rechner"), shows an English word, not the brand.
  func isKeptName(_ text: String, bundle: String, in locale: LocaleID, resolver: LabelResolver) -> Bool {
    guard let bundleNames = names[bundle] else { return false }
    return bundleNames.contains { name, entry in
      guard name == text else { return false }
      let resolution = resolver.resolve(entry, in: locale)
      guard !resolution.isSourceFallback, resolution.resolvedFrom != resolution.sourceLocale,
        let value = resolution.value?.value
      else { return false }
      return LabelText.trimmed(value) == text
    }
  }
}
