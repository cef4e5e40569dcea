extension FormatMismatchRule {
  /// The problem of a translation that writes the POSIX grouping flag (`%'d`) where the source
  /// has none: `String(format:)` (CoreFoundation) does not know the flag and prints the
  /// placeholder as text ("'d Artikel"), so the number is lost and the placeholders after it take
  /// the arguments before theirs (a `%@` then reads a number: a crash).
  static func groupingFlagProblem(in text: String, source: String) -> String? {
    guard text.containsUTF8Byte(UInt8(ascii: "'")), text.containsUTF8Byte(UInt8(ascii: "%")),
      let flagged = FormatSpecifierParser.parse(text).first(where: \.hasGroupingFlag)
    else { return nil }
    let parsedSource = ParsedFormatSource(source)
    guard !parsedSource.isProse, !parsedSource.specifiers.contains(where: \.hasGroupingFlag) else {
      return nil
    }
    let meant = flagged.text.filter { $0 != "'" }
    return "String(format:) does not know the ' flag of \(flagged.text): it shows the placeholder as text, "
      + "without the number, and the placeholders after it take the wrong arguments; write \(meant)"
  }
}

extension FormatSpecifier {
  /// Whether the placeholder has the POSIX grouping flag `'` (`%'d`), which CoreFoundation lacks.
  var hasGroupingFlag: Bool { substitutionName == nil && text.utf8.contains(UInt8(ascii: "'")) }
}
