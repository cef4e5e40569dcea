import CatalogParser

/// The names of the apps a run checks (`InfoPlist` `CFBundleName`, `CFBundleDisplayName`), by
/// their source text: a label of another table that is the app's name ("geteduroam", a title or
/// an App Store name) reads alike in every locale where the app keeps its name.
struct AppNames: Sendable {
  /// Each source-language name (trimmed), with the names it has in the locales that write one.
  private let names: [String: [LocaleID: String]]

  /// The names of every `InfoPlist` table of `catalog`.
  init(_ catalog: Catalog) {
    var names: [String: [LocaleID: String]] = [:]
    for table in catalog.tables where table.isInfoPlist {
      let source = catalog.sourceLocale(of: table)
      for key in InfoPlistKeys.appNames.sorted() {
        guard let entry = table.entry(forKey: key), let name = entry.localizations[source]?.value else {
          continue
        }
        let trimmed = LabelText.trimmed(name)
        guard !trimmed.isEmpty else { continue }
        for (locale, value) in entry.localizations where locale != source {
          if let text = value.value { names[trimmed, default: [:]][locale] = LabelText.trimmed(text) }
        }
        names[trimmed, default: [:]][source] = trimmed
      }
    }
    self.names = names
  }

  /// Whether `text` (trimmed) is an app's name that `locale` keeps as it is: its `InfoPlist`
  /// writes no other name for it, in the locale or its language.
  func isUntranslatedName(_ text: String, in locale: LocaleID) -> Bool {
    guard let localized = names[text] else { return false }
    let own = localized[locale] ?? localized[LocaleID(locale.language)]
    return own == nil || own == text
  }
}
