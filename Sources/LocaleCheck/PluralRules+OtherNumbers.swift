extension PluralRules {
  /// The whole numbers `language` shows in its `other` form, written for a message: "0 and every
  /// number from 2 on" (English), "100 to 102, 200 to 202, 300 to 302, …" (Arabic), "fractions
  /// such as 1.5 only" where its other forms take every whole number (Polish, Russian); `nil`
  /// where the language's rule is not written out here.
  ///
  /// Derived from ``category(ofWholeNumber:in:)`` over the numbers to 1,000, so that it agrees
  /// with what the rules say elsewhere. `withZeroForm`: the plural has a `zero` form, which
  /// Foundation shows for 0. `lacking`: the forms the plural lacks, whose numbers Foundation
  /// shows in `other` meanwhile (a Russian plural without `many` for 0, 5 to 20, …; audit 271).
  static func otherWholeNumbers(
    in language: String, withZeroForm: Bool = false, lacking: Set<PluralCategory> = []
  ) -> String? {
    var ranges: [ClosedRange<Int>] = []
    for number in 0...numbersScanned {
      guard let category = category(ofWholeNumber: number, in: language) else { return nil }
      guard category == .other || lacking.contains(category), !(withZeroForm && number == 0) else { continue }
      if let last = ranges.last, last.upperBound == number - 1 {
        ranges[ranges.count - 1] = last.lowerBound...number
      } else {
        ranges.append(number...number)
      }
    }
    guard !ranges.isEmpty else { return "fractions such as 1.5 only" }
    // French, Spanish, Italian, Portuguese: the exact millions are `many` ("1000000 de fichiers").
    let millionsCategory = category(ofWholeNumber: 1_000_000, in: language)
    let millions =
      millionsCategory == .other || millionsCategory.map(lacking.contains) == true
      ? "" : " but the exact millions"
    var parts: [String] = []
    for range in ranges.prefix(3) {
      guard range.upperBound < numbersScanned else {
        let open = "every number from \(range.lowerBound) on" + millions
        return parts.isEmpty ? open : parts.joined(separator: ", ") + " and " + open
      }
      parts.append(range.count == 1 ? "\(range.lowerBound)" : "\(range.lowerBound) to \(range.upperBound)")
    }
    return parts.joined(separator: ", ") + (ranges.count > parts.count ? ", …" : "")
  }

  /// The numbers ``otherWholeNumbers(in:withZeroForm:)`` looks at: past them a rule repeats.
  private static let numbersScanned = 1_000
}
