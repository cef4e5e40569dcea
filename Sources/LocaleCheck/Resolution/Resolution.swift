/// How a subject's label resolves in one locale.
public struct Resolution: Hashable, Sendable {
  /// The locale asked for.
  public var locale: LocaleID
  /// The value used: the first usable one in the fallback chain.
  public var value: LocalizedValue?
  /// The locale that value belongs to.
  public var resolvedFrom: LocaleID?
  /// Whether the value was reached only through the source language (a missing translation).
  public var isSourceFallback: Bool
  /// The locale's own value, usable or not (for state checks).
  public var ownValue: LocalizedValue?
  /// The source language the chain ends in: the table's.
  public var sourceLocale: LocaleID
  /// Whether `locale` speaks the source language (`en-GB` when the source is `en`).
  public var speaksSourceLanguage: Bool
  /// The locale whose empty `.strings` value is the first value the chain finds before the
  /// source language's: the locale's own, or a parent's (`de`'s `"donate" = "";` for a `de-AT`
  /// without the key). CFBundle returns it as found, so the app shows no text; `nil` elsewhere.
  public var emptyValueFrom: LocaleID?

  /// A resolution from its parts, as ``LabelResolver`` makes it.
  public init(
    locale: LocaleID, value: LocalizedValue?, resolvedFrom: LocaleID?, isSourceFallback: Bool,
    ownValue: LocalizedValue?, sourceLocale: LocaleID, speaksSourceLanguage: Bool,
    emptyValueFrom: LocaleID? = nil
  ) {
    self.locale = locale
    self.value = value
    self.resolvedFrom = resolvedFrom
    self.isSourceFallback = isSourceFallback
    self.ownValue = ownValue
    self.sourceLocale = sourceLocale
    self.speaksSourceLanguage = speaksSourceLanguage
    self.emptyValueFrom = emptyValueFrom
  }

  /// Whether the label is the locale's own value, not one inherited from a parent or the source.
  ///
  /// Rules that judge a translation's text report it only here, so that a parent's value is
  /// reported once, at the parent.
  public var isOwnValue: Bool { resolvedFrom == locale }

  /// The parent locale whose value this locale shows, where it shows another's (`es` for an
  /// `es-MX` without its own): a finding about that value is the parent's, and keeps its
  /// fingerprint also where a run checks the child alone.
  public var inheritedFrom: LocaleID? {
    guard let owner = resolvedFrom, owner != locale else { return nil }
    return owner
  }

  /// The parent whose empty `.strings` value the locale shows (see ``emptyValueFrom``): a finding
  /// about it is the parent's.
  public var emptyValueParent: LocaleID? {
    guard let owner = emptyValueFrom, owner != locale else { return nil }
    return owner
  }

  /// The text shown for the label: the plain value, else the most general variation leaf.
  public var label: String? { value.flatMap(LabelText.readableText(of:)) }
}
