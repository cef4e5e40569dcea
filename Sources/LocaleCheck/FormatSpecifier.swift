/// One placeholder of a format string (`%@`, `%2$lld`, `%5.2f`, `%#@files@`, `%arg`) and the
/// argument it consumes.
public struct FormatSpecifier: Hashable, Sendable, CustomStringConvertible {
  /// The placeholder as written, from `%` to the conversion character (`%1$@`, `%#@files@`).
  public var text: String
  /// The 1-based number of the argument it formats: explicit (`%2$@`) or the next in sequence.
  public var argument: Int
  /// The kind of argument it consumes.
  public var type: FormatArgumentType
  /// Whether the argument number is written (`%2$@`) rather than implied by order.
  public var isPositional: Bool
  /// The 1-based argument a `*` width consumes (`%*d`), if any; always an integer.
  public var widthArgument: Int?
  /// The 1-based argument a `.*` precision consumes (`%.*f`), if any; always an integer.
  public var precisionArgument: Int?
  /// The substitution name of `%#@name@`, if this is one.
  public var substitutionName: String?
  /// Whether this is a String Catalog form's `%arg`, whose type its variable's
  /// `formatSpecifier` gives.
  public var isArgPlaceholder: Bool
  /// The name of a named argument (`count` of `%(count)lld`, Xcode 26's String Catalog syntax),
  /// which a translation's placeholder of that name formats wherever it stands.
  public var argumentName: String?
  /// The byte range of `text` in the UTF-8 of the parsed string.
  public var utf8Range: Range<Int>
  /// The range of `text` in UTF-16 code units (what `NSRange` and Xcode count).
  public var utf16Range: Range<Int>
  /// Whether a letter comes right after the placeholder and a digit or another placeholder right
  /// before the `%`, or digits right after it: a percent sign of prose ("50%iger", "%d%iger" for
  /// the source's `%d%%`, Turkish "%50lik"), which printf reads as a placeholder.
  public var sitsInWord = false

  /// A placeholder from its parts, as `FormatSpecifierParser` reads them.
  public init(
    text: String, argument: Int, type: FormatArgumentType, isPositional: Bool = false,
    widthArgument: Int? = nil, precisionArgument: Int? = nil, substitutionName: String? = nil,
    isArgPlaceholder: Bool = false, argumentName: String? = nil, utf8Range: Range<Int>,
    utf16Range: Range<Int>
  ) {
    self.text = text
    self.argument = argument
    self.type = type
    self.isPositional = isPositional
    self.widthArgument = widthArgument
    self.precisionArgument = precisionArgument
    self.substitutionName = substitutionName
    self.isArgPlaceholder = isArgPlaceholder
    self.argumentName = argumentName
    self.utf8Range = utf8Range
    self.utf16Range = utf16Range
  }

  /// The UTF-16 offset of the `%` in the parsed string.
  public var utf16Offset: Int { utf16Range.lowerBound }

  /// Whether a space, `-` or `+` follows the `%` as prose writes it (`% o` in "50% off", `%-o` in
  /// Hungarian "50%-os", `%+ f` in "100%+ faster"): printf flags, but in a text with no other
  /// placeholder a percent sign written as text. A flag before a width, a precision or `@`
  /// (`%-10@`, `%+.1f`), and `+` before a letter (`%+d`), is no prose. A number and a space or
  /// an apostrophe (`%1 o` in "%1 of %2 used", `%0 s` in "Open %0 settings", `%1's` in "%1's
  /// Mac") are an app's own numbered tokens, which it replaces itself (Qt's and many apps'
  /// style): `String(format:)` would print octal.
  public var startsLikeText: Bool {
    let afterPercent = text.utf8.dropFirst()
    let digits = afterPercent.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    if !digits.isEmpty, let next = afterPercent.dropFirst(digits.count).first,
      next == UInt8(ascii: " ") || next == UInt8(ascii: "'")
    {
      return true
    }
    guard let flag = afterPercent.first, FormatSpecifierParser.startsLikeText(flag) else { return false }
    guard flag != UInt8(ascii: " "), let next = afterPercent.dropFirst().first else { return true }
    if (next >= UInt8(ascii: "0") && next <= UInt8(ascii: "9")) || next == UInt8(ascii: ".")
      || next == UInt8(ascii: "*") || next == UInt8(ascii: "@")
    {
      return false
    }
    let isLetter = (next | 0x20) >= UInt8(ascii: "a") && (next | 0x20) <= UInt8(ascii: "z")
    return !(flag == UInt8(ascii: "+") && isLetter)
  }

  /// Every argument this placeholder consumes with its type: the `*` width and precision
  /// (integers), then the value itself.
  public var consumedArguments: [(argument: Int, type: FormatArgumentType)] {
    var result: [(argument: Int, type: FormatArgumentType)] = []
    forEachConsumedArgument { result.append(($0, $1)) }
    return result
  }

  /// Calls `body` with each of `consumedArguments`, in order, without making the array.
  func forEachConsumedArgument(_ body: (_ argument: Int, _ type: FormatArgumentType) -> Void) {
    if let widthArgument { body(widthArgument, .integer) }
    if let precisionArgument { body(precisionArgument, .integer) }
    body(argument, type)
  }

  /// The placeholder as written (``text``).
  public var description: String { text }
}
