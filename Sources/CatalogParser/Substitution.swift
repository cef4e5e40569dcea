/// A `%#@name@` substitution: which argument it formats, how, and its own variations.
public struct Substitution: Hashable, Sendable {
  /// The argument number it formats (1-based), when given.
  public var argNum: Int?
  /// The printf conversion without `%` (`lld`, `@`, `d`), when given.
  public var formatSpecifier: String?
  /// Its variations (usually plural).
  public var variations: Variations?
  /// Where the substitution is written.
  public var position: SourcePosition?
  /// Where its conversion is written (`NSStringFormatValueTypeKey`'s value, `formatSpecifier`'s):
  /// where a wrong argument type is fixed.
  public var formatSpecifierPosition: SourcePosition?

  /// A substitution from its parts, each `nil` where the file leaves it out.
  public init(
    argNum: Int? = nil, formatSpecifier: String? = nil, variations: Variations? = nil,
    position: SourcePosition? = nil, formatSpecifierPosition: SourcePosition? = nil
  ) {
    self.argNum = argNum
    self.formatSpecifier = formatSpecifier
    self.variations = variations
    self.position = position
    self.formatSpecifierPosition = formatSpecifierPosition
  }
}
