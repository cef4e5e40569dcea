import Foundation

extension CatalogMerger {
  /// The locale whose files hold `source`'s text in `tables`: `source` itself where a table has
  /// it (or `Base.lproj`, which holds source text), else a regional variant of it, as a bundle
  /// whose development region is `en` reads `en-US.lproj` when that is its only English folder.
  ///
  /// Of several variants, the one of the language's likely region wins (`en-US`, `pt-BR`), then
  /// the shortest, then the first in order.
  static func sourceStandIn(for source: LocaleID, in tables: [StringTable]) -> LocaleID {
    let holdsSource = tables.contains { table in
      table.declaredLocales.contains(source) || table.declaredLocales.contains(.base)
        || table.entries.contains { $0.localizations[source] != nil || $0.localizations[.base] != nil }
    }
    if holdsSource { return source }
    let prefix = source.identifier + "-"
    let variants = tables.reduce(into: Set<LocaleID>()) { $0.formUnion($1.locales) }
      .filter { $0.identifier.hasPrefix(prefix) }
    guard !variants.isEmpty else { return source }
    if variants.count == 1, let only = variants.first { return only }
    let likely = likelyRegionalLocale(of: source)
    return variants.min { lhs, rhs in
      if (lhs == likely) != (rhs == likely) { return lhs == likely }
      if lhs.subtags.count != rhs.subtags.count { return lhs.subtags.count < rhs.subtags.count }
      return lhs < rhs
    } ?? source
  }

  /// `source` with the region its language is most likely written in (`en` -> `en-US`,
  /// `zh-Hans` -> `zh-Hans-CN`), from the system's likely-subtags data.
  private static func likelyRegionalLocale(of source: LocaleID) -> LocaleID? {
    let maximal = Locale.Language(identifier: source.identifier).maximalIdentifier
    guard let region = maximal.split(separator: "-").last, region.count == 2 || region.count == 3 else {
      return nil
    }
    return LocaleID(source.identifier + "-" + region)
  }
}
