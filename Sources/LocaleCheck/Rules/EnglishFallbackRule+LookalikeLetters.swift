import CatalogParser

extension EnglishFallbackRule {
  /// `text` with the Cyrillic and Greek letters that look like Latin ones written as those, in the
  /// words that mix them with Latin letters ("usеrs" with a Cyrillic "е"): an English copy that one
  /// letter typed on another keyboard makes look translated, which VoiceOver still reads as English.
  /// `nil` where no word mixes them: "ОК", all Cyrillic, is Russian's own spelling.
  static func withLatinLookalikes(_ text: String) -> String? {
    // Most texts are ASCII, or hold no Latin letter (a Russian translation): bytes settle them.
    guard text.utf8.contains(where: { $0 >= 0x80 }),
      text.utf8.contains(where: { ($0 | 0x20) >= UInt8(ascii: "a") && ($0 | 0x20) <= UInt8(ascii: "z") }),
      hasMixedScriptWord(text)
    else { return nil }
    var folded = String.UnicodeScalarView()
    var word: [Unicode.Scalar] = []
    func endWord() {
      let mixes = word.contains { $0.isASCII } && word.contains { latinLookalike(of: $0) != nil }
      folded.append(contentsOf: mixes ? word.map { latinLookalike(of: $0) ?? $0 } : word)
      word.removeAll(keepingCapacity: true)
    }
    for scalar in text.unicodeScalars {
      if scalar.properties.isAlphabetic {
        word.append(scalar)
      } else {
        endWord()
        folded.append(scalar)
      }
    }
    endWord()
    return String(folded)
  }

  /// The remark for a copy whose look-alike letters are of another script: ", a copy of 'Search
  /// users' with Cyrillic 'е' (U+0435) for 'e'", so that a translator knows which letter to retype.
  static func lookalikeRemark(_ text: String, source: String) -> String? {
    guard let folded = withLatinLookalikes(text), LabelText.trimmed(folded) == LabelText.trimmed(source)
    else { return nil }
    var seen: Set<Unicode.Scalar> = []
    let letters = text.unicodeScalars.compactMap { scalar -> String? in
      guard let latin = latinLookalike(of: scalar), seen.insert(scalar).inserted else { return nil }
      let script = scalar.value < 0x0400 ? "Greek" : "Cyrillic"
      return "\(script) '\(Character(scalar))' (\(CodePoint.text(scalar.value))) for '\(Character(latin))'"
    }
    let quoted = "'\(withVisibleJoiners(LabelText.trimmed(source)))'"
    return ", a copy of \(quoted) with \(letters.joined(separator: ", "))"
  }

  /// Whether a word of `text` holds both ASCII letters and letters of another script that look
  /// like Latin ones, without building anything: most non-ASCII texts are one script's words.
  private static func hasMixedScriptWord(_ text: String) -> Bool {
    var hasASCII = false
    var hasLookalike = false
    for scalar in text.unicodeScalars {
      if scalar.isASCII {
        guard (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") else {
          (hasASCII, hasLookalike) = (false, false)
          continue
        }
        hasASCII = true
      } else if latinLookalike(of: scalar) != nil {
        hasLookalike = true
      } else if !scalar.properties.isAlphabetic {
        (hasASCII, hasLookalike) = (false, false)
        continue
      }
      if hasASCII && hasLookalike { return true }
    }
    return false
  }

  /// The Latin letter a Cyrillic or Greek letter is drawn like in common fonts, if any.
  static func latinLookalike(of scalar: Unicode.Scalar) -> Unicode.Scalar? {
    guard scalar.value >= 0x0391, scalar.value <= 0x052F else { return nil }
    return lookalikes[scalar]
  }

  /// Cyrillic and Greek letters drawn as Latin ones (Unicode's confusables, those alike in shape
  /// and not only in a few fonts).
  private static let lookalikes: [Unicode.Scalar: Unicode.Scalar] = [
    "а": "a", "е": "e", "о": "o", "р": "p", "с": "c", "у": "y", "х": "x", "і": "i", "ј": "j", "ѕ": "s",
    "ԁ": "d", "һ": "h", "ӏ": "l", "А": "A", "В": "B", "Е": "E", "К": "K", "М": "M", "Н": "H",
    "О": "O", "Р": "P", "С": "C", "Т": "T", "Х": "X", "І": "I", "Ј": "J", "Ѕ": "S", "Ү": "Y",
    "Α": "A", "Β": "B", "Ε": "E", "Ζ": "Z", "Η": "H", "Ι": "I", "Κ": "K", "Μ": "M", "Ν": "N",
    "Ο": "O", "Ρ": "P", "Τ": "T", "Υ": "Y", "Χ": "X", "ο": "o",
  ]
}
