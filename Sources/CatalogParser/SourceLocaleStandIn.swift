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
    if tables.contains(where: { holdsText(of: source, in: $0) }) { return source }
    let variants = tables.reduce(into: Set<LocaleID>()) { $0.formUnion(fullVariants(of: source, in: $1)) }
    let regional = tables.reduce(into: Set<LocaleID>()) { found, table in
      found.formUnion(table.locales.filter { $0.identifier.hasPrefix(source.identifier + "-") })
    }
    if regional.count == 1, let only = variants.first { return only }
    if let likely = likelyRegionalLocale(of: source), variants.contains(likely) { return likely }
    return source
  }

  /// ``sourceStandIn(for:in:)`` for `table`, unless it is a storyboard's (most keys Interface
  /// Builder's) and a table of its bundle has a file of `source` (`en.lproj/Localizable.strings`
  /// beside storyboard tables that only `en-GB.lproj` translates, as Keka's): the storyboard holds
  /// the source text, and the regional folder stays a translation. A table of keys written in code
  /// (`InfoPlist`, Firefox's menus) has no other text than the variant's.
  ///
  /// The bundle's own regional folder (`en-US.lproj`, the likely region, holding half of another
  /// table's keys) stands in for every table that has no file of `source`, also one whose
  /// translations have more keys than its lagging English file (audit 291: Firefox's `Toolbar`
  /// table, where `en-US` has 1 of 11 keys, lost its `format-mismatch` findings).
  static func sourceStandIn(for source: LocaleID, of table: StringTable, facts: BundleSourceFacts) -> LocaleID
  {
    if facts.bundleLocales[table.bundle]?.contains(source) == true {
      let storyboardKeys = table.entries.lazy.filter { InterfaceBuilderSource.isInterfaceBuilderKey($0.key) }
        .count
      if storyboardKeys > 0 && storyboardKeys * 2 >= table.entries.count { return source }
    }
    let standIn = sourceStandIn(for: source, in: [table])
    guard standIn == source, let likely = likelyRegionalLocale(of: source),
      facts.regionalSources[table.bundle]?.contains(likely) == true, table.locales.contains(likely),
      !holdsText(of: source, in: table), hasTokenKeys(table)
    else { return standIn }
    return likely
  }

  /// Whether most of `table`'s keys are names, not text: no white space, and a dot, an
  /// underscore or a capital after a small letter (`Toolbar.Menu.Button.v135`, `tabTrayTitle`).
  /// A table whose keys are its English text ("Save photo", "Share") keeps them as its source
  /// beside a regional folder of a few overrides (review 195).
  private static func hasTokenKeys(_ table: StringTable) -> Bool {
    let tokens = table.entries.lazy.filter { entry in
      let key = entry.key.unicodeScalars
      guard !key.contains(where: { $0.properties.isWhitespace }) else { return false }
      return key.contains { $0 == "." || $0 == "_" }
        || zip(key, key.dropFirst()).contains { $0.properties.isLowercase && $1.properties.isUppercase }
    }.count
    return tokens * 2 > table.entries.count
  }

  /// Whether `table` has a file of `source`, or of `Base.lproj`, which holds source text.
  private static func holdsText(of source: LocaleID, in table: StringTable) -> Bool {
    table.declaredLocales.contains(source) || table.declaredLocales.contains(.base)
      || table.entries.contains { $0.localizations[source] != nil || $0.localizations[.base] != nil }
  }

  /// The regional locales of `table` (`en-US`) that are their language's likely region and hold
  /// at least half of its keys.
  static func fullRegionalLocales(in table: StringTable) -> Set<LocaleID> {
    let regional = table.locales.filter { locale in
      locale.identifier.contains("-") && likelyRegionalLocale(of: LocaleID(locale.language)) == locale
    }
    guard !regional.isEmpty else { return [] }
    return Set(regional.filter { fullVariants(of: LocaleID($0.language), in: table).contains($0) })
  }

  /// The source language of a table that neither it nor its bundle declares (`.lproj` folders
  /// only, in a bundle without a String Catalog or XLIFF file): `en`, as SPEC has it, where the
  /// table has English files; else the run's (the first declared) where the table has that
  /// language's; else another that a file of the run declares (`declared`, in reading order) and
  /// the table has files of (a German extension beside an English package); else `en`. A `Base.lproj` beside English files tells more: it is English where
  /// `en.lproj` copies it (an English framework in a `de` app); where it does not, Base holds
  /// another language, the run's (a `de` app's storyboard beside its English translation).
  static func undeclaredSource(of table: StringTable, runSource: LocaleID, declared: [LocaleID] = [])
    -> LocaleID
  {
    let english = LocaleID("en")
    func holds(_ language: LocaleID) -> Bool {
      table.declaredLocales.contains { $0 == language || $0.identifier.hasPrefix(language.identifier + "-") }
    }
    if table.declaredLocales.contains(.base) && table.declaredLocales.contains(english)
      && !copiesBase(english, in: table) && !holds(runSource)
    {
      return runSource
    }
    if holds(english) { return english }
    if holds(runSource) { return runSource }
    return declared.first(where: holds) ?? english
  }

  /// Whether `locale`'s values equal the `Base.lproj` values, form by form, for at least half the
  /// keys the two share (an `en.lproj` Xcode generated from an English storyboard). Only English is
  /// asked: an untranslated locale file copies Base too.
  private static func copiesBase(_ locale: LocaleID, in table: StringTable) -> Bool {
    var shared = 0
    var equal = 0
    for entry in table.entries {
      guard let base = entry.localizations[.base], let value = entry.localizations[locale] else { continue }
      shared += 1
      // Every form compared, not only the format: a `.stringsdict` format (`%#@count@`) reads
      // the same in every language.
      if formTexts(of: value) == formTexts(of: base) { equal += 1 }
    }
    return shared > 0 && equal * 2 >= shared
  }

  /// The texts of a value's forms, by path (`[""]` for a plain value).
  private static func formTexts(of value: LocalizedValue) -> [String: String] {
    var texts: [String: String] = [:]
    for (path, leaf) in value.leaves { texts[path] = leaf.value ?? "" }
    return texts
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
