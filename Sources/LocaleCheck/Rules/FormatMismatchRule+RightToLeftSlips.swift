import CatalogParser

extension FormatMismatchRule {
  /// `problem` told the right-to-left typing slip behind it, where `text` has one: a placeholder
  /// written backwards ("حذف @%"), a direction mark inside one ("%\u{200F}@"), or an argument
  /// number in Arabic-Indic digits ("%١$@"). printf reads none of them, so the value is lost.
  ///
  /// A variable written backwards ("@n@#%") is told without right-to-left letters beside it: a
  /// `.stringsdict` format key is often the variable alone.
  static func withRightToLeftSlip(_ problem: String?, in text: String, source: String) -> String? {
    guard let problem else { return nil }
    let remark =
      text.unicodeScalars.contains(where: isRightToLeft)
      ? brokenPlaceholders(in: text) ?? backwardsPlaceholder(in: text, source: source)
      : backwardsPlaceholder(in: text, source: source, variablesOnly: true)
    return remark.map { problem + "; " + $0 } ?? problem
  }

  /// What printf does not read in `text`'s placeholders, each kind told once for all that have
  /// it ("'%١$@' and '%٢$@' number their arguments with Arabic-Indic digits").
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
        case .invisible:
          several
            ? "have invisible characters inside, which printf does not read as placeholders"
            : "has an invisible character inside, which printf does not read as a placeholder"
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

  /// The placeholders of the source that `text` loses and writes backwards ("@%" for `%@`, "d%",
  /// "@n@#%" for `%#@n@`), all of them ("@$1% و @$2%").
  private static func backwardsPlaceholder(in text: String, source: String, variablesOnly: Bool = false)
    -> String?
  {
    let kept = Set(FormatSpecifierParser.parse(text).map(\.argument))
    let lost = FormatSpecifierParser.parse(source).filter {
      !kept.contains($0.argument) && !$0.isArgPlaceholder && (!variablesOnly || $0.substitutionName != nil)
    }
    // Not inside what printf reads ("%d%%" holds "d%", "@%@" holds "@%"), nor after a Latin
    // letter ("Android%"); after a Hebrew or Arabic one it is the typing ("שלח ל@%").
    var rest = text.replacingOccurrences(of: "%%", with: "  ")
    for kept in FormatSpecifierParser.parse(rest).map(\.text).sorted(by: { $0.count > $1.count }) {
      rest = rest.replacingOccurrences(of: kept, with: String(repeating: " ", count: kept.count))
    }
    var seen = Set<String>()
    let backwards = lost.compactMap { placeholder -> (text: String, written: String)? in
      guard seen.insert(placeholder.text).inserted else { return nil }
      let written = backwardsSpellings(of: placeholder.text).first { reversed in
        rest.ranges(of: reversed).contains { range in
          range.lowerBound == rest.startIndex || !isLatinLetter(rest[rest.index(before: range.lowerBound)])
        }
      }
      return written.map { (placeholder.text, $0) }
    }
    guard !backwards.isEmpty else { return nil }
    let written = listed(backwards.map { "'\($0.written)'" })
    let fixes = listed(backwards.map(\.text))
    return backwards.count == 1
      ? "\(written) is \(fixes) written backwards, as right-to-left typing turns it; write \(fixes)"
      : "\(written) are \(fixes) written backwards, as right-to-left typing turns them; write \(fixes)"
  }

  /// How right-to-left typing writes `placeholder` backwards: as the screen shows it, where a run
  /// of Latin letters keeps its order ("lld%" for `%lld`, "@windows@#%" for `%#@windows@`), and
  /// every character reversed ("dll%"), as typed one by one.
  private static func backwardsSpellings(of placeholder: String) -> [String] {
    var runs: [String] = []
    for character in placeholder {
      if isLatinLetter(character), let last = runs.last?.last, isLatinLetter(last) {
        runs[runs.count - 1].append(character)
      } else {
        runs.append(String(character))
      }
    }
    let shown = runs.reversed().joined()
    let typed = String(placeholder.reversed())
    return shown == typed ? [shown] : [shown, typed]
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
      /// A zero-width space, joiner or non-joiner, word joiner or byte order mark.
      case invisible
      /// Digits of another script, by name ("Arabic-Indic").
      case digits(String)
    }
    let cause: Cause
    /// The placeholder as `text` writes it, and as printf would read it.
    let written: String
    let fix: String
  }

  /// Every `%` followed by what would be a placeholder but for direction marks or invisible
  /// characters inside it (`%\u{200F}@`, `%1$\u{200E}@`, `%\u{200C}@`), or but for an
  /// argument number in Arabic-Indic digits.
  private static func brokenPlaceholderSlips(in text: String) -> [BrokenPlaceholder] {
    let scalars = Array(text.unicodeScalars)
    var found: [BrokenPlaceholder] = []
    // A `%` of `%%` is a percent sign printf writes, and the mark after it is text.
    for index in scalars.indices
    where scalars[index] == "%" && scalars[safe: index - 1] != "%" && scalars[safe: index + 1] != "%" {
      if let slip = markedPlaceholder(at: index, in: scalars) {
        found.append(slip)
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

  /// The placeholder that the `%` at `index` would start without the marks inside it, where there
  /// are marks inside it (not only after it: `%@\u{200F}` is a whole placeholder).
  private static func markedPlaceholder(at index: Int, in scalars: [Unicode.Scalar]) -> BrokenPlaceholder? {
    var visible: [Unicode.Scalar] = []
    var originalEnds: [Int] = []
    var end = index + 1
    while end < scalars.count, visible.count < 12 {
      if !isMark(scalars[end]) {
        visible.append(scalars[end])
        originalEnds.append(end + 1)
      }
      end += 1
    }
    guard let fix = placeholder(startingWith: "%", visible[...]), fix.unicodeScalars.count >= 2 else {
      return nil
    }
    let last = originalEnds[fix.unicodeScalars.count - 2]
    // Marks only where the visible placeholder's characters are: none, and printf reads it.
    guard last - index > fix.unicodeScalars.count else { return nil }
    let marks = scalars[index..<last].filter(isMark)
    // Quoted with the marks written out: a reader sees no zero-width non-joiner.
    let written = scalars[index..<last].map {
      isMark($0) ? CodePoint.escape($0) : String($0)
    }
    .joined()
    let isDirection = marks.allSatisfy { !isInvisible($0) }
    return BrokenPlaceholder(cause: isDirection ? .directionMark : .invisible, written: written, fix: fix)
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

  /// A zero-width space, non-joiner or joiner, word joiner or byte order mark.
  private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    (0x200B...0x200D).contains(scalar.value) || scalar.value == 0x2060 || scalar.value == 0xFEFF
  }

  /// Direction marks and embeddings, and the invisible characters right-to-left keyboards type
  /// beside them (zero-width space, non-joiner and joiner, word joiner, byte order mark).
  private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
    [0x200E, 0x200F, 0x061C].contains(scalar.value) || (0x202A...0x202E).contains(scalar.value)
      || (0x2066...0x2069).contains(scalar.value) || isInvisible(scalar)
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
