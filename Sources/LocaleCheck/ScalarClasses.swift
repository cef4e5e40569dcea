/// Which scalars make up words and which are trimmed from a label's edges, for role-word matching.
///
/// Role-word matching reads the first and last words of every label in every locale, and a look-up
/// in Unicode's property tables costs hundreds of instructions a scalar. Scalars below U+2070 (the
/// alphabets, the Indic and South-East Asian scripts, general punctuation) are answered from a
/// table made once from those same properties (about a millisecond); the rest, mostly symbols and
/// rarer in labels, are looked up.
enum ScalarClasses {
  /// The first scalar value the table does not hold.
  private static let tableEnd: UInt32 = 0x2070
  private static let wordBit: UInt8 = 1
  private static let edgeBit: UInt8 = 2
  private static let zeroWidthNonJoiner: UInt32 = 0x200C

  /// Each scalar's bits below `tableEnd`; the ASCII ones first, so plain labels never build the rest.
  private static let asciiTable: [UInt8] = (0..<0x80).map(classify)
  private static let table: [UInt8] = (0..<tableEnd).map { $0 < 0x80 ? asciiTable[Int($0)] : classify($0) }

  /// Whether the scalar with this value belongs to a word: a letter, digit or mark.
  static func isWord(_ value: UInt32) -> Bool { bits(of: value) & wordBit != 0 }

  /// Whether the scalar with this value is trimmed from a label's edges: space, punctuation,
  /// symbols, controls.
  static func isEdge(_ value: UInt32) -> Bool { bits(of: value) & edgeBit != 0 }

  private static func bits(of value: UInt32) -> UInt8 {
    if value < 0x80 { return asciiTable[Int(value)] }
    // The most common letters of all are answered without the table, which they would fill for nothing.
    if letterRanges.contains(where: { $0.contains(value) }) { return wordBit }
    if value < tableEnd { return table[Int(value)] }
    return classify(value)
  }

  /// The bits of one scalar from a single general-category look-up where the category settles
  /// both questions (letters, marks, numbers, unassigned), else from `isWordByProperties` and
  /// `isEdgeByProperties`: built once for the whole table, so its cost counts.
  private static func classify(_ value: UInt32) -> UInt8 {
    guard let scalar = Unicode.Scalar(value) else { return 0 }
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
      .nonspacingMark, .spacingMark, .decimalNumber, .letterNumber, .otherNumber:
      return wordBit
    case .unassigned, .privateUse, .surrogate:
      return 0
    default:
      return (isWordByProperties(scalar) ? wordBit : 0) | (isEdgeByProperties(scalar) ? edgeBit : 0)
    }
  }

  /// Ranges of letters only: Latin-1 and Latin Extended-A and -B, Cyrillic, Hebrew and Arabic
  /// letters, Hiragana, Katakana, CJK ideographs and Hangul syllables.
  static let letterRanges: [ClosedRange<UInt32>] = [
    0xC0...0xD6, 0xD8...0xF6, 0xF8...0x24F, 0x400...0x481, 0x48A...0x52F, 0x5D0...0x5EA, 0x620...0x64A,
    0x3041...0x3096, 0x30A1...0x30FA, 0x4E00...0x9FEF, 0xAC00...0xD7A3,
  ]

  /// A word scalar by Unicode's properties: alphabetic, numeric, or a mark (marks stay inside words).
  /// The zero-width non-joiner is one too: it joins a Persian word to its suffix ("دکمه‌ها",
  /// buttons) and keeps Indic letters apart inside one word.
  static func isWordByProperties(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.value == zeroWidthNonJoiner { return true }
    let properties = scalar.properties
    return properties.isAlphabetic || properties.numericType != nil
      || properties.generalCategory == .nonspacingMark || properties.generalCategory == .spacingMark
  }

  /// An edge scalar by Unicode's general category.
  static func isEdgeByProperties(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.value == zeroWidthNonJoiner { return false }
    switch scalar.properties.generalCategory {
    case .spaceSeparator, .lineSeparator, .paragraphSeparator, .control, .format,
      .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
      .initialPunctuation, .finalPunctuation, .otherPunctuation, .mathSymbol, .otherSymbol:
      return true
    default:
      return false
    }
  }
}
