import CatalogParser

/// The source key a dead key most likely stands for, where one is clear: a key that differs from
/// it only in letter case, white space at its ends or the kind of its apostrophes and quotation
/// marks ("cancelAction", "OpenAction ", "Don’t"), or the one key with the same comment (a key
/// renamed at the source only). Each must still lack the locale's translation: the fix is then to
/// correct or move the translation's key, not to delete a good translation (audit 221).
struct DeadKeyCounterparts {
  private let table: StringTable
  private let source: LocaleID
  private var keysByFoldedKey: [String: [String]]?
  private var keysByComment: [String: [String]]?
  private var deadKeysByFoldedKey: [String: [String]]?

  init(table: StringTable, source: LocaleID) {
    self.table = table
    self.source = source
  }

  /// How the dead `entry`'s translation in `locale` relates to its counterpart, for the finding's
  /// message ("the source's key 'CancelAction' differs from it only in letter case: …"); `nil`
  /// where no counterpart is clear.
  mutating func hint(for entry: StringEntry, in locale: LocaleID) -> String? {
    let comment = entry.comment(writtenIn: locale).map(LabelText.trimmed)
    if let twin = foldedTwin(of: entry.key), lacksTranslation(twin, in: locale),
      !Self.commentsDiffer(comment, table.entry(forKey: twin)?.comment)
    {
      let difference = Self.difference(between: entry.key, and: twin)
      return "the source's key '\(twin)' differs from it only in \(difference), and the app looks keys up "
        + "exactly, so the translation is never shown; write the source's key"
    }
    // A comment of a word or two ("Button title") says what the control is, not which one; one
    // of another locale's file is no sign of this one's (audit 225); Interface Builder's name an
    // object, whose keys (`170.title`) the nib looks up whatever a text-keyed source table holds.
    if let comment, comment.split(whereSeparator: \.isWhitespace).count >= 3,
      !StringEntry.isInterfaceBuilderComment(comment),
      !InterfaceBuilderSource.isInterfaceBuilderKey(entry.key),
      let renamed = commentTwin(of: entry.key, comment: comment), lacksTranslation(renamed, in: locale),
      // Two dead keys of the locale's file under that comment: which one was renamed is no surer
      // (audit 329: Latest's ko, whose other one held English).
      !hasOtherDeadKey(besides: entry.key, commented: comment, in: locale)
    {
      return "the translation is never shown; was the key renamed to '\(renamed)'? That source key has the "
        + "same comment ('\(comment)') and no \(locale) translation: if so, move the translation to it"
    }
    return nil
  }

  /// Whether another key than `key` that the source lacks has `comment` in `locale`'s own file.
  private func hasOtherDeadKey(besides key: String, commented comment: String, in locale: LocaleID) -> Bool {
    table.entries.contains { other in
      other.key != key && other.localizations[source] == nil && other.localizations[locale] != nil
        && other.comment(writtenIn: locale).map(LabelText.trimmed) == comment
    }
  }

  /// Whether both keys have comments and they differ: two strings, not one key written two ways
  /// (`CLOSING`, a prosign, beside `Closing`, its name; audit 225).
  private static func commentsDiffer(_ comment: String?, _ other: String?) -> Bool {
    guard let comment, let other = other.map(LabelText.trimmed), !comment.isEmpty, !other.isEmpty else {
      return false
    }
    return foldedComment(comment) != foldedComment(other)
  }

  /// A comment as its words read: lowercase, single spaces, without its ending's punctuation.
  private static func foldedComment(_ comment: String) -> String {
    let words = comment.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    return String(words.reversed().drop { $0.isPunctuation || $0.isWhitespace }.reversed())
  }

  private func lacksTranslation(_ key: String, in locale: LocaleID) -> Bool {
    table.entry(forKey: key)?.localizations[locale] == nil
  }

  /// The other way round: the one dead key that `locale` translates and that differs from the
  /// source key `key` only in letter case, white space at its ends or its apostrophes, where no
  /// other source key folds alike (`Open`, `open`) and the comments agree: the translation's
  /// misspelt key, which `missing-translation` points at (audit 234, review 167).
  /// In an `InfoPlist` table, also the one key that `locale` translates and that is a slip of `key`
  /// (`NSCameraUsageDescripton`; ``InfoPlistKeys/meantKey(for:)``).
  mutating func misspeltKey(for key: String, in locale: LocaleID) -> StringEntry? {
    if table.isInfoPlist {
      let slips = table.entries.filter {
        !($0.localizations[locale]?.isWithoutText ?? true) && InfoPlistKeys.meantKey(for: $0.key) == key
      }
      if slips.count == 1 { return slips[0] }
    }
    if keysByFoldedKey == nil {
      keysByFoldedKey = Dictionary(grouping: sourceKeys, by: Self.folded)
    }
    if deadKeysByFoldedKey == nil {
      let (table, source) = (table, source)
      let dead = table.entries.filter {
        CheckContext.isDeadKey($0, in: table, source: source, tableHasSourceText: true)
      }
      deadKeysByFoldedKey = Dictionary(grouping: dead.map(\.key), by: Self.folded)
    }
    let folded = Self.folded(key)
    guard keysByFoldedKey?[folded]?.count == 1, let dead = deadKeysByFoldedKey?[folded], dead.count == 1,
      dead[0] != key, Self.placeholdersAreCompatible(dead[0], key), let entry = table.entry(forKey: dead[0]),
      !(entry.localizations[locale]?.isWithoutText ?? true),
      // Two strings, not one key written two ways (`CLOSING`, a prosign, beside `Closing`).
      !Self.commentsDiffer(
        entry.comment(writtenIn: locale).map(LabelText.trimmed), table.entry(forKey: key)?.comment)
    else { return nil }
    return entry
  }

  /// The one source key that folds to `key`'s folded form, other than `key`.
  private mutating func foldedTwin(of key: String) -> String? {
    if keysByFoldedKey == nil {
      keysByFoldedKey = Dictionary(grouping: sourceKeys, by: Self.folded)
    }
    guard let found = keysByFoldedKey?[Self.folded(key)], found.count == 1, found[0] != key,
      Self.placeholdersAreCompatible(key, found[0])
    else {
      return nil
    }
    return found[0]
  }

  /// The one source key whose comment is `comment`: a comment many keys share ("No comment
  /// provided by engineer.") names none of them.
  private mutating func commentTwin(of key: String, comment: String) -> String? {
    if keysByComment == nil {
      var byComment: [String: [String]] = [:]
      for entry in table.entries {
        guard let text = entry.comment.map(LabelText.trimmed), !text.isEmpty else { continue }
        byComment[text, default: []].append(entry.key)
      }
      keysByComment = byComment
    }
    // The source keys under the comment: another locale's dead key under it (renamed there
    // otherwise) names no second candidate (review 226).
    let sharing =
      keysByComment?[comment]?.filter { $0 != key && table.entry(forKey: $0)?.localizations[source] != nil }
      ?? []
    return sharing.count == 1 ? sharing[0] : nil
  }

  private var sourceKeys: [String] {
    table.entries.lazy.filter { $0.localizations[source] != nil }.map(\.key)
  }

  /// `key` in lowercase, trimmed, with one apostrophe and one quotation mark for their kinds and
  /// one mark for each placeholder.
  private static func folded(_ key: String) -> String {
    foldedText(maskingPlaceholders(key))
  }

  /// `key` in lowercase, trimmed, with one apostrophe and one quotation mark for their kinds.
  private static func foldedText(_ key: String) -> String {
    String(
      String.UnicodeScalarView(
        LabelText.trimmed(key).lowercased().unicodeScalars.map { scalar in
          switch ReadAlikeMark(scalar) {
          case .apostrophe: "'"
          case .quotationMark: "\""
          case .space, nil: scalar
          }
        }))
  }

  /// What tells `key` from `twin`, which fold alike: "letter case", "white space at its ends",
  /// "its apostrophes or quotation marks", "its placeholders", or two of them.
  static func difference(between key: String, and twin: String) -> String {
    var kinds: [String] = []
    let placeholderPair = placeholderPair(key, twin)
    let trimmedKey = maskingPlaceholders(LabelText.trimmed(key))
    let trimmedTwin = maskingPlaceholders(LabelText.trimmed(twin))
    if trimmedKey.lowercased() != trimmedTwin.lowercased() {
      kinds.append("its apostrophes or quotation marks" + quotePair(trimmedKey, trimmedTwin))
    }
    if let placeholderPair { kinds.append("its placeholders" + placeholderPair) }
    if trimmedKey.unicodeScalars.count == trimmedTwin.unicodeScalars.count,
      zip(trimmedKey.unicodeScalars, trimmedTwin.unicodeScalars).contains(where: {
        $0 != $1 && String($0).lowercased() == String($1).lowercased()
      })
    {
      kinds.insert("letter case", at: 0)
    }
    if LabelText.trimmed(key) != key || LabelText.trimmed(twin) != twin {
      kinds.append("white space at its ends")
    }
    return kinds.isEmpty ? "letter case" : kinds.joined(separator: " and ")
  }

  /// " (’ U+2019 where the source's has ' U+0027)": the first quotation mark that differs.
  private static func quotePair(_ key: String, _ twin: String) -> String {
    let pair = zip(key.unicodeScalars, twin.unicodeScalars).first { mine, theirs in
      mine != theirs && String(mine).lowercased() != String(theirs).lowercased()
    }
    guard let (mine, theirs) = pair else { return "" }
    return
      " (\(mine) \(CodePoint.text(mine.value)) where the source's has \(theirs) \(CodePoint.text(theirs.value)))"
  }
}
