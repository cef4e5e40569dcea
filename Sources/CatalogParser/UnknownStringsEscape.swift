/// A backslash before a letter that is no escape in a `.strings` file (`\A`, `\W`), or before
/// Swift's interpolation (`\(name)`): Foundation drops the backslash and keeps the rest, so a `\n`
/// that lost its `n` runs two sentences together ("ist.Wenn") and a label shows "(name)".
public struct UnknownStringsEscape: Hashable, Sendable {
  /// Where the backslash is.
  public var position: SourcePosition
  /// The letter after the backslash, or `(` for Swift's interpolation.
  public var letter: Character
  /// Swift's interpolation as written, from its `(` to its `)` (`(count)`), where `letter` is `(`.
  public var interpolation: String?
  /// Whether it is in a key, which the app looks up rather than shows.
  public var isInKey: Bool

  /// The escape `\` + `letter` at `position`.
  public init(
    position: SourcePosition, letter: Character, isInKey: Bool = false, interpolation: String? = nil
  ) {
    self.position = position
    self.letter = letter
    self.interpolation = interpolation
    self.isInKey = isInKey
  }
}
