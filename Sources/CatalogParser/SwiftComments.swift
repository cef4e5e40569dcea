/// Swift source without its comments, for the few facts read from a manifest as text.
enum SwiftComments {
  /// `text` with each `//` and `/* */` comment (nested too) replaced by a space; string literals
  /// (`"…"`, `"""…"""`, raw `#"…"#`) are kept as they are, so a URL's `//` stays.
  /// `keepingPlaces`: each of a comment's characters is a space instead (its line breaks stay),
  /// so that what follows keeps its line and column.
  static func removed(from text: String, keepingPlaces: Bool = false) -> String {
    let scalars = Array(text.unicodeScalars)
    var kept = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
      let pair: (Unicode.Scalar, Unicode.Scalar) = (
        scalars[index], index + 1 < scalars.count ? scalars[index + 1] : " "
      )
      if let end = endOfLiteral(in: scalars, at: index) {
        kept.append(contentsOf: scalars[index..<end])
        index = end
      } else if pair == ("/", "/") || pair == ("/", "*") {
        let end =
          pair.1 == "/"
          ? scalars[index...].firstIndex(of: "\n") ?? scalars.count
          : endOfBlockComment(in: scalars, from: index)
        if keepingPlaces {
          kept.append(contentsOf: scalars[index..<end].map { $0 == "\n" ? "\n" : " " })
        } else {
          kept.append(" ")
        }
        index = end
      } else {
        kept.append(pair.0)
        index += 1
      }
    }
    return String(kept)
  }

  /// The offset after the string literal that starts at `start`, if one does: `"…"` (escapes
  /// skipped; a line break ends it), `"""…"""`, or a raw `#"…"#` with as many `#` (no escapes).
  private static func endOfLiteral(in scalars: [Unicode.Scalar], at start: Int) -> Int? {
    let hashes = scalars[start...].prefix { $0 == "#" }.count
    let quote = start + hashes
    guard quote < scalars.count, scalars[quote] == "\"" else { return nil }
    let quotes: [Unicode.Scalar] = ["\"", "\"", "\""]
    let isMultiLine = scalars[quote...].starts(with: quotes)
    let delimiter =
      Array(quotes.prefix(isMultiLine ? 3 : 1)) + Array(repeating: Unicode.Scalar("#"), count: hashes)
    var index = quote + (isMultiLine ? 3 : 1)
    while index < scalars.count {
      if hashes == 0 && scalars[index] == "\\" {
        index += 2
      } else if !isMultiLine && scalars[index] == "\n" {
        return index
      } else if scalars[index...].starts(with: delimiter) {
        return index + delimiter.count
      } else {
        index += 1
      }
    }
    return scalars.count
  }

  /// The offset after the `*/` that closes the block comment at `start`, counting nested ones.
  private static func endOfBlockComment(in scalars: [Unicode.Scalar], from start: Int) -> Int {
    var depth = 0
    var index = start
    while index + 1 < scalars.count {
      let pair = (scalars[index], scalars[index + 1])
      if pair == ("/", "*") {
        depth += 1
        index += 2
      } else if pair == ("*", "/") {
        depth -= 1
        index += 2
        if depth == 0 { return index }
      } else {
        index += 1
      }
    }
    return scalars.count
  }
}
