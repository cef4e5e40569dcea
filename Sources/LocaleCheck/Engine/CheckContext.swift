/// Everything a rule may look at: the catalog, the subjects, the locales and each cell's resolution.
public final class CheckContext: @unchecked Sendable {
  /// The catalog the rules check (``LocaleChecker`` passes it without the tables only an old
  /// source-language export holds).
  public let catalog: Catalog
  /// The resolver of the run's source language (see ``resolver(for:)``).
  public let resolver: LabelResolver
  private let resolversBySource: [LocaleID: LabelResolver]
  /// The matrix locales, in column order.
  public let locales: [LocaleID]
  /// Every subject of the run, in matrix order; a context restricted to a part of them still
  /// holds all, and ``forEachCell(_:)`` visits ``subjectRange``.
  public let subjects: [Subject]
  /// The run's settings; rules read them through helpers such as ``isAllowedIdentical(_:)``.
  public let configuration: Configuration
  /// Label map identifiers whose table or key does not exist.
  public let unboundEntries: [LabelMapEntry]
  /// UI captures of the running app (SPEC section 7).
  public let captures: [UICapture]
  /// Captured identifiers that could not be bound to a key.
  public let unboundCaptures: [UnboundCapture]
  /// Captured identifiers a locale built from its text where the source's capture has another.
  public let renamedCaptures: [RenamedCapture]
  /// `resolutions[subject][locale]`, by index into `subjects` and `locales`.
  public let resolutions: [[Resolution]]
  /// The entry each subject is bound to, by index into `subjects`.
  public let entries: [StringEntry?]
  /// The subjects ``forEachCell(_:)`` visits, by index into `subjects`: all of them, or the part
  /// the engine gave a rule that checks subjects independently.
  public let subjectRange: Range<Int>
  private let tablesByID: [String: Int]
  /// How messages name each table (see ``tableDisplayName(at:)``).
  let tableDisplayNames: TableDisplayNames
  private let allowedIdentical: Set<String>
  /// The entries of ``allowedIdentical`` that let a copy pass, shared by the run's parts.
  let allowedIdenticalUses: AllowedIdenticalUses
  /// The apps' names, which a locale that keeps them shows as they are.
  let appNames: AppNames
  /// The captured identifiers of controls (`RoleInLabelRule.capturedControls(in:)`), listed once
  /// for all the rule's parts (audit 267: each part scanned every captured element).
  let capturedControls: SharedOnce<Set<String>>
  /// The identifiers of alerts and sheets named by their titles
  /// (``CapturedElement/titleNamedIdentifiers(in:)``), listed once for the rules that pass them.
  let titleNamedIdentifiers: SharedOnce<Set<String>>
  /// Tables without a single source-language value, with the locales they have values in: their
  /// keys are the source text, written in code (see ``keyIsSourceText(of:in:)``).
  private let tablesWithoutSourceText: [Int: Set<LocaleID>]
  /// The locales of each table whose source text comes from storyboard comments, gathered once:
  /// asked for every cell of such a table.
  private let commentTableLocales: [Int: Set<LocaleID>]
  /// Which locales a table without source text is judged in (see ``keyIsSourceText(of:in:)``).
  private let sourcelessTableLocales: SourcelessTableLocales
  /// Whether the app shows each subject's key (see ``forEachShownCell(_:)``), by index into
  /// `subjects`.
  private let shownSubjects: [Bool]

  /// Prepares a run: binds each subject to its table's entry and resolves it in every locale;
  /// the context covers every subject.
  public init(
    catalog: Catalog, subjects: [Subject], locales: [LocaleID], configuration: Configuration,
    unboundEntries: [LabelMapEntry] = [], captures: [UICapture] = [], unboundCaptures: [UnboundCapture] = [],
    renamedCaptures: [RenamedCapture] = []
  ) {
    self.captures = captures
    self.unboundCaptures = unboundCaptures
    self.renamedCaptures = renamedCaptures
    self.catalog = catalog
    self.subjects = subjects
    self.locales = locales
    self.configuration = configuration
    self.unboundEntries = unboundEntries
    let resolvers = Self.resolvers(for: catalog, locales: locales + captures.map(\.locale))
    resolver = resolvers[catalog.sourceLocale]!
    resolversBySource = resolvers
    var index: [String: Int] = [:]
    for (position, table) in catalog.tables.enumerated() {
      index[table.bundle + "\u{0}" + table.name] = position
    }
    tablesByID = index
    tableDisplayNames = TableDisplayNames(catalog.tables)
    allowedIdentical = Set(configuration.allowIdentical.map(Self.allowedIdenticalForm))
    allowedIdenticalUses = AllowedIdenticalUses()
    capturedControls = SharedOnce()
    titleNamedIdentifiers = SharedOnce()
    appNames = AppNames(catalog)
    tablesWithoutSourceText = Self.tablesWithoutSourceText(in: catalog)
    commentTableLocales = Dictionary(
      uniqueKeysWithValues: catalog.tables.indices.lazy.filter { catalog.tables[$0].sourceTextFromComments }
        .map { ($0, catalog.tables[$0].locales) })
    sourcelessTableLocales = SourcelessTableLocales(
      catalog: catalog, sourcelessTables: tablesWithoutSourceText, locales: locales)
    let tables = catalog.tables
    let boundTables = subjects.map { index[$0.bundle + "\u{0}" + $0.table] }
    let boundEntries = subjects.indices.map { subject in
      boundTables[subject].flatMap { tables[$0].entry(forKey: subjects[subject].key) }
    }
    entries = boundEntries
    let withoutSourceText = tablesWithoutSourceText
    let unread = Self.unreadTables(in: catalog)
    shownSubjects = subjects.indices.map { index in
      // A stale key that a label map or capture binds is shown: Xcode may not see its use.
      guard let entry = boundEntries[index],
        entry.extractionState != "stale" || subjects[index].isRealIdentifier,
        !entry.isInterfaceBuilderPlaceholder
      else { return false }
      guard let table = boundTables[index] else { return true }
      // A matrix's prototype cell, which the storyboard read beside the table never shows.
      if tables[table].unshownInterfaceBuilderKeys.contains(entry.key) { return false }
      if unread.contains(table) || entry.isClassicApplicationMenuTitle(inTable: tables[table].name) {
        return false
      }
      return !Self.isDeadKey(
        entry, in: tables[table], source: catalog.sourceLocale(of: tables[table]),
        tableHasSourceText: withoutSourceText[table] == nil)
    }
    subjectRange = subjects.indices
    let defaultResolver = resolver
    let tableResolvers = tables.map { resolvers[catalog.sourceLocale(of: $0)] ?? defaultResolver }
    resolutions = ParallelMap.map(boundEntries.count) { index in
      let entry = boundEntries[index]
      let resolver = boundTables[index].map { tableResolvers[$0] } ?? defaultResolver
      return locales.map { resolver.resolve(entry, in: $0) }
    }
  }

  /// One resolver per source language the tables declare (most runs have one), with the chains
  /// of `locales` prepared.
  private static func resolvers(for catalog: Catalog, locales: [LocaleID]) -> [LocaleID: LabelResolver] {
    var resolvers: [LocaleID: LabelResolver] = [:]
    for source in Set(catalog.tables.map(catalog.sourceLocale(of:)) + [catalog.sourceLocale]) {
      resolvers[source] = LabelResolver(sourceLocale: source, locales: locales)
    }
    return resolvers
  }

  /// Tables without a single value in their source language, with the locales they have.
  private static func tablesWithoutSourceText(in catalog: Catalog) -> [Int: Set<LocaleID>] {
    var result: [Int: Set<LocaleID>] = [:]
    for (table, contents) in catalog.tables.enumerated() {
      let source = catalog.sourceLocale(of: contents)
      if !contents.hasValues(in: source) {
        result[table] = contents.locales
      }
    }
    return result
  }

  /// Whether `entry` of `table` is a dead key: a translation whose key the source table lacks,
  /// so the app looks up another (`identifier-drift` reports it). Not in a table whose text is
  /// in code, nor in `InfoPlist`, whose keys are Info.plist's, which holds their source text, nor
  /// in a storyboard's table whose source text comes from comments that leave some keys unsettled.
  /// Also a storyboard's key whose object the storyboard read beside the table no longer holds,
  /// and an `InfoPlist` key that is a slip of one the system reads (`NSCameraUsageDescripton`),
  /// in every locale that writes it: the system never looks it up.
  public static func isDeadKey(
    _ entry: StringEntry, in table: StringTable, source: LocaleID, tableHasSourceText: Bool
  ) -> Bool {
    (tableHasSourceText && !table.isInfoPlist && !table.sourceTextFromComments
      && entry.localizations[source] == nil)
      || (!table.keysWithoutObject.isEmpty && table.keysWithoutObject.contains(entry.key))
      || (table.isInfoPlist && InfoPlistKeys.meantKey(for: entry.key) != nil)
  }

  /// The run's source locale; a subject's own is ``sourceLocale(for:)``.
  public var sourceLocale: LocaleID { catalog.sourceLocale }

  /// The source language of `subject`'s table (the run's when it has none).
  public func sourceLocale(for subject: Subject) -> LocaleID {
    table(for: subject).map(catalog.sourceLocale(of:)) ?? catalog.sourceLocale
  }

  /// The resolver whose chains end in `subject`'s source language.
  public func resolver(for subject: Subject) -> LabelResolver {
    resolver(forSource: sourceLocale(for: subject))
  }

  /// The resolvers of the run, one per source language of its tables.
  var resolvers: Dictionary<LocaleID, LabelResolver>.Values { resolversBySource.values }

  /// The resolver of the tables whose source language is `source`.
  func resolver(forSource source: LocaleID) -> LabelResolver {
    resolversBySource[source] ?? resolver
  }

  /// The index in `catalog.tables` of the table a subject is bound to.
  func tableIndex(for subject: Subject) -> Int? {
    tableIndex(bundle: subject.bundle, table: subject.table)
  }

  /// The index in `catalog.tables` of the table named `table` in `bundle`.
  func tableIndex(bundle: String, table: String) -> Int? {
    tablesByID[bundle + "\u{0}" + table]
  }

  /// The table a subject is bound to.
  public func table(for subject: Subject) -> StringTable? {
    tableIndex(for: subject).map { catalog.tables[$0] }
  }

  /// The entry a subject is bound to.
  public func entry(for subject: Subject) -> StringEntry? {
    table(for: subject)?.entry(forKey: subject.key)
  }

  /// The source-language value of a subject's key.
  public func sourceValue(for subject: Subject) -> LocalizedValue? {
    entry(for: subject)?.localizations[sourceLocale(for: subject)]
  }

  /// Where the key is written in the source language: the catalog key, or the key in the
  /// source locale's own `.strings` file when the table is spread over `.lproj` folders.
  public func sourceKeyPosition(of entry: StringEntry, source sourceLocale: LocaleID) -> SourcePosition? {
    guard let source = entry.localizations[sourceLocale], let keyPosition = source.keyPosition else {
      return entry.keyPosition
    }
    return keyPosition.file == entry.keyPosition?.file ? entry.keyPosition : keyPosition
  }

  /// Whether `subject`'s key stands for its source text in `locale`: its table has no
  /// source-language value at all, as when the source text is only in code
  /// (`NSLocalizedString("Quit", ...)` with no `en.lproj/Localizable.strings`), and the app
  /// shows the key where `locale` lacks it: a locale that has the table, another table of its
  /// bundle (where half the bundle's translations have it), or no file at all (see
  /// ``SourcelessTableLocales``). So does a key written in code in a storyboard's table whose
  /// source text comes from comments (Rectangle's `Main.strings` holds both), in a locale that
  /// has the table.
  public func keyIsSourceText(of subject: Subject, in locale: LocaleID) -> Bool {
    guard let table = tableIndex(for: subject) else { return false }
    guard let tableLocales = tablesWithoutSourceText[table] else {
      guard let locales = commentTableLocales[table] else { return false }
      return !catalog.tables[table].takesTextFromComments(subject.key) && locales.contains(locale)
    }
    return tableLocales.contains(locale)
      || sourcelessTableLocales.judges(table: table, bundle: subject.bundle, in: locale)
  }

  /// Whether `subject`'s key stands for a storyboard text that its comments leave unsettled
  /// (`StringTable.sourceTextFromComments`), in a locale that has the table: a locale that lacks
  /// the key shows the storyboard's text, whatever it is. Not a key that only files with their
  /// own language's comments hold (`ibtool`'s), nor one under an older object id: the storyboard
  /// may have lost it.
  public func keyStandsForUnsettledText(of subject: Subject, in locale: LocaleID) -> Bool {
    guard let index = tableIndex(for: subject), let locales = commentTableLocales[index] else { return false }
    let table = catalog.tables[index]
    return table.takesTextFromComments(subject.key) && locales.contains(locale)
      && !table.keysOnlyInOwnLanguageFiles.contains(subject.key)
      && !table.staleObjectIDKeys.contains(subject.key)
  }

  /// The source-language value of `entry` for `resolution`'s locale; where its table has none, as
  /// when the source text is only in code (`NSLocalizedString("Cancel", ...)` without
  /// `en.lproj`), the key, which is the text the app shows in the source language.
  public func sourceValue(of entry: StringEntry, subject: Subject, resolution: Resolution) -> LocalizedValue?
  {
    if let source = entry.localizations[resolution.sourceLocale] { return source }
    return keyIsSourceText(of: subject, in: resolution.locale) ? LocalizedValue(value: entry.key) : nil
  }

  /// Whether the table at `index` of `catalog.tables` has at least one value in its source
  /// language (one without any keeps its source text in code).
  public func tableHasSourceText(at index: Int) -> Bool {
    tablesWithoutSourceText[index] == nil
  }

  /// Whether the configuration allows `text` to equal the source text; a `true` is recorded as
  /// the entry's use.
  public func isAllowedIdentical(_ text: String) -> Bool {
    guard allowsIdentical(text) else { return false }
    allowedIdenticalUses.insert(Self.allowedIdenticalForm(text))
    return true
  }

  /// Whether the configuration allows `text` to equal the source text, recording no use: for a
  /// rule that asks of several texts before it lets them all pass.
  public func allowsIdentical(_ text: String) -> Bool {
    !allowedIdentical.isEmpty && allowedIdentical.contains(Self.allowedIdenticalForm(text))
  }

  /// How `allowIdentical` entries and texts are compared: trimmed, in any case, and with their
  /// placeholders' argument numbers written ("%d GB" lists "%1$d GB" too).
  static func allowedIdenticalForm(_ text: String) -> String {
    let trimmed = LabelText.trimmed(text)
    guard trimmed.containsUTF8Byte(UInt8(ascii: "%")) else { return trimmed.lowercased() }
    return FormatSpecifierParser.withArgumentNumbers(trimmed).lowercased()
  }

  /// Calls `body` for every cell of `subjectRange` whose subject is bound to an existing entry.
  public func forEachCell(_ body: (Subject, StringEntry, Resolution) -> Void) {
    for subjectIndex in subjectRange {
      guard let entry = entries[subjectIndex] else { continue }
      let subject = subjects[subjectIndex]
      for resolution in resolutions[subjectIndex] { body(subject, entry, resolution) }
    }
  }

  /// Calls `body` for every cell whose key the app shows: not a key whose extraction state is
  /// `stale`, which Xcode found gone from the code (`stale-translation` reports it), nor one the
  /// source table lacks, a dead translation (`identifier-drift` reports it). No VoiceOver user
  /// hears their labels.
  public func forEachShownCell(_ body: (Subject, StringEntry, Resolution) -> Void) {
    for subjectIndex in subjectRange where shownSubjects[subjectIndex] {
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
    resolversBySource = other.resolversBySource
    locales = other.locales
    subjects = other.subjects
    configuration = other.configuration
    unboundEntries = other.unboundEntries
    captures = other.captures
    unboundCaptures = other.unboundCaptures
    renamedCaptures = other.renamedCaptures
    resolutions = other.resolutions
    entries = other.entries
    tablesByID = other.tablesByID
    tableDisplayNames = other.tableDisplayNames
    allowedIdentical = other.allowedIdentical
    allowedIdenticalUses = other.allowedIdenticalUses
    appNames = other.appNames
    capturedControls = other.capturedControls
    titleNamedIdentifiers = other.titleNamedIdentifiers
    tablesWithoutSourceText = other.tablesWithoutSourceText
    commentTableLocales = other.commentTableLocales
    sourcelessTableLocales = other.sourcelessTableLocales
    shownSubjects = other.shownSubjects
    self.subjectRange = subjectRange
  }
}
