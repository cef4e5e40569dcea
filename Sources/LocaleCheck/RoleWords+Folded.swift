import Foundation

extension RoleWords {
  /// A label folded for matching: trimmed of spaces and punctuation at both ends, lowercased,
  /// without diacritics.
  struct Folded {
    /// The label without edge punctuation.
    private let trimmed: Substring.UnicodeScalarView
    private let window: Int
    /// The label's word count, and its first and last `edgeWords` words, folded.
    let wordCount: Int
    let headWords: [String]
    let tailWords: [String]

    init(_ label: String, window: Int = .max, edgeWords: Int = .max) {
      var scalars = Substring(label).unicodeScalars
      while let first = scalars.first, Folded.isEdge(first) { scalars.removeFirst() }
      while let last = scalars.last, Folded.isEdge(last) { scalars.removeLast() }
      trimmed = scalars
      self.window = window
      let words = Folded.wordRanges(scalars)
      wordCount = words.count
      let take = min(edgeWords, words.count)
      func word(_ range: Range<String.Index>) -> String { Folded.fold(String(scalars[range])) }
      let head = words.prefix(take).map(word)
      // A short label's tail words are its head words: fold each word once.
      let tailStart = words.count - take
      headWords = head
      tailWords = (tailStart..<words.count).map { $0 < take ? head[$0] : word(words[$0]) }
    }

    var isEmpty: Bool { trimmed.isEmpty }

    /// The folded label, or its head when it is longer than two windows (for unspaced scripts).
    var text: String {
      guard longTailStart != nil else { return Folded.fold(String(trimmed)) }
      return Folded.fold(String(trimmed[..<trimmed.index(trimmed.startIndex, offsetBy: window)]))
    }

    /// The folded tail of a long label; `nil` when `text` is the whole label.
    var tail: String? {
      guard let tailStart = longTailStart else { return nil }
      return Folded.fold(String(trimmed[tailStart...]))
    }

    /// Where the tail window starts, for labels longer than two windows.
    private var longTailStart: String.Index? {
      guard window < .max / 2,
        let start = trimmed.index(trimmed.endIndex, offsetBy: -window, limitedBy: trimmed.startIndex),
        trimmed.distance(from: trimmed.startIndex, to: start) > window
      else { return nil }
      return start
    }

    /// The text whose end is the label's end.
    var end: String { tail ?? text }

    /// The letter-and-digit runs of `text`, split the same way as labels are.
    static func words(of text: String) -> [String] {
      let scalars = Substring(text).unicodeScalars
      return wordRanges(scalars).map { String(scalars[$0]) }
    }

    /// The ranges of letter-and-digit runs (marks stay inside words).
    private static func wordRanges(_ scalars: Substring.UnicodeScalarView) -> [Range<String.Index>] {
      var ranges: [Range<String.Index>] = []
      var wordStart: String.Index?
      var index = scalars.startIndex
      while index < scalars.endIndex {
        if isWordScalar(scalars[index]) {
          if wordStart == nil { wordStart = index }
        } else if let begin = wordStart {
          ranges.append(begin..<index)
          wordStart = nil
        }
        index = scalars.index(after: index)
      }
      if let begin = wordStart { ranges.append(begin..<scalars.endIndex) }
      return ranges
    }

    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool { ScalarClasses.isWord(scalar.value) }

    /// `fold(word)` for looking a word up among role words: a word in `UnlistedScripts` cannot
    /// be one, folded or not, so it is not folded.
    static func foldForLookup(_ word: String) -> String {
      UnlistedScripts.contains(word) ? word : fold(word)
    }

    static func fold(_ text: String) -> String {
      // Plain ASCII needs no diacritic folding; Foundation's folding is the slow part.
      if text.isAllASCII { return text.lowercased() }
      let text = withoutEdgeJoiners(text)
      return ScalarFolding.fold(text) ?? FoldCache.shared.fold(text)
    }

    /// `text` without zero-width non-joiners at its ends: one joins letters inside a word only
    /// ("دکمه‌ها"); at a word's edge ("دکمه‌ ذخیره") it joins nothing.
    static func withoutEdgeJoiners(_ text: String) -> String {
      let joiner: Unicode.Scalar = "\u{200C}"
      guard text.unicodeScalars.first == joiner || text.unicodeScalars.last == joiner else { return text }
      var scalars = Substring(text).unicodeScalars
      while scalars.first == joiner { scalars.removeFirst() }
      while scalars.last == joiner { scalars.removeLast() }
      return String(scalars)
    }

    /// Foundation's case and diacritic folding of `text` with its Indic letters decomposed, without
    /// the marks it leaves on Arabic and Hebrew, and with Arabic kaf and yeh written as Persian's.
    static func foundationFold(_ text: String) -> String {
      let folded = withIndicLettersDecomposed(text).folding(
        options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
      // Foundation leaves Arabic and Hebrew vowel marks in place; they never change a word.
      var scalars = String.UnicodeScalarView()
      for scalar in folded.unicodeScalars where scalar.properties.generalCategory != .nonspacingMark {
        scalars.append(persianLetter(for: scalar))
      }
      return String(scalars)
    }

    /// `text` with the Indic letters that have a canonical decomposition decomposed: Foundation
    /// folds Devanagari "फ़" written as one scalar (U+095E) as it is, but its decomposed spelling
    /// to "फ", and a Kannada "ೈ" apart from its decomposed spelling. Only these
    /// scripts: decomposing Hangul would turn syllables into jamo.
    private static func withIndicLettersDecomposed(_ text: String) -> String {
      guard text.unicodeScalars.contains(where: { decomposableIndicLetters.contains($0.value) }) else {
        return text
      }
      var scalars = String.UnicodeScalarView()
      for scalar in text.unicodeScalars {
        if decomposableIndicLetters.contains(scalar.value) {
          scalars.append(contentsOf: String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars)
        } else {
          scalars.append(scalar)
        }
      }
      return String(scalars)
    }

    /// The Indic letters (U+0900 to U+0DFF) that have a canonical decomposition ("फ़", "ೈ"): the
    /// few that folding decomposes, looked up instead of decomposing every letter.
    private static let decomposableIndicLetters: Set<UInt32> = Set(
      (0x0900...0x0DFF).filter { value in
        Unicode.Scalar(value).map { String($0).decomposedStringWithCanonicalMapping.unicodeScalars.count > 1 }
          ?? false
      })

    /// The Persian letter for Arabic kaf (ك) and yeh (ي, and alef maksura ى), else `scalar`:
    /// Persian and Urdu typed on an Arabic keyboard, or taken from older sources, write these
    /// ("دكمه ذخيره" for "دکمه ذخیره"). Arabic words keep their sense, since labels and role
    /// words fold alike.
    private static func persianLetter(for scalar: Unicode.Scalar) -> Unicode.Scalar {
      switch scalar.value {
      case 0x643: "\u{6A9}"
      case 0x649, 0x64A: "\u{6CC}"
      default: scalar
      }
    }

    private static func isEdge(_ scalar: Unicode.Scalar) -> Bool { ScalarClasses.isEdge(scalar.value) }
  }
}
