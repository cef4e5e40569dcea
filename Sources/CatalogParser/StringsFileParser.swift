import Foundation

/// Reads one `.strings` file of one locale into a table fragment.
///
/// Text files may be UTF-8 (with or without BOM) or UTF-16 (LE or BE, with or without BOM); their
/// keys and values keep exact positions (columns in characters of the original text) and the
/// comment directly above each key. Xcode also accepts a `.strings` file written as an XML property
/// list (a `<dict>` of `<string>`s), read with its positions, or compiled to a binary property
/// list (`bplist00`), which has no positions beyond `file:1:1`.
public enum StringsFileParser {
  /// Parses a `.strings` table (text in any Unicode encoding, an XML property list, or a compiled
  /// binary plist).
  ///
  /// The result holds one table (`context.bundle`, `context.table`) whose values belong to
  /// `context.locale` (`LocaleID.base` when the file has no locale). A key written twice keeps its
  /// last value and is reported in `duplicates`.
  ///
  /// `shared`: the strings of the files of this table parsed before, to reuse the keys and
  /// comments this file spells alike (see ``SharedStrings``).
  public static func parse(_ bytes: [UInt8], context: FileContext, sharing shared: SharedStrings? = nil)
    throws(CatalogError) -> ParsedFile
  {
    var builder = Builder(context: context)
    try BinaryPropertyListReader.refuseOtherVersions(bytes, file: context.displayPath)
    if isBinaryPropertyList(bytes) {
      try readBinaryPropertyList(bytes, into: &builder)
      return builder.result
    }
    let text = try TextDecoding.utf8Bytes(from: bytes, file: context.displayPath)
    if isXMLPropertyList(text) {
      try readXMLPropertyList(bytes, into: &builder)
      return builder.result
    }
    try text.withUnsafeBufferPointer { (buffer) throws(CatalogError) in
      builder.table.reserveCapacity(StringsFileScanner.estimatedEntryCount(buffer))
      var scanner = StringsFileScanner(
        buffer, file: context.displayPath, locale: builder.locale,
        shared: shared?.strings(bundle: context.bundle, table: context.table))
      while try scanner.hasNextEntry() {
        builder.add(try scanner.nextEntry())
      }
      builder.lowercaseUnicodeEscapes = scanner.lowercaseUnicodeEscapes()
      builder.unknownEscapes = scanner.unknownLetterEscapes()
      builder.commentedOutKeys = scanner.commentedOutKeys().map { key, position in
        CommentedOutKey(
          bundle: context.bundle, table: context.table, locale: builder.locale, key: key, position: position)
      }
    }
    return builder.result
  }

  /// Collects entries into the file's table, the last occurrence of a key winning.
  struct Builder {
    let context: FileContext
    let locale: LocaleID
    var table: StringTable
    var duplicates: [DuplicateKey] = []
    var lowercaseUnicodeEscapes: [LowercaseUnicodeEscape] = []
    var unknownEscapes: [UnknownStringsEscape] = []
    var commentedOutKeys: [CommentedOutKey] = []

    init(context: FileContext) {
      self.context = context
      self.locale = context.locale ?? .base
      self.table = StringTable(bundle: context.bundle, name: context.table, files: [context.displayPath])
    }

    var result: ParsedFile {
      var parsed = ParsedFile(tables: [table], duplicates: duplicates)
      parsed.lowercaseUnicodeEscapes = lowercaseUnicodeEscapes
      parsed.unknownEscapes = unknownEscapes
      parsed.commentedOutKeys = commentedOutKeys
      return parsed
    }

    mutating func add(
      key: String, value: String, comment: String?, keyPosition: SourcePosition, valuePosition: SourcePosition
    ) {
      let localized = LocalizedValue(
        value: value, state: "translated", position: valuePosition, keyPosition: keyPosition)
      var entry = StringEntry(
        key: key, comment: comment, keyPosition: keyPosition, localizations: Localizations(locale, localized))
      if comment != nil { entry.commentLocale = locale }
      add(entry)
    }

    /// Adds `entry`, recording a duplicate when its key was seen before in the file.
    mutating func add(_ entry: consuming StringEntry) {
      guard let previous = table.replace(consume entry) else { return }
      // Rare: the entry just stored is looked up again rather than its key copied for every entry.
      let keyPosition = table.entry(forKey: previous.key)?.keyPosition
      guard let second = keyPosition ?? previous.keyPosition else { return }
      var duplicate = DuplicateKey(
        key: previous.key, bundle: context.bundle, table: context.table, locale: context.locale,
        first: previous.keyPosition ?? second, second: second)
      duplicate.recordTexts(replaced: previous, by: table.entry(forKey: previous.key), in: context.locale)
      duplicates.append(duplicate)
    }
  }
}
