import Foundation

/// Case and diacritic folding one scalar at a time, from a table made once with Foundation's own
/// folding.
///
/// Foundation's `folding(options:locale:)` costs microseconds a word; role-word matching folds
/// the first and last words of every label in every locale. Latin, Greek and Cyrillic fold letter
/// by letter (a precomposed letter loses its marks, capitals become small), and Hebrew, Arabic,
/// Devanagari (its letters with a nukta decomposed first), Thai and kana only lose their vowel
/// marks, so a table of single scalars gives
/// Foundation's answer for a whole word. CJK ideographs and Hangul syllables have neither case
/// nor marks and stay as they are. Text with anything else (combining marks of Latin letters,
/// other scripts) is left to Foundation. Labels and role words are folded by the same function,
/// so they always match alike.
enum ScalarFolding {
  /// The ranges folded from the table: Latin-1 to Latin Extended-B, Greek, Cyrillic, Hebrew,
  /// Arabic, Devanagari, Thai, Hiragana and Katakana.
  private static let ranges: [ClosedRange<UInt32>] = [
    0xC0...0x24F, 0x370...0x3FF, 0x400...0x4FF, 0x590...0x5FF, 0x600...0x6FF, 0x900...0x97F,
    0xE00...0xE7F, 0x3040...0x30FF,
  ]
  /// CJK unified ideographs and Hangul syllables: no case, no marks.
  private static let unchanged: [ClosedRange<UInt32>] = [0x4E00...0x9FFF, 0xAC00...0xD7A3]

  /// The scalars of `range` folded by Foundation, each alone on a line of one text: one call to
  /// Foundation per range instead of one per scalar (1,600 at startup, 15 ms). Folding neither
  /// adds nor removes a line break; if the lines do not come back one per scalar, each scalar is
  /// folded on its own.
  private static func foldedScalars(of range: ClosedRange<UInt32>) -> [String] {
    let texts = range.map { value in Unicode.Scalar(value).map { String(Character($0)) } ?? "" }
    let folded = RoleWords.Folded.foundationFold(texts.joined(separator: "\n"))
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard folded.count == texts.count else { return texts.map(RoleWords.Folded.foundationFold) }
    return folded
  }

  /// A range's scalars folded by Foundation, as UTF-8: the folded scalars end to end, and where
  /// each one starts.
  private typealias FoldedRange = (bytes: [UInt8], starts: [Int])

  private static func utf8Table(of range: ClosedRange<UInt32>) -> FoldedRange {
    var bytes: [UInt8] = []
    var starts = [0]
    for text in foldedScalars(of: range) {
      bytes.append(contentsOf: text.utf8)
      starts.append(bytes.count)
    }
    return (bytes, starts)
  }

  /// The table of `ranges[index]`, made the first time a scalar of it is folded: a run folds
  /// the scripts of its labels and role words, not all of them.
  private static func table(_ index: Int) -> FoldedRange {
    switch index {
    case 0: latin
    case 1: greek
    case 2: cyrillic
    case 3: hebrew
    case 4: arabic
    case 5: devanagari
    case 6: thai
    default: kana
    }
  }

  private static let latin = utf8Table(of: ranges[0])
  private static let greek = utf8Table(of: ranges[1])
  private static let cyrillic = utf8Table(of: ranges[2])
  private static let hebrew = utf8Table(of: ranges[3])
  private static let arabic = utf8Table(of: ranges[4])
  private static let devanagari = utf8Table(of: ranges[5])
  private static let thai = utf8Table(of: ranges[6])
  private static let kana = utf8Table(of: ranges[7])

  /// `text` folded as Foundation folds it, or `nil` when it holds a scalar outside the table.
  ///
  /// Built as UTF-8 bytes and made a `String` once: appending scalar by scalar to a `String` cost
  /// more than the rest of a word's check.
  static func fold(_ text: String) -> String? {
    var result: [UInt8] = []
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      let value = scalar.value
      if value < 0x80 {
        result.append(UInt8(truncatingIfNeeded: (0x41...0x5A).contains(value) ? value + 0x20 : value))
        continue
      }
      if unchanged.contains(where: { $0.contains(value) }) {
        UTF8.encode(scalar) { result.append($0) }
        continue
      }
      guard let index = ranges.firstIndex(where: { $0.contains(value) }) else { return nil }
      // A mark folds to nothing, as Foundation (and `foundationFold`) drop it.
      let (bytes, starts) = table(index)
      let offset = Int(value - ranges[index].lowerBound)
      result.append(contentsOf: bytes[starts[offset]..<starts[offset + 1]])
    }
    return String(decoding: result, as: UTF8.self)
  }
}
