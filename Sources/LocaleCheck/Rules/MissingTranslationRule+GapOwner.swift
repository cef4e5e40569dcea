import CatalogParser

extension MissingTranslationRule {
  /// Settles where and whether the gap `finding` (a key that `resolution`'s locale reads from
  /// no file of `table`, whose locales are `tableLocales`) is told; `false` where another
  /// checked locale tells it.
  ///
  /// Where a parent has the table (`es-AR` reads `es`'s), the gap is the parent's key; where
  /// nothing on the chain has it, the language's (`de`'s for `de-AT`, audit 124). Either is
  /// told once, at the checked locale nearest its owner, with the owner's fingerprint.
  func placeGap(
    _ finding: inout Finding, of subject: Subject, entry: StringEntry, resolution: Resolution, table: Int,
    tableLocales: Set<LocaleID>, context: CheckContext, ownFiles: inout OwnFiles
  ) -> Bool {
    let chain = context.resolver(for: subject).chain(for: resolution.locale).dropLast()
    let owner = chain.first(where: tableLocales.contains)
    if let gapOwner = owner ?? chain.last, gapOwner != resolution.locale {
      guard context.reportingLocale(ofGapOwnedBy: gapOwner, in: resolution) == resolution.locale else {
        return false
      }
      finding.fingerprint = fingerprint(subject: subject, locale: gapOwner)
    }
    guard let owner else {
      finding.message +=
        " (the \(context.tableDisplayName(at: table)) table has nothing for locale \(resolution.locale))"
      return true
    }
    if let own = Self.ownFilePosition(
      replacing: finding.position, entry: entry, owner: owner, source: resolution.sourceLocale,
      table: table, context: context, ownFiles: &ownFiles)
    {
      finding.position = own
    }
    return true
  }
}
