import Foundation

/// Case and diacritic folding of Latin, Greek and Cyrillic text one scalar at a time, from a table
/// made once with Foundation's own folding.
///
/// Foundation's `folding(options:locale:)` costs microseconds a word; role-word matching folds
/// the first and last words of every label in every locale. These scripts fold letter by letter
/// (a precomposed letter loses its marks, capitals become small), so a table of single scalars
/// gives Foundation's answer for a whole word. Text with anything else (combining marks, other
/// scripts) is left to Foundation.
enum ScalarFolding {
  /// The folded form of each scalar in `ranges`, in order.
  private static let ranges: [ClosedRange<UInt32>] = [0xC0...0x24F, 0x370...0x3FF, 0x400...0x4FF]

  private static let table: [ClosedRange<UInt32>: [String]] = {
    var result: [ClosedRange<UInt32>: [String]] = [:]
    for range in ranges {
      result[range] = range.map { value in
        Unicode.Scalar(value).map { RoleWords.Folded.foundationFold(String(Character($0))) } ?? ""
      }
    }
    return result
  }()

  /// `text` folded as Foundation folds it, or `nil` when it holds a scalar outside the table.
  static func fold(_ text: String) -> String? {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      let value = scalar.value
      if value < 0x80 {
        result.unicodeScalars.append((0x41...0x5A).contains(value) ? Unicode.Scalar(value + 0x20)! : scalar)
        continue
      }
      guard let range = ranges.first(where: { $0.contains(value) }), let folds = table[range] else {
        return nil
      }
      let folded = folds[Int(value - range.lowerBound)]
      // A scalar Foundation would not fold alone (a surrogate-free gap) leaves the word to it.
      if folded.isEmpty { return nil }
      result += folded
    }
    return result
  }
}
