/// Reads String Catalogs (`.xcstrings`, versions 1.0 to 1.3 and later) into the catalog model.
///
/// A hand-written reader over the raw bytes: it keeps every position, reports duplicate JSON keys
/// and ignores fields it does not know, so catalogs from newer Xcode versions still read.
public enum StringCatalogParser {
  /// Parses one String Catalog; the table is named after the file, in `context.bundle`.
  public static func parse(_ bytes: [UInt8], context: FileContext) throws(CatalogError) -> ParsedFile {
    let text = try TextDecoding.utf8Bytes(from: bytes, file: context.displayPath)
    return try text.withUnsafeBufferPointer { (buffer) throws(CatalogError) -> ParsedFile in
      let reader = StringCatalogReader(
        scanner: JSONScanner(bytes: buffer, file: context.displayPath), context: context)
      return try reader.read()
    }
  }
}

/// The state of one String Catalog read: the scanner, the table being built and what was seen.
final class StringCatalogReader {
  let scanner: JSONScanner
  let context: FileContext
  private var table: StringTable
  private var duplicates: [DuplicateKey] = []
  private var sourceLocale: LocaleID?
  private var localeCache: [String: LocaleID] = [:]
  /// Locales this file names in more than one way (`iw` and `he`).
  private var spelledTwoWays: Set<LocaleID> = []
  private var lastLocalizationCount = 0

  init(scanner: JSONScanner, context: FileContext) {
    self.scanner = scanner
    self.context = context
    self.table = StringTable(bundle: context.bundle, name: context.table, files: [context.displayPath])
  }

  func read() throws(CatalogError) -> ParsedFile {
    guard scanner.peek() != nil else { throw scanner.error("empty file: expected a String Catalog object") }
    let start = scanner.position
    var hasStrings = false
    var hasVersion = false
    try scanner.readObject(depth: 0, onDuplicate: recordDuplicate) { name throws(CatalogError) in
      if name.equals("sourceLanguage", in: scanner.bytes) {
        let position = scanner.position
        let raw = try scanner.readString()
        guard LocaleID.isWellFormed(raw) else {
          throw CatalogError(
            position: position,
            message:
              "sourceLanguage '\(ControlCharacters.escaped(raw))' is not a locale (such as en, pt-BR or zh-Hans)"
          )
        }
        sourceLocale = LocaleID(raw)
      } else if name.equals("strings", in: scanner.bytes) {
        // Written twice (a merge-conflict fix), the last one wins, as the duplicate-key finding says.
        if hasStrings {
          table = StringTable(bundle: context.bundle, name: context.table, files: [context.displayPath])
        }
        hasStrings = true
        try readStrings()
      } else if name.equals("version", in: scanner.bytes) {
        hasVersion = true
        try scanner.skipValue(depth: 1)
      } else {
        try scanner.skipValue(depth: 1)
      }
    }
    try scanner.expectEnd()
    // Xcode writes `"strings" : {}` even for an empty catalog: without it this is other JSON.
    guard hasStrings else {
      throw CatalogError(
        position: start, message: "no \"strings\" object: this JSON is not a String Catalog")
    }
    // Xcode refuses to build it ("Missing required key 'version'"): the app gets none of its
    // translations. Tools that write catalogs by hand leave it out.
    guard hasVersion else {
      throw CatalogError(
        position: start,
        message:
          "no \"version\": Xcode cannot compile a String Catalog without it (it writes \"version\" : \"1.0\")"
      )
    }
    table.sourceLocale = sourceLocale
    fillSourceValuesFromKeys()
    return ParsedFile(tables: [table], duplicates: duplicates, sourceLocale: sourceLocale)
  }

  /// The catalog key whose entry is being read, so that a field repeated inside it names it.
  private var currentKey: String?
  /// The localization being read, and whether its locales are (a locale written twice is a
  /// duplicate of that locale, which `--locales` then selects like its other findings).
  private var currentLocale: LocaleID?
  private var isReadingLocales = false

  func recordDuplicate(_ name: String, _ first: SourcePosition, _ second: SourcePosition) {
    let (key, field) = currentKey.map { ($0, Optional(name)) } ?? (name, nil)
    let locale = currentLocale ?? (isReadingLocales && LocaleID.isWellFormed(name) ? LocaleID(name) : nil)
    duplicates.append(
      DuplicateKey(
        key: key, bundle: context.bundle, table: context.table, locale: locale, first: first, second: second,
        field: field))
  }

  /// Two spellings of one locale in the current entry (`iw`, then `he`): a field written twice.
  private func recordLocaleSpellings(
    _ spelling: String, earlier: String, _ first: SourcePosition, _ second: SourcePosition
  ) {
    recordDuplicate(spelling, first, second)
    duplicates[duplicates.count - 1].alias = earlier
  }

  private func readStrings() throws(CatalogError) {
    try scanner.readObject(depth: 1, onDuplicate: nil) { name throws(CatalogError) in
      let key = name.hasEscapes ? try scanner.unescape(name) : name.string(in: scanner.bytes)
      if let earlier = table.entry(forKey: key), let first = earlier.keyPosition {
        recordDuplicate(key, first, scanner.position(of: name))
      }
      currentKey = key
      defer { currentKey = nil }
      table.replace(try readEntry(key: key, keyPosition: scanner.position(of: name)))
    }
  }

  private func readEntry(key: String, keyPosition: SourcePosition) throws(CatalogError) -> StringEntry {
    var entry = StringEntry(key: key, keyPosition: keyPosition)
    try scanner.readObject(depth: 2, onDuplicate: recordDuplicate) { name throws(CatalogError) in
      let bytes = scanner.bytes
      if name.equals("comment", in: bytes) {
        entry.comment = CommentPlaceholder.meaningful(try scanner.readOptionalString())
      } else if name.equals("extractionState", in: bytes) {
        entry.extractionState = try scanner.readOptionalString()
      } else if name.equals("shouldTranslate", in: bytes) {
        entry.shouldTranslate = try scanner.readBool()
      } else if name.equals("localizations", in: bytes) {
        entry.localizations = Localizations()  // written twice: the last one wins
        try readLocalizations(into: &entry)
      } else {
        try scanner.skipValue(depth: 3)
      }
    }
    return entry
  }

  private func readLocalizations(into entry: inout StringEntry) throws(CatalogError) {
    // Keys of one catalog mostly have the same locales: sized like the last one, the dictionary
    // does not regrow (and rehash) as its 40 locales arrive.
    entry.localizations.reserveCapacity(lastLocalizationCount)
    var spellings: [LocaleID: String] = [:]
    isReadingLocales = true
    defer { isReadingLocales = false }
    try scanner.readObject(depth: 3, onDuplicate: recordDuplicate) { name throws(CatalogError) in
      let locale = try locale(for: name)
      let position = scanner.position(of: name)
      // Two spellings of one locale (`iw` and `he`) are the same field written twice; the same
      // spelling twice the JSON reader reports itself.
      if !spelledTwoWays.isEmpty && spelledTwoWays.contains(locale) {
        let spelling = name.string(in: scanner.bytes)
        // Unrecorded, the earlier one came before this spelling was first seen: it was the other.
        if let first = entry.localizations[locale]?.keyPosition, spellings[locale] != spelling {
          let earlier =
            spellings[locale] ?? localeCache.first { $0.value == locale && $0.key != spelling }?.key ?? ""
          recordLocaleSpellings(spelling, earlier: earlier, first, position)
        }
        spellings[locale] = spelling
      }
      currentLocale = locale
      defer { currentLocale = nil }
      entry.localizations[locale] = try readLocalization(keyPosition: position, depth: 4)
    }
    lastLocalizationCount = entry.localizations.count
  }

  private func locale(for name: JSONName) throws(CatalogError) -> LocaleID {
    let raw = name.string(in: scanner.bytes)
    if let cached = localeCache[raw] { return cached }
    // Read as it is, `de|x` would become a column of the matrix.
    guard LocaleID.isWellFormed(raw) else {
      throw CatalogError(
        position: scanner.position(of: name),
        message: LocaleID.notALocale(raw))
    }
    let locale = LocaleID(raw)
    if localeCache.values.contains(locale) { spelledTwoWays.insert(locale) }
    localeCache[raw] = locale
    return locale
  }

  /// Reads a localization or a variation case: `stringUnit`, `variations`, `substitutions`, `stringSet`.
  func readLocalization(keyPosition: SourcePosition?, depth: Int) throws(CatalogError) -> LocalizedValue {
    var value = LocalizedValue(keyPosition: keyPosition)
    try scanner.readObject(depth: depth, onDuplicate: recordDuplicate) { name throws(CatalogError) in
      let bytes = scanner.bytes
      if name.equals("stringUnit", in: bytes) {
        try readStringUnit(into: &value, depth: depth + 1)
      } else if name.equals("variations", in: bytes) {
        value.variations = try readVariations(depth: depth + 1)
      } else if name.equals("substitutions", in: bytes) {
        value.substitutions = try readSubstitutions(depth: depth + 1)
      } else if name.equals("stringSet", in: bytes) {
        try readStringSet(into: &value, depth: depth + 1)
      } else {
        try scanner.skipValue(depth: depth + 1)
      }
    }
    return value
  }

  private func readStringUnit(into value: inout LocalizedValue, depth: Int) throws(CatalogError) {
    // Written twice, the last one wins whole: no value of the first with the state of the second.
    (value.value, value.state, value.position) = (nil, nil, nil)
    try scanner.readObject(depth: depth, onDuplicate: recordDuplicate) { name throws(CatalogError) in
      if name.equals("value", in: scanner.bytes) {
        _ = scanner.peek()
        value.position = scanner.position
        value.value = try scanner.readOptionalString()
      } else if name.equals("state", in: scanner.bytes) {
        value.state = try scanner.readOptionalString()
      } else {
        try scanner.skipValue(depth: depth + 1)
      }
    }
    if value.position == nil { value.position = value.keyPosition }
  }

  private func readStringSet(into value: inout LocalizedValue, depth: Int) throws(CatalogError) {
    var values: [String] = []
    var positions: [SourcePosition] = []
    try scanner.readObject(depth: depth, onDuplicate: recordDuplicate) { name throws(CatalogError) in
      if name.equals("values", in: scanner.bytes) {
        // Written twice, the last list wins whole, as a duplicate `stringUnit` does.
        (values, positions) = ([], [])
        try scanner.readArray(depth: depth + 1) { () throws(CatalogError) in
          _ = scanner.peek()
          positions.append(scanner.position)
          values.append(try scanner.readString())
        }
      } else if name.equals("state", in: scanner.bytes) {
        value.state = try scanner.readOptionalString()
      } else {
        try scanner.skipValue(depth: depth + 1)
      }
    }
    value.stringSet = values
    value.stringSetPositions = positions
    if value.position == nil { value.position = positions.first ?? value.keyPosition }
  }

  func readVariations(depth: Int) throws(CatalogError) -> Variations {
    var variations = Variations()
    try scanner.readObject(depth: depth, onDuplicate: recordDuplicate) { name throws(CatalogError) in
      let kind: VariationKind? =
        name.equals("plural", in: scanner.bytes)
        ? .plural : name.equals("device", in: scanner.bytes) ? .device : nil
      guard let kind else { return try scanner.skipValue(depth: depth + 1) }
      var cases: [String: LocalizedValue] = [:]
      try scanner.readObject(depth: depth + 1, onDuplicate: recordDuplicate) {
        caseName throws(CatalogError) in
        let label = caseName.hasEscapes ? try scanner.unescape(caseName) : caseName.string(in: scanner.bytes)
        cases[label] = try readLocalization(keyPosition: scanner.position(of: caseName), depth: depth + 2)
      }
      variations[kind] = cases
    }
    return variations
  }

  /// A key without a source-language entry is its own source text (Xcode shows the key). The
  /// value is placed at the key (`LocalizedValue.isImpliedByKey`), so that a source value that a
  /// `.strings` table of the same name writes replaces it in the merge.
  private func fillSourceValuesFromKeys() {
    guard let sourceLocale else { return }
    for entry in table.entries where entry.localizations[sourceLocale] == nil {
      table.modifyEntry(forKey: entry.key) { entry in
        entry.localizations[sourceLocale] = LocalizedValue(
          value: entry.key, state: "translated", position: entry.keyPosition, keyPosition: entry.keyPosition)
      }
    }
  }
}
