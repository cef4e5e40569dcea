import CatalogParser

extension Project {
  /// Whether a warning about a value or file of a locale belongs to this run: every locale's
  /// without `--locales`; with it, the requested locales' and their parents', whose values they
  /// read (review 116). A translator handed `--locales de` is not told of Malayalam's control
  /// characters (audit 192).
  ///
  /// The requested locales' chains are worked out once, for a loop over every value: a Chinese
  /// chain takes long to work out (its folder names), and one per value made a `--locales
  /// zh-Hans` run five times slower than `--locales de` (audit 206).
  func valueLocaleFilter() -> (LocaleID) -> Bool {
    guard !configuration.locales.isEmpty else { return { _ in true } }
    let read = Set(configuration.locales.flatMap(ParentLocales.fallbackChain(for:)))
    return { read.contains($0) }
  }

  /// Whether a warning at a position belongs to this run: one in a `.lproj` file of a locale the
  /// run reports on (``valueLocaleFilter()``), or outside such a folder; `Base.lproj`'s texts
  /// show in every locale that lacks its own (review 144).
  func fileFilter() -> (SourcePosition) -> Bool {
    let reportsValues = valueLocaleFilter()
    return { position in
      guard let locale = LocaleID.ofLProjFolder(holding: position.file), locale != .base else { return true }
      return reportsValues(locale)
    }
  }
}
