extension FormatSpecifier {
  /// `placeholder` (`%d`, `%1$lld`) with the argument number `argument` (`%2$d`, `%2$lld`).
  static func renumbered(_ placeholder: String, to argument: Int) -> String {
    let afterPercent = placeholder.dropFirst()
    let digits = afterPercent.prefix { $0.isASCII && $0.isNumber }
    let rest = afterPercent.dropFirst(digits.count)
    let conversion = !digits.isEmpty && rest.first == "$" ? rest.dropFirst() : afterPercent
    return "%\(argument)$\(conversion)"
  }

  /// Whether this is a printf placeholder of its own: no variable (`%#@files@`), no `%arg`, no
  /// `*` width or precision, which take arguments of their own.
  var isPlainPlaceholder: Bool {
    substitutionName == nil && !isArgPlaceholder && widthArgument == nil && precisionArgument == nil
  }
}
