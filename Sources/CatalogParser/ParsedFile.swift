/// What one parser read from one file: table fragments to merge, duplicates, declared languages.
public struct ParsedFile: Sendable {
  /// The tables (or parts of tables) the file holds; XLIFF can hold several.
  public var tables: [StringTable]
  /// Keys written twice in the file.
  public var duplicates: [DuplicateKey]
  /// The source language the file declares (`sourceLanguage`, XLIFF `source-language`).
  public var sourceLocale: LocaleID?
  /// Entries the parser could not read and left out, one error each; it read the others (a
  /// `.stringsdict` key without a format, which CFBundle also skips alone).
  public var entryErrors: [CatalogError] = []
  /// The `\u2026`-style sequences of a `.strings` file, which the app shows as written.
  public var lowercaseUnicodeEscapes: [LowercaseUnicodeEscape] = []
  /// The backslashes before a letter that is no escape in a `.strings` file (`\A`).
  public var unknownEscapes: [UnknownStringsEscape] = []
  /// The statements a `.strings` file keeps in its comments (`//"key" = "Text";`).
  public var commentedOutKeys: [CommentedOutKey] = []
  /// The Settings bundle schema the file is, if it is one.
  public var settingsSchemas: [SettingsSchema] = []
  /// The indices of the tables an export names after its own file and folder, as no `original`
  /// names one (Lokalise's `original=""`): their bundle is a guess the project's folders settle.
  public var tablesNamedByFile: Set<Int> = []
  /// An XLIFF file's declared target language where its name gives another one.
  public var localeNameMismatches: [XLIFFLocaleNameMismatch] = []
  /// The storyboard or XIB the file is, read for the texts its `.strings` tables translate.
  public var interfaceBuilderDocuments: [InterfaceBuilderDocument] = []

  /// What a parser read: `tables`, the file's repeated keys and the source language it declares.
  public init(tables: [StringTable], duplicates: [DuplicateKey] = [], sourceLocale: LocaleID? = nil) {
    self.tables = tables
    self.duplicates = duplicates
    self.sourceLocale = sourceLocale
  }
}
