/// Swift source without its comments, for the few facts read from a manifest as text.
enum SwiftComments {
  /// `text` with each `//` and `/* */` comment (nested too) replaced by a space; string literals
  /// are kept as they are, so a URL's `//` stays.
  static func removed(from text: String) -> String {
    let scalars = Array(text.unicodeScalars)
    var kept = String.UnicodeScalarView()
    var index = 0
    var inString = false
    while index < scalars.count {
      let pair: (Unicode.Scalar, Unicode.Scalar) = (
        scalars[index], index + 1 < scalars.count ? scalars[index + 1] : " "
      )
      if inString {
        // An escaped character is copied with its backslash: `\"` ends no string.
        let length = pair.0 == "\\" ? 2 : 1
        kept.append(contentsOf: scalars[index..<min(index + length, scalars.count)])
        inString = !(pair.0 == "\"" || pair.0 == "\n")
        index += length
      } else if pair == ("/", "/") {
        index = scalars[index...].firstIndex(of: "\n") ?? scalars.count
        kept.append(" ")
      } else if pair == ("/", "*") {
        index = endOfBlockComment(in: scalars, from: index)
        kept.append(" ")
      } else {
        inString = pair.0 == "\""
        kept.append(pair.0)
        index += 1
      }
    }
    return String(kept)
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
