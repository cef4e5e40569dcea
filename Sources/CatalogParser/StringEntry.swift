/// One key of a table with its per-locale values.
public struct StringEntry: Hashable, Sendable {
  /// The key as written (for String Catalogs also the source text when no source value exists).
  public var key: String
  /// The translator's comment (String Catalog `comment`, XLIFF `note`, `.strings` comment above).
  public var comment: String?
  /// `false` for `shouldTranslate: false` or XLIFF `translate="no"`.
  public var shouldTranslate: Bool
  /// The String Catalog `extractionState` (`manual`, `stale`, `extracted_with_value`, ...).
  public var extractionState: String?
  /// Where the key is first written.
  public var keyPosition: SourcePosition?
  /// The values by locale.
  public var localizations: Localizations
  /// The locale of the file `comment` comes from, where each locale's file has comments of its
  /// own (`.strings`); `nil` for a comment of the key in every locale (String Catalog, XLIFF).
  var commentLocale: LocaleID?
  /// Other locales' comments that differ from `comment`, until the source locale is known: the
  /// developer's comment, in the source file, wins over a translator's.
  var otherComments: [LocaleID: String]?
  /// Whether another locale's file writes `comment` too (Xcode's, copied into every file).
  var commentRepeated = false
  /// XLIFF `<source>` texts of the key that differ from the source-language value of a project
  /// file, which replaced them: the text a translation in that export was made from, before the
  /// source changed (see ``LocalizedValue/exportSource(_:replacedBy:)``).
  public var replacedExportSources: [ExportSourceText]?
  /// XLIFF `<source>` texts of the key in exports read after another export whose `<source>`
  /// text differs, which stands as the source text: exports of other versions of the source.
  public var disagreeingExportSources: [ExportSourceText]?
  /// For an `InfoPlist` key, the text Info.plist itself (or the build settings it is generated
  /// from) gives where the source language's `InfoPlist.strings` words it otherwise: what a
  /// locale whose `InfoPlist.strings` lacks the key shows, as CFBundle reads one table per
  /// language and falls back to Info.plist, not to another language's table (audit 319).
  public var infoPlistText: LocalizedValue?

  /// An entry for `key`, translatable unless told otherwise, with `localizations` as its values.
  public init(
    key: String, comment: String? = nil, shouldTranslate: Bool = true, extractionState: String? = nil,
    keyPosition: SourcePosition? = nil, localizations: Localizations = [:]
  ) {
    self.key = key
    self.comment = comment
    self.shouldTranslate = shouldTranslate
    self.extractionState = extractionState
    self.keyPosition = keyPosition
    self.localizations = localizations
  }

  /// The key's comment as `locale`'s own file writes it, or where every locale shares it (a
  /// String Catalog's, an XLIFF unit's note); for a locale whose file writes none known, the
  /// comment several locales' files write (the developer's, copied into each), else `nil`.
  /// A key the source language lacks keeps each locale's comment for this.
  public func comment(writtenIn locale: LocaleID) -> String? {
    if commentLocale == nil || commentLocale == locale { return comment }
    if let own = otherComments?[locale] { return own }
    return commentRepeated ? comment : nil
  }

  /// Adds what `other` knows about the same key; values already present win.
  public mutating func absorb(_ other: consuming StringEntry) {
    // Taken, not copied: `other` ends here.
    if let incoming = other.comment.take() { absorbComment(incoming, of: other.commentLocale) }
    if !other.shouldTranslate { shouldTranslate = false }
    if extractionState == nil { extractionState = other.extractionState.take() }
    if keyPosition == nil { keyPosition = other.keyPosition }
    // One search per locale, and values already present are not rewritten: merging many
    // one-locale files into a table does this for every key.
    var incoming = Localizations()
    swap(&incoming, &other.localizations)
    let replaced = localizations.addMissing(from: incoming)
    if !replaced.isEmpty { recordReplacedExportSources(replaced) }
  }

  /// Adds `sources` to ``replacedExportSources``, or to ``disagreeingExportSources`` those that
  /// gave way to another export's.
  mutating func recordReplacedExportSources(_ sources: [ExportSourceText]) {
    let replaced = sources.filter { !$0.givesWayToAnotherExport }
    if !replaced.isEmpty { replacedExportSources = (replacedExportSources ?? []) + replaced }
    let disagreeing = sources.filter(\.givesWayToAnotherExport)
    if !disagreeing.isEmpty { disagreeingExportSources = (disagreeingExportSources ?? []) + disagreeing }
  }

  /// Adds `incoming`, the comment of another file (of `locale`'s, where each locale's file has
  /// its own), to what the entry knows. A table's `.strings` and `.stringsdict` of one locale may
  /// both say something of the key ("Do not translate" in one): both count.
  private mutating func absorbComment(_ incoming: String, of locale: LocaleID?) {
    guard let current = comment else {
      comment = incoming
      commentLocale = locale
      return
    }
    guard incoming != current, let locale else {
      if locale != commentLocale { commentRepeated = true }
      return
    }
    if locale == commentLocale {
      if !Self.holds(incoming, in: current) { comment = current + "\n" + incoming }
      return
    }
    if otherComments == nil { otherComments = [:] }
    if let known = otherComments?[locale] {
      if !Self.holds(incoming, in: known) { otherComments?[locale] = known + "\n" + incoming }
    } else {
      otherComments?[locale] = incoming
    }
  }

  /// Whether `comments`, joined by line breaks, hold `comment` as one of them.
  private static func holds(_ comment: String, in comments: String) -> Bool {
    comments == comment || comments.hasPrefix(comment + "\n") || comments.hasSuffix("\n" + comment)
      || comments.contains("\n" + comment + "\n")
  }

  /// Takes the comment of the `source` locale's file (or `Base.lproj`'s) where another locale's
  /// was read first.
  mutating func preferComment(of source: LocaleID) {
    // A key the source lacks (a dead key) keeps each locale's comment: its counterpart is found by
    // the locale's own (review 163). Few keys are dead; the others drop theirs here.
    guard localizations[source] != nil || otherComments?[.base] != nil else { return }
    guard let others = otherComments.take(), let locale = commentLocale, locale != source, locale != .base,
      let preferred = others[source] ?? others[.base]
    else { return }
    comment = preferred
    commentLocale = others[source] != nil ? source : .base
  }

  /// Drops a comment only one translation's file writes where the `source` locale's file has the
  /// key without one: a platform's export keeps the comment of a key the locale lacks above the
  /// next key (Transifex, Crowdin), and a translator's note is no developer's
  /// instruction to every locale. Interface Builder's comments (`Class = "…"`)
  /// describe the object in every locale's file, and stay.
  mutating func dropTranslationsComment(source: LocaleID) {
    guard let locale = commentLocale, !commentRepeated, locale != source, locale != .base,
      locale.language != "qqq",
      localizations[source] != nil, let current = comment, !Self.isInterfaceBuilderComment(current)
    else { return }
    comment = nil
    commentLocale = nil
  }
}
