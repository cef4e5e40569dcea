/// The source texts of translation exports whose `source-language` spells the project's source
/// language another way: a translator's tool returns `source-language="en-US"` for a project of
/// `en.lproj` files, or two exports of one table say `en` and `en-US`.
extension StringTable {
  /// The table's source locale for a `declared` one: where `declared` is regional (`en-US`) and
  /// only XLIFF `<source>` texts are in it, while the project's own files hold its language
  /// (`en.lproj`), that language; else `declared`. The app reads `en.lproj` for `en-US`, and a
  /// second English column of the exports' copies would make the project's own `en` a translation.
  func projectSourceLocale(for declared: LocaleID) -> LocaleID {
    var candidate = declared.identifier
    guard candidate.contains("-"), holdsOnlyExportSources(in: declared) else { return declared }
    while let dash = candidate.lastIndex(of: "-") {
      candidate = String(candidate[..<dash])
      let parent = LocaleID(candidate)
      if holdsProjectValues(in: parent) { return parent }
    }
    return declared
  }

  /// Moves the XLIFF `<source>` texts of the `declared` source locales of the table's exports
  /// that name `source`'s language another way (`en-US` beside `en`) into `source`, where it has
  /// no value of its own, and drops those locales: they are copies of the source text, not
  /// translations.
  mutating func foldExportSources(of declared: Set<LocaleID>, into source: LocaleID) {
    let language = source.language
    let copies = declared.filter { $0 != source && $0 != .base && $0.language == language }
      .filter(holdsOnlyExportSources(in:))
    guard !copies.isEmpty else { return }
    declaredLocales.subtract(copies)
    for key in entries.map(\.key) {
      modifyEntry(forKey: key) { entry in
        for copy in copies {
          guard let value = entry.localizations.removeValue(forKey: copy) else { continue }
          guard let present = entry.localizations[source] else {
            entry.localizations[source] = value
            continue
          }
          if let replaced = LocalizedValue.exportSource(value, replacedBy: present) {
            entry.recordReplacedExportSources([ExportSourceText(locale: source, value: replaced)])
          } else if let other = LocalizedValue.exportSource(value, besides: present) {
            entry.recordReplacedExportSources([
              ExportSourceText(locale: source, value: other, givesWayToAnotherExport: true)
            ])
          }
        }
      }
    }
  }

  /// Records `key` as one of the table's exports of the source language.
  mutating func addSourceExportKey(_ key: String) {
    if sourceExportKeys == nil { sourceExportKeys = [] }
    sourceExportKeys?.insert(key)
  }

  /// Drops the `source` values of the keys that the table's exports of the source language
  /// itself leave out (Symfony's `messages.en.xlf` beside `messages.de.xlf`), where only a
  /// translation's XLIFF `<source>` gives them and a translation has translated them: that export
  /// is the source table, and such a key was renamed or removed there (`identifier-drift`), not a
  /// key every other locale lacks. A key no translation has translated yet more likely came after
  /// the source export: it stays, still to translate.
  mutating func dropTranslationSourceTexts(in source: LocaleID) {
    let regionalCopy = sourceExportKeys == nil ? regionalCopyKeys(of: source) : nil
    guard let sourceKeys = sourceExportKeys ?? regionalCopy else { return }
    // A regional copy is weaker evidence (it may be older than the translations): a key that two
    // translations have translated came after it, as one translator's rename is in one locale.
    let translationsAllowed = regionalCopy == nil ? Int.max : 1
    let keys = entries.filter { entry in
      guard !sourceKeys.contains(entry.key), let value = entry.localizations[source], value.isExportSourceText
      else { return false }
      let translations = entry.localizations.filter { $0.key != source && Self.isTranslated($0.value) }.count
      return translations > 0 && translations <= translationsAllowed
    }.map(\.key)
    guard !keys.isEmpty else { return }
    for key in keys {
      modifyEntry(forKey: key) { _ = $0.localizations.removeValue(forKey: source) }
    }
    orderEntries(bySource: source)  // keys without a source value last, as in any table
  }

  /// The keys of an export into a region of the source language whose every target copies its
  /// source text (Mozilla's `en-US` reference export of an `en` project, audit 202): it lists the
  /// source table's keys, as an export of the source language itself does; `nil` where there is
  /// none. A regional translation (`en-GB`, "Colour") changes some text, and is not one.
  private func regionalCopyKeys(of source: LocaleID) -> Set<String>? {
    let regions = declaredLocales.filter { $0 != source && $0 != .base && $0.language == source.language }
    for region in regions.sorted(by: { $0.identifier < $1.identifier }) {
      var keys: Set<String> = []
      let copies = entries.allSatisfy { entry in
        guard let value = entry.localizations[region] else { return true }
        guard value.isFromXLIFF, !value.isXLIFFSource, let sourceValue = entry.localizations[source] else {
          return false
        }
        keys.insert(entry.key)
        return Self.sameText(value, sourceValue)
      }
      if copies && !keys.isEmpty { return keys }
    }
    return nil
  }

  /// Whether `value` and `other` hold the same text in every leaf.
  private static func sameText(_ value: LocalizedValue, _ other: LocalizedValue) -> Bool {
    let leaves = value.leaves
    let otherLeaves = other.leaves
    return leaves.count == otherLeaves.count
      && zip(leaves, otherLeaves).allSatisfy { $0.path == $1.path && $0.leaf.value == $1.leaf.value }
  }

  /// Whether some text of `value` is a translation: a `<target>` not in a state still to translate.
  private static func isTranslated(_ value: LocalizedValue) -> Bool {
    value.leaves.contains { _, leaf in
      leaf.state != nil && leaf.value?.isEmpty == false && !LocalizedValue.isUntranslatedState(leaf.state)
    }
  }

  /// Whether some value in `locale` exists and every one is an XLIFF `<source>` text.
  func holdsOnlyExportSources(in locale: LocaleID) -> Bool {
    var found = false
    for entry in entries {
      guard let value = entry.localizations[locale] else { continue }
      guard value.isXLIFFSource else { return false }
      found = true
    }
    return found
  }

  /// Whether some value in `locale` comes from a project file, not from an XLIFF export.
  private func holdsProjectValues(in locale: LocaleID) -> Bool {
    entries.contains { $0.localizations[locale].map { !$0.isFromXLIFF } ?? false }
  }
}
