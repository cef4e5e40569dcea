import CatalogParser

extension FormatMismatchRule {
  /// A finding for each text of `value` (its format, each plural or device form of a String
  /// Catalog) whose numbers run together where the source's text at that path sets words
  /// between them (see ``runTogetherNumbers(in:source:)``).
  func runTogetherNumberFindings(
    in value: LocalizedValue, source: LocalizedValue, subject: Subject, resolution: Resolution
  ) -> [Finding] {
    // Most values are plain texts without a placeholder: no leaves to list (every cell asks).
    if value.variations == nil, value.substitutions == nil,
      value.value?.containsUTF8Byte(UInt8(ascii: "%")) != true
    {
      return []
    }
    return value.leaves.compactMap { path, leaf in
      // A variable's form is a count and its words, judged as part of the format.
      guard !path.hasPrefix("substitutions") else { return nil }
      // A form the source lacks (a Russian `few`) against the one standing for it (review 202).
      let standing =
        path.isEmpty ? source.value : LeafPath.sourceText(standingFor: path, in: source, translation: value)
      guard let sourceText = standing else { return nil }
      let sourceLeaf = path.isEmpty ? source : LocalizedValue(value: sourceText)
      guard let problem = Self.runTogetherNumbers(in: path.isEmpty ? value : leaf, source: sourceLeaf) else {
        return nil
      }
      let where_ = path.isEmpty ? "" : " (\(path))"
      return finding(
        "\(resolution.locale) value of \(subject.displayName)\(where_): \(problem)", subject: subject,
        resolution: resolution, position: leaf.position ?? value.position, expected: sourceLeaf.value,
        actual: leaf.value, part: path)
    }
  }

  /// The problem of a translation's format that sets two numbers side by side, with nothing but
  /// spaces between them, where the source writes words between the same two arguments: "%li of
  /// %#@wallets@" translated "%li %#@wallets@" shows "3 5 portefeuilles", and VoiceOver reads
  /// "three five wallets" (audit 300: Tangem's French and Spanish). A variable counts as a number
  /// where its `other` form starts (or ends) with its count. `nil` where the format has no such
  /// pair.
  static func runTogetherNumbers(in value: LocalizedValue, source: LocalizedValue) -> String? {
    guard let text = value.value, let sourceText = source.value, text.containsUTF8Byte(UInt8(ascii: "%"))
    else {
      return nil
    }
    let specifiers = FormatSpecifierParser.parse(text, substitutions: value.substitutions)
    guard specifiers.count >= 2 else { return nil }
    let sourceSpecifiers = FormatSpecifierParser.parse(sourceText, substitutions: source.substitutions)
    let bytes = Array(text.utf8)
    for (first, second) in zip(specifiers, specifiers.dropFirst()) {
      let between = String(
        decoding: bytes[first.utf8Range.upperBound..<second.utf8Range.lowerBound], as: UTF8.self)
      // Any space (French writes a narrow no-break one) or direction mark, nothing else.
      guard between.unicodeScalars.allSatisfy(Self.isSpaceOrMark), first.argument != second.argument,
        showsNumber(first, atEnd: true, of: value), showsNumber(second, atEnd: false, of: value),
        let words = wordsBetween(first.argument, second.argument, in: sourceText, sourceSpecifiers)
      else { continue }
      return "\(first.text) and \(second.text) stand side by side here, where the source writes '\(words)' "
        + "between them: the two numbers run together ('3 5'); translate the words between them too"
    }
    return nil
  }

  /// Whether `scalar` is white space or a direction mark, which separates no words.
  private static func isSpaceOrMark(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isWhitespace
      || [0x200E, 0x200F, 0x061C, 0x2066, 0x2067, 0x2068, 0x2069].contains(scalar.value)
  }

  /// Whether `specifier` shows a number at its end (`atEnd`) or its start: a whole or decimal
  /// number, or a variable whose `other` form ends or starts with its count.
  private static func showsNumber(_ specifier: FormatSpecifier, atEnd: Bool, of value: LocalizedValue) -> Bool
  {
    guard let name = specifier.substitutionName else {
      return specifier.type == .integer || specifier.type == .floating
    }
    guard let variable = value.substitutions?[name], let form = variable.variations?.plural?["other"]?.value
    else { return false }
    let trimmed = form.trimmingWhitespace
    let placeholders = FormatSpecifierParser.parse(trimmed, placeholder: variable)
    guard let edge = atEnd ? placeholders.last : placeholders.first else { return false }
    let touches = atEnd ? edge.utf8Range.upperBound == trimmed.utf8.count : edge.utf8Range.lowerBound == 0
    return touches && (edge.type == .integer || edge.type == .floating)
  }

  /// The words the source writes between its placeholders of `first` and `second` (in either
  /// order), where they hold a letter; `nil` where the source sets them side by side too.
  private static func wordsBetween(
    _ first: Int, _ second: Int, in sourceText: String, _ specifiers: [FormatSpecifier]
  ) -> String? {
    guard let one = specifiers.first(where: { $0.argument == first }),
      let other = specifiers.first(where: { $0.argument == second })
    else { return nil }
    let (left, right) = one.utf8Range.lowerBound < other.utf8Range.lowerBound ? (one, other) : (other, one)
    guard left.utf8Range.upperBound <= right.utf8Range.lowerBound else { return nil }
    // Another number between them in the source ("%1$d %2$d %3$d" with 1 and 3) is no word.
    let inner = left.utf8Range.upperBound..<right.utf8Range.lowerBound
    if specifiers.contains(where: { inner.contains($0.utf8Range.lowerBound) }) { return nil }
    let between = String(
      decoding: Array(sourceText.utf8)[left.utf8Range.upperBound..<right.utf8Range.lowerBound], as: UTF8.self)
    let words = between.trimmingWhitespace
    return words.contains(where: \.isLetter) ? words : nil
  }
}
