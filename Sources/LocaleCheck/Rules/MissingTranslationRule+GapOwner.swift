import CatalogParser

extension MissingTranslationRule {
  /// Settles where and whether the gap `finding` (a key that `resolution`'s locale reads from
  /// no file of `table`, whose locales are `tableLocales`) is told; `false` where another
  /// checked locale tells it. `projectLocales`: every locale the run's files have.
  ///
  /// Where a parent has the table (`es-AR` reads `es`'s), the gap is the parent's key. Where
  /// nothing on the chain has it, the gap is that of the furthest parent of the same language
  /// that the project has (`de`'s for `de-AT`). Either is told by its owner where the
  /// run checks it, else once, at the first checked locale reading it (siblings share it), with
  /// the owner's fingerprint.
  func placeGap(
    _ finding: inout Finding, of subject: Subject, entry: StringEntry, resolution: Resolution, table: Int,
    tableLocales: Set<LocaleID>, projectLocales: () -> Set<LocaleID>, context: CheckContext,
    ownFiles: inout OwnFiles
  ) -> Bool {
    let locale = resolution.locale
    // A parent in the source's language and not the locale's (`hi-Latn`'s `en-IN`) has the text
    // the gap falls back to, not the gap: the gap is the locale's own.
    let chain = context.resolver(for: subject).chain(for: locale).dropLast().filter { step in
      ParentLocales.isSameLanguage(step, locale)
        || !ParentLocales.isSameLanguage(step, resolution.sourceLocale)
    }
    guard let owner = chain.first(where: tableLocales.contains) else {
      if Self.pointAtMiscasedInfoPlist(
        &finding, of: entry, in: context.catalog.tables[table], locale: locale,
        hasOwnFile: false, catalog: context.catalog)
      {
        return true
      }
      finding.message +=
        " (the \(context.tableDisplayName(at: table)) table has nothing for locale \(locale))"
      let gapOwner = Self.tableGapOwner(of: locale, among: projectLocales())
      if let start = Self.ownExportPosition(
        replacing: finding.position, entry: entry, owner: gapOwner ?? locale, source: resolution.sourceLocale,
        context: context, ownFiles: &ownFiles)
      {
        finding.position = start
      }
      guard let gapOwner else { return true }
      guard
        context.reportingLocale(
          forFileOf: gapOwner, source: resolution.sourceLocale, shadowedBy: tableLocales) == locale
      else { return false }
      finding.fingerprint = fingerprint(subject: subject, locale: gapOwner)
      finding.ownerLocale = gapOwner
      return true
    }
    if owner != locale {
      guard
        context.reportingLocale(forFileOf: owner, source: resolution.sourceLocale, shadowedBy: tableLocales)
          == locale
      else { return false }
      finding.fingerprint = fingerprint(subject: subject, locale: owner)
      finding.ownerLocale = owner
      // The file to mend is the parent's (audit 133), where it lacks the key (not an `en-GB` text
      // a `hi-Latn` user hears, nor an empty value; review 110).
      if entry.localizations[owner] == nil {
        finding.message +=
          " (\(locale) reads \(owner)'s \(context.tableDisplayName(at: table)) table, which lacks it)"
      }
    }
    if let own = Self.ownFilePosition(
      replacing: finding.position, entry: entry, owner: owner, source: resolution.sourceLocale,
      table: table, context: context, ownFiles: &ownFiles)
    {
      finding.position = own
    }
    if entry.localizations[owner] == nil,
      let misspelt = ownFiles.misspeltKey(
        entry.key, table: table, locale: owner, source: resolution.sourceLocale, in: context.catalog)
    {
      // The translator's file has the key written another way: `identifier-drift` tells that key,
      // this gap says where its translation is (audit 234).
      finding.position = misspelt.position ?? finding.position
      let slip =
        context.catalog.tables[table].isInfoPlist && InfoPlistKeys.meantKey(for: misspelt.key) == entry.key
      finding.message +=
        "; \(owner)'s file has it as '\(misspelt.key)', "
        + (slip
          ? "a misspelling the system never reads"
          : "a key that differs only in "
            + DeadKeyCounterparts.difference(between: misspelt.key, and: entry.key))
        + ": correct that key"
      return true
    }
    // Both names in one folder, as a Linux checkout holds them: a Mac's file system cannot
    // (review 168).
    if entry.localizations[owner] == nil,
      Self.pointAtMiscasedInfoPlist(
        &finding, of: entry, in: context.catalog.tables[table], locale: owner,
        hasOwnFile: true, catalog: context.catalog)
    {
      return true
    }
    // Not for a plural the source's `.stringsdict` holds: a `.strings` line cannot give its forms
    // (review 165).
    if entry.localizations[resolution.sourceLocale]?.variations == nil,
      let commented = ownFiles.commentedOutKey(
        entry.key, table: context.catalog.tables[table], locale: owner, in: context.catalog)
    {
      // Where its translator mends it (audit 228: Calendr's untranslated keys, each commented out).
      finding.position = commented.position
      finding.message +=
        "; \(owner)'s file keeps it in a comment at line \(commented.position.line): uncomment and translate it"
    }
    return true
  }

  /// The locale whose gap `locale`'s is where no locale of its chain has a table: its furthest
  /// parent of the same language among `projectLocales` (`de` for `de-AT`, `zh-Hans` for
  /// `zh-CN`), by CLDR's and Apple's parents only (not the folder names Apple also reads, nor
  /// `hi-Latn`'s `en-IN`); `nil` where there is none, or where that parent's gap would be
  /// `locale`'s (`nb` and `no`, each the other's parent).
  static func tableGapOwner(of locale: LocaleID, among projectLocales: Set<LocaleID>) -> LocaleID? {
    func furthestParent(of start: LocaleID) -> LocaleID? {
      var owner: LocaleID?
      var seen: Set<LocaleID> = [start]
      var current = start
      while let next = ParentLocales.parent(of: current), seen.insert(next).inserted {
        if ParentLocales.isSameLanguage(next, start) && projectLocales.contains(next) { owner = next }
        current = next
      }
      return owner
    }
    guard let owner = furthestParent(of: locale), furthestParent(of: owner) != locale else { return nil }
    return owner
  }
}
