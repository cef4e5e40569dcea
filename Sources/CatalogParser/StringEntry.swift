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

  /// Adds what `other` knows about the same key; values already present win.
  public mutating func absorb(_ other: consuming StringEntry) {
    // Taken, not copied: `other` ends here.
    if comment == nil { comment = other.comment.take() }
    if !other.shouldTranslate { shouldTranslate = false }
    if extractionState == nil { extractionState = other.extractionState.take() }
    if keyPosition == nil { keyPosition = other.keyPosition }
    // One search per locale, and values already present are not rewritten: merging many
    // one-locale files into a table does this for every key.
    var incoming = Localizations()
    swap(&incoming, &other.localizations)
    localizations.addMissing(from: incoming)
  }
}
