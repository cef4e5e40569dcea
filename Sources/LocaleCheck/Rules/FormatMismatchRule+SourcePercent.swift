import CatalogParser

/// A source text's percent sign written as prose beside real placeholders ("50% off %@"):
/// `String(format:)` reads `% o` as a placeholder (a space flag and octal), which takes the
/// argument meant for `%@`, so the source language itself shows garbage or crashes.
extension FormatMismatchRule {
  /// One finding per leaf of the source's own value that writes such a percent sign.
  func sourcePercentFindings(_ value: LocalizedValue, subject: Subject, resolution: Resolution) -> [Finding] {
    value.leaves.compactMap { path, leaf in
      guard let text = leaf.value, ParsedFormatSource.mayHoldProsePercent(text) else { return nil }
      let source = ParsedFormatSource(text)
      guard let first = source.prosePercentSigns.first else { return nil }
      let form = path.isEmpty ? "" : " (\(path))"
      let message =
        "\(resolution.locale) value of \(subject.displayName)\(form): String(format:) reads '\(first.text)' in "
        + "'\(ControlCharacters.escaped(text))' as a placeholder, which takes the argument meant for the next "
        + "one; a percent sign in a format string is written %% ('\(ControlCharacters.escaped(source.intendedText))')"
      return finding(
        message, subject: subject, resolution: resolution, position: leaf.position ?? value.position,
        actual: text, part: path.isEmpty ? nil : path)
    }
  }
}
