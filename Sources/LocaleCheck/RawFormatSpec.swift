/// One placeholder as written, before its arguments are numbered.
struct RawFormatSpec: Equatable {
  /// The kind of argument the conversion consumes.
  var type: FormatArgumentType
  /// The explicit 1-based position (`%2$@`).
  var position: Int?
  /// Whether a `*` width takes an argument.
  var hasWidthStar = false
  /// The explicit position of the `*` width (`%*2$d`).
  var widthPosition: Int?
  /// Whether a `.*` precision takes an argument.
  var hasPrecisionStar = false
  /// The explicit position of the `.*` precision (`%.*3$f`).
  var precisionPosition: Int?
  /// The name of a `%#@name@` substitution.
  var substitutionName: String?
  /// Whether this is the String Catalog `%arg` placeholder.
  var isArgPlaceholder = false
  /// The name of a named argument (`%(count)lld`, Xcode 26's String Catalog syntax).
  var argumentName: String?
}
