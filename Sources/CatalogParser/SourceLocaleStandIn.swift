import Foundation

extension CatalogMerger {
  /// The locale whose files hold `source`'s text in `tables`: `source` itself where a table has
  /// it (or `Base.lproj`, which holds source text), else a regional variant of it that holds at
  /// least half of a table's keys, as a bundle whose development region is `en` reads
  /// `en-US.lproj` when that is its only English folder. A variant with a few keys is regional
  /// overrides of a project whose keys are its English text (`en-GB.lproj` with "Colour"): the
  /// keys stay the source text there.
  ///
  /// Of several regional folders, the language's likely region (`en-US`, `pt-BR`) is the
  /// project's own; without it, they translate text in code (Firefox's `en-CA.lproj` and
  /// `en-GB.lproj`), and none stands in.
  static func sourceStandIn(for source: LocaleID, in tables: [StringTable]) -> LocaleID {
    let holdsSource = tables.contains { table in
      table.declaredLocales.contains(source) || table.declaredLocales.contains(.base)
        || table.entries.contains { $0.localizations[source] != nil || $0.localizations[.base] != nil }
    }
    if holdsSource { return source }
    let variants = tables.reduce(into: Set<LocaleID>()) { $0.formUnion(fullVariants(of: source, in: $1)) }
    let regional = tables.reduce(into: Set<LocaleID>()) { found, table in
      found.formUnion(table.locales.filter { $0.identifier.hasPrefix(source.identifier + "-") })
    }
    if regional.count == 1, let only = variants.first { return only }
    if let likely = likelyRegionalLocale(of: source), variants.contains(likely) { return likely }
    return source
  }

  /// The source language of a table that neither it nor its bundle declares (`.lproj` folders
  /// only, in a bundle without a String Catalog or XLIFF file). With a `Base.lproj`, the run's
  /// (the first declared): Base holds the development language's text, which an `en.lproj` beside
  /// it shows is not English (a `de` app's storyboard). Else `en`, as SPEC has it, where the table
  /// has English files; else the run's where the table has that language's; else `en`.
  static func undeclaredSource(of table: StringTable, runSource: LocaleID) -> LocaleID {
    let english = LocaleID("en")
    if table.declaredLocales.contains(.base) { return runSource }
    func holds(_ language: LocaleID) -> Bool {
      table.declaredLocales.contains { $0 == language || $0.identifier.hasPrefix(language.identifier + "-") }
    }
    return holds(english) || !holds(runSource) ? english : runSource
  }

  /// The regional variants of `source` (`en-US` of `en`) that hold at least half of `table`'s keys.
  private static func fullVariants(of source: LocaleID, in table: StringTable) -> [LocaleID] {
    let prefix = source.identifier + "-"
    var counts: [LocaleID: Int] = [:]
    for entry in table.entries {
      for locale in entry.localizations.keys where locale.identifier.hasPrefix(prefix) {
        counts[locale, default: 0] += 1
      }
    }
    return counts.filter { $0.value * 2 >= table.entries.count }.map(\.key)
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
