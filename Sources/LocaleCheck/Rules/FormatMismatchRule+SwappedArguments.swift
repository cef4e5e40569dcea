extension FormatMismatchRule {
  /// The sentence for two arguments whose types the translation swaps ("Delete \"%@\" and %d
  /// others?" against "حذف \"%d\" و %@ آخرين؟"): either the translator swapped them by mistake or
  /// the sentence needs the values in another order, which takes numbered placeholders; the
  /// sentence writes them. `nil` for any other problems, and where `text` or `source` has more
  /// placeholders than the two (the types of three may rotate, and a third left unnumbered beside
  /// numbered ones reads another argument).
  static func swappedArgumentsSentence(_ problems: [FormatMismatch], in text: String, source: String)
    -> String?
  {
    guard problems.count == 2, problems.allSatisfy({ $0.kind == .typeMismatch }),
      FormatSpecifierParser.parse(text).count == 2, FormatSpecifierParser.parse(source).count == 2,
      let first = problems.first, let second = problems.last,
      let firstSource = first.source, let firstTranslation = first.translation,
      let secondSource = second.source, let secondTranslation = second.translation,
      [firstSource, firstTranslation, secondSource, secondTranslation].allSatisfy(\.isPlainPlaceholder),
      firstTranslation.type.isCompatible(with: secondSource.type),
      secondTranslation.type.isCompatible(with: firstSource.type)
    else { return nil }
    let found =
      "argument \(first.argument) is \(firstSource.text) in the source but \(firstTranslation.text) here, "
      + "and argument \(second.argument) is \(secondSource.text) but \(secondTranslation.text)"
    // Named arguments keep their values wherever they stand: only the types are wrong (review 192).
    if firstTranslation.argumentName != nil && secondTranslation.argumentName != nil {
      return found + ": their types are swapped; a name takes its value wherever it stands, so write "
        + "\(firstSource.text) and \(secondSource.text)"
    }
    // The source's conversion, which fits the value passed (`%2$ld`, not the translation's `%d`).
    let firstWrite = FormatSpecifier.renumbered(secondSource.text, to: second.argument)
    let secondWrite = FormatSpecifier.renumbered(firstSource.text, to: first.argument)
    return
      found + ": the two are swapped; "
      + "where the sentence needs the values in this order, write \(firstWrite) for \(firstTranslation.text) and "
      + "\(secondWrite) for \(secondTranslation.text), else write \(firstSource.text) first and \(secondSource.text) second, as the source does"
  }
}
