/// A key exists in a locale's table but not in the source table: renamed or removed at the source.
public struct IdentifierDriftRule: Rule {
  /// `identifier-drift`, an error by default; see ``Rule/descriptor``.
  public static let descriptor = RuleDescriptor(
    id: "identifier-drift", name: "Identifier or key drift",
    summary:
      "A key exists in a locale's table but not in the source table (or names an object its storyboard no longer "
      + "holds), or an identifier differs across locales' captures.",
    rationale:
      "The translation is dead: the app looks up another key (or the storyboard object is gone), so users of "
      + "that locale get the fallback; identifiers built from localized text break UI tests in other locales.",
    defaultSeverity: .error,
    triggeringExamples: [
      "de.lproj has 'Log in' but en.lproj was renamed to 'Sign in'",
      "de.lproj/Main.strings has Cd8-ae-UVZ.title, but Base.lproj/Main.storyboard has no object Cd8-ae-UVZ",
    ],
    nonTriggeringExamples: [
      "every key of de.lproj also exists in en.lproj", "a table with no source-language file",
      "de.lproj/InfoPlist.strings has NSCameraUsageDescription, which Info.plist holds in English",
    ])

  /// Creates the rule, which holds no state.
  public init() {}

  /// See ``Rule/check(_:)``.
  public func check(_ context: CheckContext) -> [Finding] {
    var findings: [Finding] = []
    // Every table, not only the subjects' keys: a dead key is never bound by a label map.
    var identifiers: [String: String] = [:]
    for subject in context.subjects {
      identifiers[subject.bundle + "\u{0}" + subject.table + "\u{0}" + subject.key] = subject.identifier
    }
    let unreadSources = UnreadLocaleFiles.tables(of: context.catalog, sourceOnly: true)
    for (index, table) in context.catalog.tables.enumerated() {
      // A misspelt Info.plist key is dead whether or not the table has source text.
      let hasSourceText = context.tableHasSourceText(at: index)
      guard hasSourceText || table.isInfoPlist else { continue }
      let source = context.catalog.sourceLocale(of: table)
      // The source file that could not be read may hold every key (audit 233).
      if unreadSources.contains(table.bundle + "\u{0}" + table.name) { continue }
      var sourceKeysByText: [String: String]?
      var counterparts = DeadKeyCounterparts(table: table, source: source)
      // The empty key (`"" = "";`) is looked up by no code.
      for entry in table.entries
      where !entry.key.isEmpty
        && CheckContext.isDeadKey(entry, in: table, source: source, tableHasSourceText: hasSourceText)
      {
        let identifier = identifiers[table.bundle + "\u{0}" + table.name + "\u{0}" + entry.key] ?? entry.key
        var subject = Subject(identifier: identifier, bundle: table.bundle, table: table.name, key: entry.key)
        subject.fingerprintBundle = context.catalog.projectBundle(table.bundle)
        let name = context.tableDisplayName(at: index)
        let twin = Self.normalizationTwin(of: entry.key, in: table, source: source, cache: &sourceKeysByText)
        // An XLIFF unit without `<target>` holds no translation to be never shown.
        // `--locales de-AT` reports the `de.lproj` it reads, with `de`'s fingerprint (audit 118).
        for (locale, own) in entry.localizations.sorted(by: { $0.key < $1.key })
        where !own.isWithoutText
          && !Self.isSourceSideOfATranslation(locale, source: source, of: entry, in: table)
        {
          let message = Self.message(
            for: entry, in: locale, table: table, name: name, source: source, twin: twin,
            counterparts: &counterparts)
          guard let reportedIn = context.reportingLocale(forFileOf: locale, source: source) else { continue }
          findings.append(
            finding(
              message, subject: subject, locale: reportedIn, position: own.keyPosition ?? own.position,
              inheritedFrom: reportedIn == locale ? nil : locale))
        }
      }
    }
    return findings + CaptureIdentifierDrift.findings(context, rule: Self.descriptor)
  }

  /// The source key that `key` equals but for its Unicode normalization ("Café" written with
  /// U+0301), which the app tells apart: it looks keys up as written.
  ///
  /// `cache`: the table's source keys by their text, made on the first key that needs it.
  private static func normalizationTwin(
    of key: String, in table: StringTable, source: LocaleID, cache: inout [String: String]?
  ) -> String? {
    guard key.utf8.contains(where: { $0 >= 0x80 }) else { return nil }
    if cache == nil {
      // Swift compares strings by canonical equivalence: "Café" finds its other spelling.
      cache = Dictionary(
        table.entries.lazy.filter { $0.localizations[source] != nil }
          .map { ($0.key, $0.key) }, uniquingKeysWith: { first, _ in first })
    }
    guard let twin = cache?[key], !twin.utf8.elementsEqual(key.utf8) else { return nil }
    return twin
  }

  /// Whether `source`'s value of a misspelt Info.plist key is written where another locale's is
  /// (an XLIFF unit's `<source>` beside its `<target>`, both at the unit's id): the translator's
  /// file writes the key once, and its locale's finding tells it (review 220).
  private static func isSourceSideOfATranslation(
    _ locale: LocaleID, source: LocaleID, of entry: StringEntry, in table: StringTable
  ) -> Bool {
    guard locale == source, table.isInfoPlist, entry.localizations.count > 1,
      let own = entry.localizations[locale], let written = own.keyPosition ?? own.position,
      InfoPlistKeys.meantKey(for: entry.key) != nil
    else { return false }
    return entry.localizations.contains { other, value in
      other != locale && !value.isWithoutText && (value.keyPosition ?? value.position) == written
    }
  }

  /// What the dead `entry`'s translation in `locale` means, and what to do: `twin` is the source
  /// key it equals but for its Unicode normalization, if any.
  private static func message(
    for entry: StringEntry, in locale: LocaleID, table: StringTable, name: String, source: LocaleID,
    twin: String?, counterparts: inout DeadKeyCounterparts
  ) -> String {
    if table.isInfoPlist, let meant = InfoPlistKeys.meantKey(for: entry.key) {
      return misspeltInfoPlistKeyMessage(entry.key, meant: meant, locale: locale)
    }
    if table.keysWithoutObject.contains(entry.key) {
      return objectlessKeyMessage(entry.key, locale: locale, source: source, table: table, name: name)
    }
    // A Settings bundle's source is its schemas, whatever its source locale's file holds.
    if twin == nil && table.takesTextFromSettingsSchema {
      return "'\(entry.key)' exists in \(locale)'s \(name) table, but " + settingsConsequence
    }
    let consequence =
      twin.map(normalizationHint) ?? counterparts.hint(for: entry, in: locale) ?? consequence(for: entry.key)
    return "'\(entry.key)' exists in \(locale)'s \(name) table but not in the source (\(source)) table: "
      + consequence
  }

  /// What a slip of an Info.plist key (`NSCameraUsageDescripton`) in `locale`'s `InfoPlist` table
  /// means: the system reads Info.plist's keys only, so the prompt shows Info.plist's own text.
  private static func misspeltInfoPlistKeyMessage(_ key: String, meant: String, locale: LocaleID) -> String {
    "'\(key)' in \(locale)'s InfoPlist table is no Info.plist key the system reads, so it never shows this "
      + "text; did you mean '\(meant)'?"
  }

  /// The consequence of a dead key whose source twin differs only in its Unicode normalization.
  private static func normalizationHint(_ twin: String) -> String {
    "the source's key '\(twin)' is the same text in other code points (Unicode normalization), and the app "
      + "looks keys up code point by code point, so the translation is never shown; copy the source's key"
  }

  /// What a Settings bundle's dead key means: the Settings app shows what the schemas name, and
  /// nothing else.
  private static let settingsConsequence =
    "no schema of the Settings bundle shows it, so the translation is never shown (was the title renamed or "
    + "removed?)"

  /// What a translation of a dead `key` means for the app.
  private static func consequence(for key: String) -> String {
    // `NSLocalizedString("Close")` finds a translation whatever the source table holds.
    return readsAsText(key)
      ? "if the code no longer uses the key, the translation is dead (was it renamed or removed?); if it "
        + "does, the source table lacks it"
      : "the translation is never shown (was the key renamed or removed?)"
  }

  /// Whether `key` is small words joined by hyphens, four or more, or three without a word that
  /// joins words in a phrase (`relative-date-min-ago`, translatewiki.net's keys): a name, as
  /// `page-history-title` is, whatever its last word (audit 281); "e-mail", "Sign-in" and
  /// "up-to-date" read as text (review 192).
  private static func isKebabKey(_ key: String) -> Bool {
    let parts = key.utf8.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
    guard parts.count >= 3,
      parts.allSatisfy({ part in
        !part.isEmpty
          && part.allSatisfy {
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0)
              || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
          }
      })
    else { return false }
    return parts.count >= 4 || !parts.contains { phraseWords.contains(String(decoding: $0, as: UTF8.self)) }
  }

  /// English words that join the words of a phrase ("up-to-date", "one-on-one").
  private static let phraseWords: Set<String> = [
    "a", "an", "the", "to", "of", "on", "in", "and", "or", "by", "for", "at", "with",
  ]

  /// Whether `key` reads as the text it stands for ("Close", "Join Mesh"), not as a name of it
  /// (`settings.title`).
  private static func readsAsText(_ key: String) -> Bool {
    guard LabelText.hasWords(key), !InterfaceBuilderSource.isInterfaceBuilderKey(key), !isKebabKey(key) else {
      return false
    }
    // Word by word, without placeholders: `risky_venue_title %ld` names its text.
    let words = FormatSpecifierParser.text(key, without: FormatSpecifierParser.parse(key))
      .split(whereSeparator: \.isWhitespace)
    return !words.contains { IdentifierShape.looksLikeMachineToken(String($0)) }
  }
}
