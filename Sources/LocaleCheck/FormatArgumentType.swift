/// The kind of argument a format specifier consumes, as far as a mismatch can crash or garble
/// `String(format:)`: integers of any width are one kind, `%@` and `%s` are different kinds.
public enum FormatArgumentType: String, CaseIterable, Hashable, Sendable {
  /// An object: `%@`.
  case object
  /// An integer of any width or base: `%d %i %u %o %x %X %D %U %O`, with `h hh l ll q z t j`.
  case integer
  /// A floating-point number: `%e %E %f %F %g %G %a %A`, with `L`.
  case floating
  /// A single byte character: `%c` (a `char`, passed as an `int`).
  case character
  /// A single UTF-16 character: `%C` (a `unichar`). `%c` in its place prints the low byte alone,
  /// so "⌘" (U+2318) shows as U+0018 (audit 250).
  case unicodeCharacter
  /// A C string: `%s` (and the obsolete Pascal string `%P`).
  case cString
  /// A NUL-terminated `unichar` string: `%S`.
  case unicodeString
  /// A pointer: `%p` (and `%n`, which Foundation ignores but still consumes).
  case pointer
  /// A `%#@name@` substitution whose type is not known (no `formatSpecifier` given): it
  /// matches any type when comparing.
  case unknown

  /// A short name for messages (`object`, `integer`, `C string`, ...).
  public var displayName: String {
    switch self {
    case .object: "object"
    case .integer: "integer"
    case .floating: "floating-point"
    case .character: "character"
    case .unicodeCharacter: "unichar"
    case .cString: "C string"
    case .unicodeString: "unichar string"
    case .pointer: "pointer"
    case .unknown: "unknown"
    }
  }

  /// The type as a noun phrase for messages: `an integer`, `a floating-point number`, `a C string`.
  public var phrase: String {
    switch self {
    case .object: "an object"
    case .integer: "an integer"
    case .floating: "a floating-point number"
    case .character: "a character"
    case .unicodeCharacter: "a unichar"
    case .cString: "a C string"
    case .unicodeString: "a unichar string"
    case .pointer: "a pointer"
    case .unknown: "of unknown type"
    }
  }

  /// Whether an argument of this type may be passed where `other` is expected.
  public func isCompatible(with other: FormatArgumentType) -> Bool {
    if self == other || self == .unknown || other == .unknown { return true }
    // A `char`, passed as an `int`, reads right as a `unichar`; a `unichar` read as a `char`
    // loses its high byte.
    return self == .character && other == .unicodeCharacter
  }
}
