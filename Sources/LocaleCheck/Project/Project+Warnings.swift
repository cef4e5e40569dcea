/// Warnings about what the requested locales, the label map and the captures leave open; the run
/// goes on.
extension Project {
  /// Every warning about the project and about what `report` checked, in the order
  /// `labelcheck matrix` shows them.
  public func warnings(after report: Report) -> [ProjectNotice] {
    let groups = [
      unknownLocaleWarnings(), sourceOverrideWarnings(), undeclaredPackageLocalizationWarnings(),
      eastAsianKeyWarnings(),
      regionalOnlyLocaleWarnings(in: report), bundleRegionalOnlyLocaleWarnings(in: report),
      resourceBundleOnlyLocaleWarnings(in: report),
      localeFolderCollisionWarnings(), mistakenLanguageCodeWarnings(in: report),
      sharedTranslationWarnings(in: report),
      tableNameCollisionWarnings(), infoPlistCaseWarnings(),
      unreadSettingsTableWarnings(),
      lowercaseUnicodeEscapeWarnings(), unknownEscapeWarnings(), literalEscapeWarnings(),
      controlCharacterWarnings(),
      catalogBesideStringsWarnings(),
      catalogInLocaleFolderWarnings(),
      exportCollisionWarnings(), exportSourceDisagreementWarnings(), xliffLocaleNameWarnings(),
      strayExportBundleWarnings(),
      unknownStateWarnings(), unknownDeviceWarnings(),
      exportOnlyKeyWarnings(), capturesWithoutSubjectsWarnings(in: report),
      uncapturedIdentifierNotes(in: report), uncapturedKeyNotes(in: report),
      emptyLabelMapWarnings(), ambiguousBindingWarnings(), unusedIgnoreWarnings(in: report),
      unusedAllowIdenticalWarnings(in: report), keptWordNotes(in: report), keptNameNotes(in: report),
      untranslatedTableNotes(in: report),
      duplicateIgnoreWarnings(), partialLabelMapNotes(),
    ]
    return groups.enumerated().flatMap { group, notices in
      notices.map { notice in
        var grouped = notice
        grouped.group = group
        return grouped
      }
    }
  }

  /// Checked locales (requested, or a capture's folder) that no file has, nor a parent of them,
  /// where files of their language have another region (`fr` where the folders are `fr-FR`): a
  /// device set to the locale reads that localization, but the fallback chain (SPEC section 3)
  /// does not reach it, so every label of the locale is reported missing.
  public func regionalOnlyLocaleWarnings(in report: Report) -> [ProjectNotice] {
    // Without requested locales or captures, the checked locales are the files' own.
    guard !configuration.locales.isEmpty || !captures.isEmpty else { return [] }
    let catalogLocales = Set(catalog.locales)
    let source = catalog.sourceLocale
    return report.locales.compactMap { locale in
      guard !ParentLocales.isSameLanguage(locale, source),
        !ParentLocales.fallbackChain(for: locale).contains(where: catalogLocales.contains)
      else { return nil }
      let others = catalogLocales.filter { ParentLocales.isSameLanguage($0, locale) }.sorted()
      guard !others.isEmpty else { return nil }
      return ProjectNotice(
        .warning,
        "no file has locale '\(locale)' or a parent of it, only other regions of its language (\(Self.names(others))), "
          + "which a device set to '\(locale)' reads: all its labels are reported missing; \(Self.checkInstead(others))"
      )
    }
  }

  /// Bundles with no file of a checked locale or a parent of it but another region of its
  /// language (an SDK's `ru-RU.lproj` where the app has `ru.lproj`): a device set to the locale
  /// reads that folder for the bundle, but the fallback chain (SPEC section 3) does not reach it,
  /// so the bundle's labels are reported missing in that column. A locale that no
  /// bundle has is ``regionalOnlyLocaleWarnings(in:)``'s.
  public func bundleRegionalOnlyLocaleWarnings(in report: Report) -> [ProjectNotice] {
    var bundleLocales: [String: Set<LocaleID>] = [:]
    var bundleSources: [String: Set<String>] = [:]
    for table in catalog.tables {
      bundleLocales[table.bundle, default: []].formUnion(table.declaredLocales)
      bundleSources[table.bundle, default: []].insert((table.sourceLocale ?? catalog.sourceLocale).language)
    }
    guard bundleLocales.count > 1 else { return [] }
    let allLocales = bundleLocales.values.reduce(into: Set<LocaleID>()) { $0.formUnion($1) }
    return report.locales.flatMap { locale -> [ProjectNotice] in
      let chain = ParentLocales.fallbackChain(for: locale)
      guard chain.contains(where: allLocales.contains) else { return [] }
      return bundleLocales.sorted { $0.key < $1.key }.compactMap { bundle, locales in
        let others = locales.filter { ParentLocales.isSameLanguage($0, locale) }.sorted()
        guard !others.isEmpty, !chain.contains(where: locales.contains),
          bundleSources[bundle]?.contains(locale.language) != true
        else { return nil }
        return ProjectNotice(
          .warning,
          "\(bundle) has no file of locale '\(locale)' or a parent of it, only \(Self.names(others)), which a device "
            + "set to '\(locale)' reads for it: its labels are reported missing in \(locale); \(Self.checkInstead(others))"
        )
      }
    }
  }

  /// `de-AT, de-CH`.
  private static func names(_ locales: [LocaleID]) -> String {
    locales.map(\.identifier).joined(separator: ", ")
  }

  /// Which of the other regions' folders to check: the only one, or the one a device reads.
  private static func checkInstead(_ others: [LocaleID]) -> String {
    "check " + (others.count == 1 ? "\(others[0])" : "the one it reads") + " instead"
  }

  /// Requested locales whose language no file has: most likely a typo (`--locales de,ed`), which
  /// would otherwise show as a column of missing translations; and a source locale no file has.
  public func unknownLocaleWarnings() -> [ProjectNotice] {
    // Without requested locales there is nothing to warn about, and no need to list the
    // catalog's (a pass over every value).
    guard !configuration.locales.isEmpty || configuration.sourceLocale != nil else { return [] }
    let catalogLocales = catalog.locales
    guard !catalogLocales.isEmpty else { return [] }
    // A locale whose files failed is no typo: its error names the file (review 107).
    let unread = catalog.unreadLocaleFiles.compactMap(\.locale)
    let languages = Set((catalogLocales + unread).map(\.language))
    let found = catalogLocales.map(\.identifier).joined(separator: ", ")
    var warnings: [ProjectNotice] = []
    // Through the fallback chain: `no` reads `nb`, `ars` reads `ar`, `wuu` reads `zh-Hans`.
    for locale in configuration.locales
    where !ParentLocales.fallbackChain(for: locale).contains(where: { languages.contains($0.language) }) {
      warnings.append(
        ProjectNotice(
          .warning,
          locale.language == "qqq"
            ? "'qqq' is translatewiki.net's message documentation, read as the keys' comments, not a "
              + "locale users can choose; all its labels are reported missing"
            : "no file has locale '\(locale)' or its language (found: \(found)); all its labels are reported missing"
        ))
    }
    if let source = configuration.sourceLocale, !languages.contains(source.language) {
      warnings.append(
        ProjectNotice(
          .warning,
          "no file has the source locale '\(source)' or its language (found: \(found)); "
            + "the keys stand in for its text"))
    }
    return warnings
  }

  /// A warning where captures were read but none of their identifiers became a subject of
  /// `report`: its "no problems" would otherwise read as if the labels had been checked.
  public func capturesWithoutSubjectsWarnings(in report: Report) -> [ProjectNotice] {
    guard !captures.isEmpty, report.summary.subjects == 0 else { return [] }
    let count = captures.count
    return [
      ProjectNotice(
        .warning,
        "no identifier of the \(count) \(count == 1 ? "capture" : "captures") binds to a catalog key, "
          + "so no catalog label was checked; bind them in a label map (--labels)")
    ]
  }

  /// A warning about a label map without identifiers: its subjects are none, so the run checks
  /// nothing, and a stub `labels.json` beside the configuration would make the gate a no-op.
  public func emptyLabelMapWarnings() -> [ProjectNotice] {
    // A map whose entries could not be read says so in their errors.
    guard let labelMap, labelMap.entries.isEmpty, labelMap.entryErrors.isEmpty, let labelMapPath else {
      return []
    }
    // With captures, the identifiers they show are still checked (audit 241).
    let checked =
      captures.isEmpty
      ? "no label was checked"
      : "only the identifiers that the captures show and bind to a catalog key were checked"
    return [
      ProjectNotice(
        .warning,
        "the label map \(labelMapPath) has no identifiers, so \(checked); "
          + "add identifiers, or remove it to check every catalog key")
    ]
  }

  /// Label-map entries whose key two bundles hold (an app's and its extension's `Localizable`):
  /// each is bound to the first, and a `bundle` field settles it. The first
  /// ``ambiguousBindingsListed`` are named one by one, then one warning counts the rest, so that
  /// a generated map of thousands does not bury the report.
  public func ambiguousBindingWarnings() -> [ProjectNotice] {
    guard let labelMap else { return [] }
    let ambiguous = SubjectBinder.ambiguousBindings(from: labelMap, in: catalog)
    var warnings = ambiguous.prefix(Self.ambiguousBindingsListed).map { entry, bundles in
      let named = bundles.prefix(3).joined(separator: ", ") + (bundles.count > 3 ? ", ..." : "")
      return ProjectNotice(
        .warning,
        "\(ControlCharacters.escaped(entry.identifier)): key '\(ControlCharacters.escaped(entry.key))' of "
          + "\(ControlCharacters.escaped(entry.table)) is in \(bundles.count) bundles (\(named)), and it is "
          + "checked in \(bundles[0])'s; add \"bundle\" to its entry to choose",
        at: entry.position)
    }
    let more = ambiguous.count - Self.ambiguousBindingsListed
    if more > 0 {
      warnings.append(
        ProjectNotice(
          .warning,
          more == 1
            ? "1 more label-map entry names a key that several bundles hold; add \"bundle\" to it"
            : "\(more) more label-map entries name a key that several bundles hold; add \"bundle\" to them"))
    }
    return warnings
  }

  /// How many ambiguous label-map entries ``ambiguousBindingWarnings()`` names one by one.
  public static let ambiguousBindingsListed = 10
}
