/// Everything a rule may look at: the catalog, the subjects, the locales and each cell's resolution.
public final class CheckContext: @unchecked Sendable {
  public let catalog: Catalog
  public let resolver: LabelResolver
  /// The matrix locales, in column order.
  public let locales: [LocaleID]
  public let subjects: [Subject]
  public let configuration: Configuration
  /// Label map identifiers whose table or key does not exist.
  public let unboundEntries: [LabelMapEntry]
  /// UI captures of the running app (SPEC section 7).
  public let captures: [UICapture]
  /// Captured identifiers that could not be bound to a key.
  public let unboundCaptures: [UnboundCapture]
  /// `resolutions[subject][locale]`, by index into `subjects` and `locales`.
  public let resolutions: [[Resolution]]
  /// The entry each subject is bound to, by index into `subjects`.
  public let entries: [StringEntry?]
  /// The subjects ``forEachCell(_:)`` visits, by index into `subjects`: all of them, or the part
  /// the engine gave a rule that checks subjects independently.
  public let subjectRange: Range<Int>
  private let tablesByID: [String: Int]
  private let allowedIdentical: Set<String>
  /// Tables without a single source-language value, with the locales they have values in: their
  /// keys are the source text, written in code (see ``keyIsSourceText(of:in:)``).
  private let tablesWithoutSourceText: [Int: Set<LocaleID>]

  public init(
    catalog: Catalog, subjects: [Subject], locales: [LocaleID], configuration: Configuration,
    unboundEntries: [LabelMapEntry] = [], captures: [UICapture] = [], unboundCaptures: [UnboundCapture] = []
  ) {
    self.captures = captures
    self.unboundCaptures = unboundCaptures
    self.catalog = catalog
    self.subjects = subjects
    self.locales = locales
    self.configuration = configuration
    self.unboundEntries = unboundEntries
    let resolver = LabelResolver(
      sourceLocale: catalog.sourceLocale, locales: locales + captures.map(\.locale))
    self.resolver = resolver
    var index: [String: Int] = [:]
    for (position, table) in catalog.tables.enumerated() {
      index[table.bundle + "\u{0}" + table.name] = position
    }
    tablesByID = index
    allowedIdentical = Set(configuration.allowIdentical.map { LabelText.trimmed($0).lowercased() })
    let tables = catalog.tables
    var withoutSource: [Int: Set<LocaleID>] = [:]
    for (table, contents) in tables.enumerated()
    where !contents.entries.contains(where: { $0.localizations[catalog.sourceLocale] != nil }) {
      withoutSource[table] = contents.locales
    }
    tablesWithoutSourceText = withoutSource
    let boundEntries = subjects.map { subject in
      index[subject.bundle + "\u{0}" + subject.table].flatMap { tables[$0].entry(forKey: subject.key) }
    }
    entries = boundEntries
    subjectRange = subjects.indices
    resolutions = ParallelMap.map(boundEntries.count) { index in
      let entry = boundEntries[index]
      return locales.map { resolver.resolve(entry, in: $0) }
    }
  }

  /// The source locale.
  public var sourceLocale: LocaleID { catalog.sourceLocale }

  /// The table a subject is bound to.
  public func table(for subject: Subject) -> StringTable? {
    tablesByID[subject.bundle + "\u{0}" + subject.table].map { catalog.tables[$0] }
  }

  /// The entry a subject is bound to.
  public func entry(for subject: Subject) -> StringEntry? {
    table(for: subject)?.entry(forKey: subject.key)
  }

  /// The source-language value of a subject's key.
  public func sourceValue(for subject: Subject) -> LocalizedValue? {
    entry(for: subject)?.localizations[sourceLocale]
  }

  /// Where the key is written in the source language: the catalog key, or the key in the
  /// source locale's own `.strings` file when the table is spread over `.lproj` folders.
  public func sourceKeyPosition(of entry: StringEntry) -> SourcePosition? {
    guard let source = entry.localizations[sourceLocale], let keyPosition = source.keyPosition else {
      return entry.keyPosition
    }
    return keyPosition.file == entry.keyPosition?.file ? entry.keyPosition : keyPosition
  }

  /// Whether `subject`'s key stands for its source text in `locale`: its table has no
  /// source-language value at all, as when the source text is only in code
  /// (`NSLocalizedString("Quit", ...)` with no `en.lproj/Localizable.strings`), and `locale` has
  /// the table, so the app shows the key where the locale lacks it. (A locale without the table
  /// is not judged: its files may belong to another bundle of the run.)
  public func keyIsSourceText(of subject: Subject, in locale: LocaleID) -> Bool {
    guard let table = tablesByID[subject.bundle + "\u{0}" + subject.table] else { return false }
    return tablesWithoutSourceText[table]?.contains(locale) ?? false
  }

  /// Whether the configuration allows `text` to equal the source text.
  public func isAllowedIdentical(_ text: String) -> Bool {
    allowedIdentical.contains(LabelText.trimmed(text).lowercased())
  }

  /// Calls `body` for every cell of `subjectRange` whose subject is bound to an existing entry.
  public func forEachCell(_ body: (Subject, StringEntry, Resolution) -> Void) {
    for subjectIndex in subjectRange {
      guard let entry = entries[subjectIndex] else { continue }
      let subject = subjects[subjectIndex]
      for resolution in resolutions[subjectIndex] { body(subject, entry, resolution) }
    }
  }

  /// The same context, with ``forEachCell(_:)`` restricted to the subjects in `range`.
  func restricted(to range: Range<Int>) -> CheckContext {
    CheckContext(copying: self, subjectRange: range)
  }

  /// A copy of `other` that shares its data (arrays are not copied, only retained).
  private init(copying other: CheckContext, subjectRange: Range<Int>) {
    catalog = other.catalog
    resolver = other.resolver
    locales = other.locales
    subjects = other.subjects
    configuration = other.configuration
    unboundEntries = other.unboundEntries
    captures = other.captures
    unboundCaptures = other.unboundCaptures
    resolutions = other.resolutions
    entries = other.entries
    tablesByID = other.tablesByID
    allowedIdentical = other.allowedIdentical
    tablesWithoutSourceText = other.tablesWithoutSourceText
    self.subjectRange = subjectRange
  }
}
