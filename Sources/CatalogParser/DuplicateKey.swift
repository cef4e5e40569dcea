/// A key written twice in one `.strings` file, JSON object or XLIFF document; the later one silently wins.
public struct DuplicateKey: Hashable, Sendable {
  /// The repeated key, or for a field repeated inside a String Catalog entry, that entry's key.
  public var key: String
  /// The repeated JSON field inside the entry `key` (`de` under `localizations`); `nil` when
  /// the key itself is repeated.
  public var field: String?
  /// The bundle of the table the file belongs to.
  public var bundle: String
  /// The table the file belongs to.
  public var table: String
  /// The other spelling of `field` where two spellings name one thing (`iw` for `he`).
  public var alias: String?
  /// The locale of the file, where one file holds one locale.
  public var locale: LocaleID?
  /// Where the key is written first.
  public var first: SourcePosition
  /// Where it is written again (this occurrence wins).
  public var second: SourcePosition
  /// The text of the copy at ``first`` and of the one at ``second``, where the file gives the key
  /// one text (a `.strings` file, an XLIFF unit's target); `nil` otherwise.
  public var texts: (first: String, second: String)? {
    get { textPair.map { ($0.first, $0.second) } }
    set { textPair = newValue.map { TextPair(first: $0.first, second: $0.second) } }
  }
  /// ``texts`` as one value: both texts or neither (a tuple is not `Hashable`).
  private var textPair: TextPair?
  private struct TextPair: Hashable, Sendable {
    var first: String
    var second: String
  }

  /// A key of `table` written at `first` and again at `second`; `field` names a field repeated
  /// inside the String Catalog entry `key` (``alias`` is set separately).
  public init(
    key: String, bundle: String, table: String, locale: LocaleID?, first: SourcePosition,
    second: SourcePosition, field: String? = nil
  ) {
    self.key = key
    self.field = field
    self.bundle = bundle
    self.table = table
    self.locale = locale
    self.first = first
    self.second = second
  }

  /// Records ``texts`` from the entry the repeat replaced and the one that replaced it, where both
  /// hold a text in `locale` (the `.strings` file's, an XLIFF document's target language).
  mutating func recordTexts(replaced earlier: StringEntry, by later: StringEntry?, in locale: LocaleID?) {
    guard let locale, let first = earlier.localizations[locale]?.value,
      let second = later?.localizations[locale]?.value
    else { return }
    texts = (first, second)
  }
}
