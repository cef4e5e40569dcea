/// Everything read from an app's localization files: one model for every input format.
public struct Catalog: Sendable {
  /// The run's source (development) language: the explicit one, else the first a catalog
  /// declares. Each table also keeps the one it declares (see ``sourceLocale(of:)``).
  public var sourceLocale: LocaleID
  /// The tables, sorted by bundle and name.
  public var tables: [StringTable]
  /// Files that could not be read, one error each, and entries of files read in part (see
  /// ``partlyReadFiles``).
  public var errors: [CatalogError]
  /// Files read but for entries they name in ``errors`` (a `.stringsdict` key without a format).
  public var partlyReadFiles: Set<String> = []
  /// Keys written twice in one file or JSON object.
  public var duplicates: [DuplicateKey]
  /// The files read, in reading order (display paths).
  public var files: [String]
  /// Bundle folders found on disk, as ``StringTable/bundle`` names them (relative to the folder
  /// the command runs in), with their paths relative to the project folder; empty when the two
  /// folders are the same. See ``projectBundle(_:)``.
  public var projectBundles: [String: String] = [:]
  /// Tables that two or more XLIFF documents translate into one locale (old and new exports).
  public var exportCollisions: [XLIFFExportCollision] = []
  /// Tables whose declared source language of another language the explicit source locale
  /// replaced, sorted by bundle and table.
  public var sourceOverrides: [SourceLocaleOverride] = []
  /// The `.lproj` files of one locale that could not be read (each also has an error in
  /// ``errors``): their tables' keys are not that locale's gaps, as the file may well hold them.
  public var unreadLocaleFiles: [FileContext] = []
  /// The `\u2026`-style sequences of `.strings` files, which the app shows as written, by position.
  public var lowercaseUnicodeEscapes: [LowercaseUnicodeEscape] = []
  /// The backslashes before a letter that is no escape in `.strings` files (`\A`), by position.
  public var unknownEscapes: [UnknownStringsEscape] = []
  /// The statements `.strings` files keep in their comments, in file order: keys set aside
  /// untranslated, which `missing-translation` points at.
  public var commentedOutKeys: [CommentedOutKey] = []
  /// The schema files of Settings bundles, by position.
  public var settingsSchemas: [SettingsSchema] = []
  /// XLIFF files whose declared target language is another than their name gives, by position.
  public var localeNameMismatches: [XLIFFLocaleNameMismatch] = []
  /// Packages whose targets hold `.lproj` tables without a `defaultLocalization`, by manifest.
  public var undeclaredPackageLocalizations: [UndeclaredPackageLocalization] = []

  /// A catalog of `tables`; ``projectBundles``, ``exportCollisions`` and ``sourceOverrides``
  /// start empty.
  public init(
    sourceLocale: LocaleID, tables: [StringTable], errors: [CatalogError] = [],
    duplicates: [DuplicateKey] = [], files: [String] = []
  ) {
    self.sourceLocale = sourceLocale
    self.tables = tables
    self.errors = errors
    self.duplicates = duplicates
    self.files = files
  }

  /// Whether no file could be read: none was found, or each one found failed (see ``errors``).
  /// A check of such a catalog has nothing to say: "No problems" would be about nothing.
  public var readsNoFile: Bool {
    let unreadable = Set(errors.map(\.position.file)).subtracting(partlyReadFiles)
    return files.allSatisfy(unreadable.contains)
  }

  /// The source language of `table`: its own (a merge sets it for every table), else the run's.
  public func sourceLocale(of table: StringTable) -> LocaleID {
    table.sourceLocale ?? sourceLocale
  }

  /// Every locale with at least one value, sorted, the source locale included.
  public var locales: [LocaleID] {
    var result = Set<LocaleID>()
    for table in tables { result.formUnion(table.locales) }
    result.remove(.base)
    return result.sorted()
  }

  /// `bundle` relative to the project folder (the configuration's) where it is a folder on disk,
  /// else as it is: a name that does not change with the folder the command runs in, for
  /// fingerprints. A bundle named by an XLIFF `original` attribute is never a path to rebase.
  public func projectBundle(_ bundle: String) -> String {
    projectBundles[bundle] ?? bundle
  }

  /// The table named `name` in `bundle`, or in any bundle when `bundle` is `nil` (the first one).
  public func table(named name: String, bundle: String? = nil) -> StringTable? {
    tables.first { $0.name == name && (bundle == nil || $0.bundle == bundle) }
  }
}
