extension FormatMismatchRule {
  /// The sentence where a translation numbers one argument wrong ("%3$@" where the source's
  /// "%2$@" is meant): one argument lost and one the source does not pass, of one type, told as
  /// the one fix they are (audit 227) rather than as the first of two problems. Not where a
  /// plural form's added argument is one of the source's sentence (`sourceFormat`), which
  /// ``describe(_:category:language:sourceFormat:withZeroForm:)`` names as such; nor where the
  /// translation `text` uses an argument between the two, so that the fix is no longer clear.
  static func misnumberedArgumentSentence(
    _ problems: [FormatMismatch], in text: String, inForm: Bool, sourceFormat: String?
  ) -> String? {
    guard problems.count == 2,
      let missing = problems.first(where: { $0.kind == .missingArgument }),
      let extra = problems.first(where: { $0.kind == .extraArgument }),
      let meant = missing.source, let written = extra.translation,
      meant.isPlainPlaceholder, written.isPlainPlaceholder, meant.type.isCompatible(with: written.type)
    else { return nil }
    // "%2$d von %3$d" for "%d of %d" shifts both numbers: "write %1$d for %3$d" would swap the
    // values (review 164).
    let between = min(missing.argument, extra.argument) + 1..<max(missing.argument, extra.argument)
    if !between.isEmpty, FormatSpecifierParser.parse(text).contains(where: { between.contains($0.argument) })
    {
      return nil
    }
    if inForm, let sourceFormat, sourceFormat.utf8.contains(UInt8(ascii: "%")),
      FormatSpecifierParser.parse(sourceFormat).contains(where: { $0.argument == extra.argument })
    {
      return nil
    }
    let write = FormatSpecifier.renumbered(meant.text, to: missing.argument)
    return
      "argument \(extra.argument) (\(written.text)) is not in the source, and argument \(missing.argument) "
      + "(\(meant.text) in the source) is missing here: write \(write) for \(written.text)"
  }
}
