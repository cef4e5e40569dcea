extension FormatSpecifierParser {
  /// `text` with the argument number of each placeholder written (`%d of %d` is `%1$d of %2$d`,
  /// `%#@files@` is `%1$#@files@`): two texts that differ only in writing the numbers read alike.
  public static func withArgumentNumbers(_ text: String) -> String {
    let unnumbered = parse(text).filter { !$0.text.contains("$") }
    guard !unnumbered.isEmpty else { return text }
    var bytes = Array(text.utf8)
    // Last first, so that the offsets still to use stay where they are.
    for specifier in unnumbered.sorted(by: { $0.utf8Range.lowerBound > $1.utf8Range.lowerBound }) {
      bytes.insert(contentsOf: "\(specifier.argument)$".utf8, at: specifier.utf8Range.lowerBound + 1)
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `text` without the argument number of its only placeholder (`%2$d times` is `%d times`):
  /// a plural form's one placeholder is its variable's argument however it is written; `text`
  /// itself where it has another number of placeholders or writes none.
  public static func withoutTheOnlyArgumentNumber(_ text: String) -> String {
    guard text.utf8.contains(UInt8(ascii: "$")) else { return text }
    let specifiers = parse(text)
    guard specifiers.count == 1, let dollar = specifiers[0].text.utf8.firstIndex(of: UInt8(ascii: "$")) else {
      return text
    }
    let specifier = specifiers[0]
    let numberLength = specifier.text.utf8.distance(from: specifier.text.utf8.startIndex, to: dollar)
    var bytes = Array(text.utf8)
    // `%` stays; the digits and `$` after it go.
    bytes.removeSubrange(
      (specifier.utf8Range.lowerBound + 1)..<(specifier.utf8Range.lowerBound + numberLength + 1))
    return String(decoding: bytes, as: UTF8.self)
  }
}
