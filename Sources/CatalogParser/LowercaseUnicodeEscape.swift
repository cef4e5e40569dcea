/// A `\u2026` in a `.strings` file: no escape there (only `\U` is), so the app shows `u2026`
/// where the author meant `…`.
public struct LowercaseUnicodeEscape: Hashable, Sendable {
  /// Where the backslash is.
  public var position: SourcePosition
  /// The four hex digits after `\u`, as written.
  public var digits: String
  /// Whether it is in a key, which the app looks up rather than shows.
  public var isInKey: Bool

  /// The escape `\u` + `digits` at `position`.
  public init(position: SourcePosition, digits: String, isInKey: Bool = false) {
    self.position = position
    self.digits = digits
    self.isInKey = isInKey
  }

  /// The visible character the digits name, to show what the author meant; `nil` for white
  /// space, control and format characters, which the digits name better.
  public var intendedCharacter: String? {
    guard let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value) else { return nil }
    let category = scalar.properties.generalCategory
    guard !scalar.properties.isWhitespace, category != .control, category != .format else { return nil }
    return String(Character(scalar))
  }

  /// How to write the character meant: `\U` and the four digits.
  public var fix: String {
    "write '\\U\(digits)'" + (intendedCharacter.map { " for '\($0)'" } ?? "")
  }
}
