/// A backslash before a letter that is no escape in a `.strings` file (`\A`, `\W`): Foundation
/// drops the backslash and keeps the letter, so a `\n` that lost its `n` runs two sentences
/// together ("ist.Wenn").
public struct UnknownStringsEscape: Hashable, Sendable {
  /// Where the backslash is.
  public var position: SourcePosition
  /// The letter after the backslash.
  public var letter: Character
  /// Whether it is in a key, which the app looks up rather than shows.
  public var isInKey: Bool

  /// The escape `\` + `letter` at `position`.
  public init(position: SourcePosition, letter: Character, isInKey: Bool = false) {
    self.position = position
    self.letter = letter
    self.isInKey = isInKey
  }
}
