import CatalogParser

extension Project {
  /// Whether a warning about a value or file of `locale` belongs to this run: every locale's
  /// without `--locales`; with it, the requested locales' and their parents', whose values they
  /// read (review 116). A translator handed `--locales de` is not told of Malayalam's control
  /// characters (audit 192).
  func reportsValues(of locale: LocaleID) -> Bool {
    configuration.locales.isEmpty
      || configuration.locales.contains { ParentLocales.fallbackChain(for: $0).contains(locale) }
  }

  /// Whether a warning at `position` belongs to this run: one in a `.lproj` file of a locale the
  /// run reports on (``reportsValues(of:)``), or outside such a folder; `Base.lproj`'s texts show
  /// in every locale that lacks its own (review 144).
  func reportsFile(at position: SourcePosition) -> Bool {
    guard let locale = LocaleID.ofLProjFolder(holding: position.file), locale != .base else { return true }
    return reportsValues(of: locale)
  }
}
