/// An XLIFF file whose declared target language is another language than the one its name gives
/// (`messages.de.xlf` with `trgLang="fr"`, `de.xliff` with `target-language="fr"`): a copy of
/// another locale's file whose attribute was not changed, or a vendor's slip (audit 283). The
/// run takes the declared language, as Xcode's import does; Angular builds the name's.
public struct XLIFFLocaleNameMismatch: Hashable, Sendable {
  /// Where the attribute's element starts (`<xliff>` for 2.0's `trgLang`, `<file>` for 1.2's).
  public var position: SourcePosition
  /// The locale the attribute declares.
  public var declared: LocaleID
  /// The locale the file's name gives.
  public var named: LocaleID
  /// The attribute (`trgLang`, `target-language`).
  public var attribute: String

  /// A mismatch of `attribute`'s `declared` locale with the `named` one, at `position`.
  public init(position: SourcePosition, declared: LocaleID, named: LocaleID, attribute: String) {
    self.position = position
    self.declared = declared
    self.named = named
    self.attribute = attribute
  }

  /// Whether `declared` and `named` are one language: a region or script of it (`de-AT` in
  /// `messages.de.xlf`), or one language's two codes (`nb` and `no`, `he` and `iw`, `id` and `in`,
  /// `fil` and `tl`).
  static func isSameLanguage(_ declared: LocaleID, _ named: LocaleID) -> Bool {
    let languages = [declared.language.lowercased(), named.language.lowercased()].map { aliases[$0] ?? $0 }
    return languages[0] == languages[1]
  }

  /// Language codes that name another code's language (ISO 639's old and macrolanguage codes).
  private static let aliases = ["no": "nb", "iw": "he", "in": "id", "tl": "fil", "ji": "yi", "jw": "jv"]
}
