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
}
