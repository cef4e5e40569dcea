/// A localization table (`Localizable`, `InfoPlist`, `Main`) of one bundle, across all locales.
public struct StringTable: Hashable, Sendable {
  /// The folder holding the `*.lproj` folders or the `.xcstrings` file, relative to the working
  /// folder (`.` for the working folder itself); for XLIFF, from `<file original=>`.
  public var bundle: String
  /// The file name without extension.
  public var name: String
  /// The source language this table declares (`sourceLanguage`, XLIFF `source-language`).
  public var sourceLocale: LocaleID?
  /// The files this table was read from, in reading order.
  public var files: [String]
  /// Locales a file of this table is for, values or not: an empty `de.lproj` file, an XLIFF
  /// `<file>` whose units have no `<target>` yet. Counted in ``locales``.
  public var declaredLocales: Set<LocaleID> = []
  /// Whether the source-language values were read from Interface Builder's comments (a storyboard
  /// or XIB table without a source-language file): a key they leave without one has text the
  /// comments do not settle, and is no dead key.
  public var sourceTextFromComments = false

  /// Whether `key`'s source text is the storyboard's, read from comments: a key of Interface
  /// Builder's shape in a table whose source text comes from comments. Its other keys were
  /// written in code beside them (Rectangle's `Main.strings`): each key is its own text.
  public func takesTextFromComments(_ key: String) -> Bool {
    sourceTextFromComments && InterfaceBuilderSource.isInterfaceBuilderKey(key)
  }
  /// Of such a table, the keys that only files with their own language's comments hold (a nib
  /// localized with `ibtool`): nothing tells that the storyboard still has them.
  public var keysOnlyInOwnLanguageFiles: Set<String> = []
  /// Of such a table, the keys one locale's file holds under an object id that the other files
  /// write otherwise for the same object and text (an id of an older storyboard): nothing tells
  /// that the storyboard still has them.
  public var staleObjectIDKeys: Set<String> = []
  /// Of a storyboard's or XIB's table with a source-language file, the Interface Builder texts
  /// a locale's file records in its comments where the source's file records another, by key
  /// and locale: the file was generated from an older storyboard (audit 302). Only files whose
  /// other comments mostly agree with the source's (not `ibtool`'s own-language comments).
  public var olderInterfaceBuilderTexts: [String: [LocaleID: String]] = [:]
  /// The storyboard or XIB the table translates (`Base.lproj/Main.storyboard`), where one was
  /// read beside it; the texts below and ``olderInterfaceBuilderTexts`` are then that document's.
  public var interfaceBuilderDocument: String?
  /// The texts that ``interfaceBuilderDocument`` gives the table's keys now, by key.
  public var interfaceBuilderTexts: [String: String] = [:]
  /// The keys whose object ``interfaceBuilderDocument`` no longer holds (deleted, or made again
  /// under another id): the app never shows their translations.
  public var keysWithoutObject: Set<String> = []
  /// What shows each key's text together with others' in ``interfaceBuilderDocument``, as a
  /// screen: its menu or scene (`Main menu 'Find'`), by key.
  public var interfaceBuilderScreens: [String: String] = [:]
  /// The keys of texts that ``interfaceBuilderDocument`` never shows as written (a matrix's
  /// prototype cell, a placeholder code replaces).
  public var unshownInterfaceBuilderKeys: Set<String> = []
  /// The keys of titles that name their screen in ``interfaceBuilderDocument`` (a window's, a
  /// view controller's), which are no control on it.
  public var interfaceBuilderScreenTitleKeys: Set<String> = []
  /// The keys of texts that ``interfaceBuilderDocument`` holds and no file of the table has (an
  /// object added after the files were generated), whose only value is the document's text.
  public var unkeyedInterfaceBuilderKeys: Set<String> = []
  /// The keys of the table's XLIFF exports of the source language itself (`target-language`
  /// equal to `source-language`: Symfony's `messages.en.xlf`, a Pontoon template); `nil` where
  /// it has none. Such an export is the source table of a run over exports alone.
  public var sourceExportKeys: Set<String>?
  /// The keys in first-seen order; in a merged catalog, in the source locale's file order
  /// (`orderEntries(bySource:)`).
  public private(set) var entries: [StringEntry]
  private var indexByKey: [ExactKey: Int]

  /// The name of the table of `Info.plist`'s localized keys (`InfoPlist.strings`), whose
  /// source-language text is in `Info.plist` itself.
  public static let infoPlistName = "InfoPlist"

  /// Whether this is the table of `Info.plist`'s localized keys.
  public var isInfoPlist: Bool { name == Self.infoPlistName }

  /// Whether this is that table named in another case (`infoPlist.strings`), which the system,
  /// looking up `InfoPlist.strings`, never reads on a case-sensitive file system.
  public var isMiscasedInfoPlist: Bool {
    !isInfoPlist && name.lowercased() == Self.infoPlistName.lowercased()
  }

  /// An empty table, to fill with ``add(_:)``.
  public init(bundle: String, name: String, sourceLocale: LocaleID? = nil, files: [String] = []) {
    self.bundle = bundle
    self.name = name
    self.sourceLocale = sourceLocale
    self.files = files
    self.entries = []
    self.indexByKey = [:]
  }

  /// The entry for `key`, if the table has it.
  public func entry(forKey key: String) -> StringEntry? {
    indexByKey[ExactKey(key)].map { entries[$0] }
  }

  /// Adds `entry`, or merges it into the entry of the same key (values already present win).
  public mutating func add(_ entry: consuming StringEntry) {
    add(entry) { _ in }
  }

  /// Adds `entry` as `add(_:)` does, then changes the stored entry in place.
  mutating func add(_ entry: consuming StringEntry, thenModify change: (inout StringEntry) -> Void) {
    // One hash look-up, as in `replace`.
    let newIndex = entries.count
    let index = Self.slot(&indexByKey[ExactKey(entry.key), default: newIndex])
    if index == newIndex {
      entries.append(consume entry)
    } else {
      entries[index].absorb(entry)
    }
    change(&entries[index])
  }

  /// Adds `entry` when its key is new; otherwise leaves the table as it is and hands `entry` back.
  public mutating func insertIfAbsent(_ entry: consuming StringEntry) -> StringEntry? {
    let newIndex = entries.count
    guard Self.slot(&indexByKey[ExactKey(entry.key), default: newIndex]) == newIndex else { return entry }
    entries.append(consume entry)
    return nil
  }

  /// Replaces the entry of the same key (or adds it): for one file, the last occurrence wins.
  ///
  /// Returns the entry it replaced, if any (a duplicate key).
  @discardableResult
  public mutating func replace(_ entry: consuming StringEntry) -> StringEntry? {
    // One hash look-up per entry: the `default:` subscript finds or inserts the slot in one go.
    let newIndex = entries.count
    let index = Self.slot(&indexByKey[ExactKey(entry.key), default: newIndex])
    guard index != newIndex else {
      entries.append(consume entry)
      return nil
    }
    let previous = entries[index]
    entries[index] = consume entry
    return previous
  }

  private static func slot(_ value: inout Int) -> Int { value }

  /// Makes room for `minimumCapacity` entries, to spare a parser the regrowth (and rehashing) of
  /// its table when it can estimate the number of keys up front.
  public mutating func reserveCapacity(_ minimumCapacity: Int) {
    entries.reserveCapacity(minimumCapacity)
    indexByKey.reserveCapacity(minimumCapacity)
  }

  /// Changes the entry for `key` in place, when present.
  public mutating func modifyEntry(forKey key: String, _ body: (inout StringEntry) -> Void) {
    guard let index = indexByKey[ExactKey(key)] else { return }
    body(&entries[index])
  }

  /// Merges every entry of `other` (same bundle and name) into this table.
  ///
  /// `other` is consumed: its entries move in (or give what they add) without being copied, so
  /// that a load does not retain and release every string of every file it merges.
  public mutating func merge(_ other: consuming StringTable) {
    // A String Catalog's declared language wins over `Info.plist`'s development region (SPEC
    // section 2), whichever file was read first (review 99).
    if sourceLocale == nil || (other.sourceLocale != nil && isReadFromInfoPlist && !other.isReadFromInfoPlist)
    {
      sourceLocale = other.sourceLocale
    }
    for file in other.files where !files.contains(file) { files.append(file) }
    declaredLocales.formUnion(other.declaredLocales)
    if let keys = other.sourceExportKeys { sourceExportKeys = sourceExportKeys?.union(keys) ?? keys }
    other.indexByKey = [:]
    var incoming = other.entries
    other.entries = []
    // Taken from the back, so reversed first: `popLast` moves an entry out where iterating or
    // subscripting would copy it. Reversed in a buffer, whose swaps move the entries' bytes (an
    // array's swaps copy them).
    incoming.withUnsafeMutableBufferPointer { $0.reverse() }
    // No reservation: tables of one name from many locale files mostly share their keys, and
    // mostly in the same order: the entry at the same position is tried before the hash look-up.
    var position = 0
    while let entry = incoming.popLast() {
      if position < entries.count && ExactKey.same(entries[position].key, entry.key) {
        entries[position].absorb(consume entry)
      } else {
        add(consume entry)
      }
      position += 1
    }
  }

  /// Gives each key the comment of the `source` locale's file where locales' files disagree
  /// (`.strings`, whose every file has comments of its own), and none where the source file has
  /// the key without a comment (see ``StringEntry/dropTranslationsComment(source:)``).
  mutating func preferComments(of source: LocaleID) {
    for index in entries.indices where entries[index].commentLocale != nil {
      if entries[index].otherComments != nil { entries[index].preferComment(of: source) }
      entries[index].dropTranslationsComment(source: source)
    }
  }

  /// Turns translatewiki.net's message documentation (`qqq`) into the comments of keys without
  /// one from the `source` locale's file, and drops it as a locale (see ``MessageDocumentation``).
  ///
  /// A key only the documentation writes is dropped with it. Returns whether the table had any.
  @discardableResult
  mutating func foldMessageDocumentation(source: LocaleID) -> Bool {
    guard
      declaredLocales.remove(MessageDocumentation.locale) != nil
        || entries.contains(where: { $0.localizations[MessageDocumentation.locale] != nil })
    else { return false }
    var documentationOnly = Set<Int>()
    for index in entries.indices {
      guard let documentation = MessageDocumentation.take(from: &entries[index]) else { continue }
      if let text = MessageDocumentation.text(of: documentation), !text.trimmingWhitespace.isEmpty,
        MessageDocumentation.replacesComment(of: entries[index], source: source)
      {
        entries[index].comment = text
        entries[index].commentLocale = MessageDocumentation.locale
      }
      if entries[index].localizations.isEmpty,
        entries[index].keyPosition?.sourceFile == documentation.keyPosition?.sourceFile
      {
        documentationOnly.insert(index)
      }
    }
    guard !documentationOnly.isEmpty else { return true }
    entries = entries.indices.filter { !documentationOnly.contains($0) }.map { entries[$0] }
    rebuildIndex()
    return true
  }

  /// Removes the entries `shouldRemove` picks.
  mutating func removeEntries(where shouldRemove: (StringEntry) -> Bool) {
    let count = entries.count
    entries.removeAll(where: shouldRemove)
    if entries.count != count { rebuildIndex() }
  }

  /// Puts the keys in the order of the `source` locale's file (keys without a source value after
  /// them, in the order they were read): files are read in path order, so the first one read is
  /// often a translation's (`ar.lproj` before `en.lproj`), and adding a locale would reorder
  /// every key of reports and of `inspect`.
  mutating func orderEntries(bySource source: LocaleID) {
    let positions = entries.map { entry in
      entry.localizations[source].flatMap { $0.position ?? $0.keyPosition }
    }
    let isOrdered = zip(positions, positions.dropFirst()).allSatisfy { earlier, later in
      guard let later else { return true }
      guard let earlier else { return false }
      return !(later < earlier)
    }
    guard !isOrdered else { return }
    let order = positions.indices.sorted { lhs, rhs in
      switch (positions[lhs], positions[rhs]) {
      case (let left?, let right?): return left < right || (!(right < left) && lhs < rhs)
      case (.some, nil): return true
      case (nil, .some): return false
      case (nil, nil): return lhs < rhs
      }
    }
    entries = order.map { entries[$0] }
    rebuildIndex()
  }

  private mutating func rebuildIndex() {
    indexByKey = [:]
    indexByKey.reserveCapacity(entries.count)
    for (index, entry) in entries.enumerated() { indexByKey[ExactKey(entry.key)] = index }
  }

  /// Every locale that has at least one value in this table, or a file of it.
  public var locales: Set<LocaleID> {
    var result = declaredLocales
    for entry in entries { result.formUnion(entry.localizations.keys) }
    return result
  }
}

extension StringTable {
  /// Whether a key of the table has a value of `locale`: where none has one of the source
  /// language, the text is only in code, and the keys stand for it.
  public func hasValues(in locale: LocaleID) -> Bool {
    entries.contains { $0.localizations[locale] != nil }
  }
}
