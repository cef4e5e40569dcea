import CatalogParser

extension FormatMismatchRule {
  /// `problem` (the leaf's placeholder problem, if any) told that `text` writes a placeholder
  /// with a percent sign printf does not read (machine translation turns "%d cookies" into
  /// Arabic "٪ d من ..."); without a problem, that placeholder's own problem where the
  /// translation loses an argument by it (a form that may leave the count out, Arabic `one`).
  static func withLookalikePercent(_ problem: String?, in text: String, source: String) -> String? {
    // A byte check first: the signs' UTF-8 forms start with 0xD9 (٪) or 0xEF (％, ﹪).
    guard text.utf8.contains(where: { $0 == 0xD9 || $0 == 0xEF }),
      let (written, sign) = lookalikePlaceholder(in: text),
      source.utf8.contains(UInt8(ascii: "%")), !ParsedFormatSource(source).isProse,
      // After printf's own `%`, only where an argument is lost by it ("%d%ｓ" keeps its one).
      !written.hasPrefix("%") || takesFewerArguments(text, than: source)
    else { return problem }
    let remark = "'\(written)' is written with \(sign), which printf does not read as a placeholder"
    let losesArgument = takesFewerArguments(text, than: source)
    if let problem {
      // The fix as the other slips give it (audit 128): the source's placeholder for the argument
      // it stands for, not the one lost by position ("٪ d ملفات في %@" keeps `%@` as argument 1).
      let fix =
        losesArgument
        ? sourcePlaceholder(for: written, in: text, source: source).map { "; write " + $0 } ?? "" : ""
      return problem + "; " + remark + fix
    }
    guard losesArgument else { return nil }
    return remark + ": the app shows it as text and leaves the value out; write "
      + lostPlaceholder(text, source: source, written: written)
  }

  /// The source's placeholder for the one argument `text` leaves out (`%2$d`), else the one
  /// `written` stands for, with printf's `%`.
  private static func lostPlaceholder(_ text: String, source: String, written: String) -> String {
    let kept = Set(FormatSpecifierParser.parse(text).map(\.argument))
    let lost = FormatSpecifierParser.parse(source).filter { !kept.contains($0.argument) }
    if Set(lost.map(\.argument)).count == 1, let placeholder = lost.first { return placeholder.text }
    return printfForm(of: written)
  }

  /// The source's placeholder for the argument `written` stands for (see
  /// ``argument(of:in:source:)``), with `written`'s argument number where it has one ("%2$d").
  /// `nil` where the source has none, or where a placeholder found by place is of another type
  /// than `written`'s.
  private static func sourcePlaceholder(for written: String, in text: String, source: String) -> String? {
    guard let (argument, numbered) = argument(of: written, in: text, source: source),
      let placeholder = FormatSpecifierParser.parse(source).first(where: {
        $0.argument == argument && $0.substitutionName == nil && !$0.isArgPlaceholder
      })
    else { return nil }
    // By place only where the types agree: "٪d من %@" for "%@ of %d" meant the number, not
    // argument 1, and no fix is sure there.
    guard numbered else {
      let writtenType = FormatSpecifierParser.parse(printfForm(of: written)).first?.type
      return writtenType == placeholder.type ? placeholder.text : nil
    }
    // The source's conversion after `written`'s number: "%2$" and "d" of "%d" or "%1$d".
    var rest = placeholder.text.dropFirst()
    let sourceDigits = rest.prefix(while: \.isNumber)
    if !sourceDigits.isEmpty && rest.dropFirst(sourceDigits.count).first == "$" {
      rest = rest.dropFirst(sourceDigits.count + 1)
    }
    return "%\(argument)$" + rest
  }

  /// The argument `written` stands for, and whether it numbers it: its own number ("٪2$@" is
  /// argument 2), else the one argument numbered placeholders beside it leave out ("%2$@ ٪@" for
  /// "%2$@ by %1$@" is argument 1), else its place among `text`'s placeholders
  /// ("%d من ٪@": the second).
  private static func argument(of written: String, in text: String, source: String) -> (Int, numbered: Bool)?
  {
    let ascii = printfForm(of: written).dropFirst()
    let digits = ascii.prefix(while: \.isNumber)
    if !digits.isEmpty && ascii.dropFirst(digits.count).first == "$", let number = Int(digits) {
      return (number, true)
    }
    guard let start = text.range(of: written)?.lowerBound else { return nil }
    let offset = text.utf16.distance(from: text.startIndex, to: start)
    let placeholders = FormatSpecifierParser.parse(text)
    guard placeholders.contains(where: \.isPositional) else {
      return (placeholders.filter { $0.utf16Offset < offset }.count + 1, false)
    }
    let lost = Set(
      FormatSpecifierParser.parse(source).filter { $0.substitutionName == nil && !$0.isArgPlaceholder }
        .map(\.argument)
    ).subtracting(placeholders.map(\.argument))
    guard lost.count == 1, let only = lost.first else { return nil }
    return (only, false)
  }

  /// `written` with printf's `%`, its full-width letters as ASCII and without the spaces and marks
  /// after its sign ("%d" for "٪ d", "%1$@" for "％１＄＠").
  private static func printfForm(of written: String) -> String {
    let conversion = written.unicodeScalars.dropFirst().map(asciiForm).drop { !$0.isASCII || $0 == " " }
    return "%" + String(String.UnicodeScalarView(conversion))
  }

  /// The ASCII letter, digit or sign a full-width form stands for (`ｄ` for `d`, `＄` for `$`),
  /// as a Japanese or Chinese input method types a whole placeholder; else `scalar` itself.
  private static func asciiForm(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    guard (0xFF01...0xFF5E).contains(scalar.value) else { return scalar }
    return Unicode.Scalar(scalar.value - 0xFEE0) ?? scalar
  }

  /// The first look-alike placeholder of `text` ("٪ d", "％@", "٪1$@", "٪.1f", "٪arg",
  /// "٪#@files@", and printf's `%` before a full-width conversion, "%＠", "%ｄ") and the name
  /// of the sign or letter printf does not read.
  private static func lookalikePlaceholder(in text: String) -> (written: String, sign: String)? {
    let scalars = Array(text.unicodeScalars)
    var index = 0
    while index < scalars.count {
      defer { index += 1 }
      let scalar = scalars[index]
      // `%%` is a percent sign printf writes, not the start of a placeholder.
      if scalar == "%" && index + 1 < scalars.count && scalars[index + 1] == "%" {
        index += 1
        continue
      }
      let sign = lookalikeSigns[scalar.value]
      guard sign != nil || scalar == "%", let end = conversionEnd(in: scalars, from: index + 1) else {
        continue
      }
      let written = scalars[index..<end]
      if let sign { return (String(String.UnicodeScalarView(written)), sign) }
      // Typed by an input method in full-width mode after a half-width `%` (audit 90).
      if let wide = written.first(where: { (0xFF01...0xFF5E).contains($0.value) }) {
        return (String(String.UnicodeScalarView(written)), "the full-width \(Character(wide))")
      }
    }
    return nil
  }

  /// Where a conversion that starts at `start` (after spaces and direction marks, which machine
  /// translation and right-to-left editing put there) ends, or `nil` where none starts there. Its
  /// letters and digits may be full-width too ("％ｄ", "％１＄＠"), and it may have flags ("٪-d").
  private static func conversionEnd(in original: [Unicode.Scalar], from start: Int) -> Int? {
    let scalars = original.map(asciiForm)
    var end = start
    while end < scalars.count,
      scalars[end].properties.generalCategory == .spaceSeparator
        || scalars[end].properties.generalCategory == .format
    {
      end += 1
    }
    let rest = String(String.UnicodeScalarView(scalars[end...]))
    if let variable = variableReference(at: rest) { return end + variable }
    if rest.hasPrefix("arg") { return isASCIILetter(rest.unicodeScalars.dropFirst(3).first) ? nil : end + 3 }
    let pattern = rest.unicodeScalars.prefix { $0.isASCII && !$0.properties.isWhitespace }
    let digits = pattern.prefix { ("0"..."9").contains($0) || "$.-+'".unicodeScalars.contains($0) }
    let afterDigits = pattern.dropFirst(digits.count)
    let length = ["ll", "l", "h", "q", "z"].first { afterDigits.starts(with: $0.unicodeScalars) } ?? ""
    let conversion = afterDigits.dropFirst(length.unicodeScalars.count).first
    // `%D`, `%U` and `%O` are NSString's synonyms of `%ld`, `%lu` and `%lo` ("％D坦克").
    guard let conversion, "diufs@DUO".unicodeScalars.contains(conversion) else { return nil }
    let after = digits.count + length.unicodeScalars.count + 1
    // "٪ d من" and "％d個" are placeholders, "٪ des" a word ("@" ends any placeholder).
    if conversion != "@" && isASCIILetter(rest.unicodeScalars.dropFirst(after).first) { return nil }
    return end + after
  }

  /// The length in scalars of a `#@name@` at the start of `text`, else `nil`.
  private static func variableReference(at text: String) -> Int? {
    guard text.hasPrefix("#@"), let close = text.dropFirst(2).firstIndex(of: "@") else { return nil }
    let name = text[text.index(text.startIndex, offsetBy: 2)..<close]
    let isNameScalar = { (scalar: Unicode.Scalar) in
      isASCIILetter(scalar) || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "."
    }
    guard !name.isEmpty, name.unicodeScalars.allSatisfy(isNameScalar) else { return nil }
    return name.unicodeScalars.count + 3
  }

  private static func isASCIILetter(_ scalar: Unicode.Scalar?) -> Bool {
    guard let scalar else { return false }
    return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
  }

  /// Percent signs of other scripts and widths, by scalar value.
  private static let lookalikeSigns: [UInt32: String] = [
    0x066A: "the Arabic percent sign (٪)", 0xFF05: "the full-width percent sign (％)",
    0xFE6A: "the small percent sign (﹪)",
  ]
}
