extension FormatMismatchRule {
  /// `problem` told the right-to-left typing slip behind it, where `text` has one: a placeholder
  /// written backwards ("حذف @%"), a direction mark inside one ("%\u{200F}@"), or an argument
  /// number in Arabic-Indic digits ("%١$@"). printf reads none of them, so the value is lost.
  static func withRightToLeftSlip(_ problem: String?, in text: String, source: String) -> String? {
    guard let problem, text.unicodeScalars.contains(where: isRightToLeft),
      let remark = brokenPlaceholders(in: text) ?? backwardsPlaceholder(in: text, source: source)
    else { return problem }
    return problem + "; " + remark
  }

  /// What printf does not read in `text`'s placeholders, each kind told once for all that have
  /// it ("'%١$@' and '%٢$@' number their arguments with Arabic-Indic digits", audit 128).
  private static func brokenPlaceholders(in text: String) -> String? {
    var slips: [(cause: BrokenPlaceholder.Cause, written: [String], fixes: [String])] = []
    for slip in brokenPlaceholderSlips(in: text) {
      if let index = slips.firstIndex(where: { $0.cause == slip.cause }) {
        slips[index].written.append("'\(slip.written)'")
        slips[index].fixes.append(slip.fix)
      } else {
        slips.append((slip.cause, ["'\(slip.written)'"], [slip.fix]))
      }
    }
    guard !slips.isEmpty else { return nil }
    return slips.map { slip in
      let several = slip.written.count > 1
      let what = listed(slip.written)
      let reason =
        switch slip.cause {
        case .directionMark:
          several
            ? "have direction marks inside, which printf does not read as placeholders"
            : "has a direction mark inside, which printf does not read as a placeholder"
        case .digits(let name):
          several
            ? "number their arguments with \(name) digits, which printf does not read"
            : "numbers its argument with \(name) digits, which printf does not read"
        }
      return "\(what) \(reason); write \(listed(slip.fixes))"
    }.joined(separator: "; ")
  }

  /// A placeholder of the source that `text` loses and writes backwards ("@%" for `%@`, "d%").
  private static func backwardsPlaceholder(in text: String, source: String) -> String? {
    let kept = Set(FormatSpecifierParser.parse(text).map(\.argument))
    let lost = FormatSpecifierParser.parse(source).filter {
      !kept.contains($0.argument) && $0.substitutionName == nil && !$0.isArgPlaceholder
    }
    // Not inside what printf reads ("%d%%" holds "d%", "@%@" holds "@%"), nor after a Latin
    // letter ("Android%"); after a Hebrew or Arabic one it is the typing ("שלח ל@%").
    var rest = text.replacingOccurrences(of: "%%", with: "  ")
    for kept in FormatSpecifierParser.parse(rest).map(\.text).sorted(by: { $0.count > $1.count }) {
      rest = rest.replacingOccurrences(of: kept, with: String(repeating: " ", count: kept.count))
    }
    guard
      let placeholder = lost.first(where: { placeholder in
        let reversed = String(placeholder.text.reversed())
        return rest.ranges(of: reversed).contains { range in
          range.lowerBound == rest.startIndex || !isLatinLetter(rest[rest.index(before: range.lowerBound)])
        }
      })
    else { return nil }
    return
      "'\(String(placeholder.text.reversed()))' is \(placeholder.text) written backwards, as right-to-left "
      + "typing turns it; write \(placeholder.text)"
  }

  /// `items` as a sentence lists them: "a", "a and b", "a, b and c".
  private static func listed(_ items: [String]) -> String {
    guard items.count > 1, let last = items.last else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + last
  }

  /// A placeholder that a direction mark or an argument number in Arabic-Indic digits breaks.
  struct BrokenPlaceholder {
    enum Cause: Equatable {
      case directionMark
      /// Digits of another script, by name ("Arabic-Indic").
      case digits(String)
    }
    let cause: Cause
    /// The placeholder as `text` writes it, and as printf would read it.
    let written: String
    let fix: String
  }

  /// Every `%` followed by direction marks, or by an argument number in Arabic-Indic digits,
  /// before what would otherwise be a placeholder.
  private static func brokenPlaceholderSlips(in text: String) -> [BrokenPlaceholder] {
    let scalars = Array(text.unicodeScalars)
    var found: [BrokenPlaceholder] = []
    // A `%` of `%%` is a percent sign printf writes, and the mark after it is text.
    for index in scalars.indices
    where scalars[index] == "%" && scalars[safe: index - 1] != "%" && scalars[safe: index + 1] != "%" {
      var end = index + 1
      while end < scalars.count, isMark(scalars[end]) { end += 1 }
      if end > index + 1, let rest = placeholder(startingWith: "%", scalars[end...]) {
        let written = String(String.UnicodeScalarView(scalars[index..<end])) + rest.dropFirst()
        found.append(BrokenPlaceholder(cause: .directionMark, written: written, fix: rest))
        continue
      }
      let digits = scalars[(index + 1)...].prefix { asciiDigit($0) != nil }
      // Only an argument number (`%١$@`); digits without `$` are a width.
      let dollar = index + 1 + digits.count
      guard let other = digits.first(where: { !$0.isASCII }), dollar < scalars.count, scalars[dollar] == "$"
      else { continue }
      let ascii = "%" + String(String.UnicodeScalarView(digits.compactMap(asciiDigit)))
      if let rest = placeholder(startingWith: ascii, scalars[(index + 1 + digits.count)...]) {
        let written =
          String(String.UnicodeScalarView(scalars[index..<(index + 1 + digits.count)]))
          + rest.dropFirst(ascii.count)
        let name = other.value >= 0x6F0 ? "Extended Arabic-Indic (Persian)" : "Arabic-Indic"
        found.append(BrokenPlaceholder(cause: .digits(name), written: written, fix: rest))
      }
    }
    return found
  }

  /// The placeholder that `head` and the start of `rest` make, if they make one and it is no
  /// percent sign of the text read as one ("% i" in "%% iPhone").
  private static func placeholder(startingWith head: String, _ rest: ArraySlice<Unicode.Scalar>) -> String? {
    let candidate = head + String(String.UnicodeScalarView(rest.prefix(12)))
    guard let first = FormatSpecifierParser.parse(candidate).first, first.utf16Offset == 0,
      !first.startsLikeText,
      first.text.count > head.count || head == "%"
    else { return nil }
    return first.text
  }

  private static func isLatinLetter(_ character: Character) -> Bool {
    character.isASCII && character.isLetter
  }

  /// An ASCII or Arabic-Indic (Arabic, Persian) digit's ASCII form.
  private static func asciiDigit(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
    switch scalar.value {
    case 0x30...0x39: return scalar
    case 0x660...0x669: return Unicode.Scalar(scalar.value - 0x660 + 0x30)
    case 0x6F0...0x6F9: return Unicode.Scalar(scalar.value - 0x6F0 + 0x30)
    default: return nil
    }
  }

  private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
    [0x200E, 0x200F, 0x061C].contains(scalar.value) || (0x202A...0x202E).contains(scalar.value)
      || (0x2066...0x2069).contains(scalar.value)
  }

  /// Hebrew, Arabic-script and Syriac letters, and the right-to-left marks (RLM, ALM, RLE, RLO,
  /// RLI): a left-to-right mark in Latin text is no right-to-left typing.
  static func isRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
    (0x0590...0x08FF).contains(scalar.value) || (0xFB1D...0xFEFC).contains(scalar.value)
      || [0x200F, 0x061C, 0x202B, 0x202E, 0x2067].contains(scalar.value)
  }
}

extension Array {
  /// The element at `index`, or `nil` outside the array.
  fileprivate subscript(safe index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}
