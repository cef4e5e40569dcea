import Foundation

/// The text a VoiceOver user hears for a label written with Markdown: SwiftUI's `Text` renders a
/// localized string's inline Markdown, so `I agree to the **Terms**` is spoken "I agree to the
/// Terms" and `Read our [Privacy Policy](https://…)` "Read our Privacy Policy".
///
/// Covers what SwiftUI renders inline: `**strong**`, `*emphasis*` (also with `_`), `~~strike~~`,
/// `` `code` ``, links and backslash escapes; Apple's inflection `^[%lld file](inflect: true)` is
/// read as its text, though the OS inflects it (see `holdsInflection(_:)`).
/// Emphasis follows CommonMark's flanking rules closely enough for labels: a run opens before a
/// non-space and closes after one, a whole run of the opener's length, and `_` does not work
/// inside a word (`snake_case`).
public enum MarkdownText {
  /// Whether `text` holds Apple's inflection markup (`^[%lld file](inflect: true)`), which
  /// renders a word agreeing with a number ("3 files"): no fixed text stands for it.
  public static func holdsInflection(_ text: String) -> Bool {
    text.contains("](inflect:")
  }

  /// `text` as rendered, or `nil` when it holds no Markdown.
  public static func plainText(of text: String) -> String? {
    // Bytes, not characters: most labels hold none of these, and every captured label asks.
    guard text.utf8.contains(where: Self.isMarkupByte) else { return nil }
    let plain = render(Array(text))
    return plain == text ? nil : plain
  }

  /// Whether `byte` is one of the ASCII characters inline Markdown starts with: `*_~`[\`.
  private static func isMarkupByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "`"), UInt8(ascii: "["),
      UInt8(ascii: "\\"):
      true
    default: false
    }
  }

  private static func render(_ characters: [Character]) -> String {
    var result = ""
    var index = 0
    var closers = EmphasisCloser()
    while index < characters.count {
      let character = characters[index]
      if character == "\\", index + 1 < characters.count, characters[index + 1].isASCII,
        characters[index + 1].isPunctuation || characters[index + 1].isSymbol
      {
        result.append(characters[index + 1])
        index += 2
      } else if character == "`", let close = characters[(index + 1)...].firstIndex(of: "`") {
        result += String(characters[(index + 1)..<close])
        index = close + 1
      } else if let (label, end) = link(in: characters, at: index) {
        result += render(label)
        index = end
      } else if "*_~".contains(character), let (inner, end) = closers.emphasis(in: characters, at: index) {
        result += render(inner)
        index = end
      } else {
        result.append(character)
        index += 1
      }
    }
    return result
  }

  /// A link `[label](destination)` or an inflection `^[label](inflect: true)` at `index`: its label
  /// and the index after it.
  private static func link(in characters: [Character], at index: Int) -> ([Character], Int)? {
    let open = characters[index] == "^" ? index + 1 : index
    guard open < characters.count, characters[open] == "[" else { return nil }
    var depth = 0
    var close: Int?
    for position in open..<characters.count {
      if characters[position] == "[" { depth += 1 }
      if characters[position] == "]" { depth -= 1 }
      if depth == 0 {
        close = position
        break
      }
    }
    guard let close, close + 1 < characters.count, characters[close + 1] == "(",
      let end = characters[(close + 2)...].firstIndex(of: ")")
    else { return nil }
    return (Array(characters[(open + 1)..<close]), end + 1)
  }

  /// Finds where emphases close, each opening once: a run that opens inside another closes
  /// first (CommonMark pairs a closer with the nearest opener), and a text of many `*` would
  /// otherwise be searched again from each of them.
  private struct EmphasisCloser {
    private var found: [Int: (inner: [Character], end: Int)?] = [:]

    /// An emphasis (or strikethrough) at `index`: the run of one delimiter character that opens
    /// it, its text, and the index after the run that closes it.
    mutating func emphasis(in characters: [Character], at index: Int) -> ([Character], Int)? {
      if let known = found[index] { return known }
      found[index] = .some(nil)
      let result = search(characters, at: index)
      found[index] = .some(result.map { (inner: $0.0, end: $0.1) })
      return result
    }

    private mutating func search(_ characters: [Character], at index: Int) -> ([Character], Int)? {
      let delimiter = characters[index]
      let length = runLength(in: characters, at: index)
      let runEnd = index + length
      let before = index > 0 ? characters[index - 1] : " "
      guard runEnd < characters.count, !characters[runEnd].isWhitespace,
        delimiter != "_" || !(before.isLetter || before.isNumber)
      else { return nil }
      var position = runEnd + 1
      while position + length <= characters.count {
        let previous = characters[position - 1]
        // A run after white space and before a non-space opens an emphasis of its own
        // ("Nutzer*innen und *alle*"): the closer after it is its, not this run's. Where one of
        // this run's length finds no closer, none is left for this run either ("5 * 3" opens none).
        let inner = runLength(in: characters, at: position)
        if characters[position] == delimiter, previous.isWhitespace, position + inner < characters.count,
          !characters[position + inner].isWhitespace
        {
          if let (_, end) = emphasis(in: characters, at: position) {
            position = end
            continue
          }
          if inner == length { return nil }
        }
        let run = characters[position..<(position + length)]
        let after = position + length < characters.count ? characters[position + length] : " "
        // A closing run is a whole run of its length: a lone `*` inside a word ("Moderator*innen")
        // is no closer for the `**` of "**%@**" that follows.
        if run.allSatisfy({ $0 == delimiter }), !previous.isWhitespace, previous != delimiter,
          after != delimiter, delimiter != "_" || !(after.isLetter || after.isNumber)
        {
          return (Array(characters[runEnd..<position]), position + length)
        }
        position += 1
      }
      return nil
    }

    /// The length of the run of one character that starts at `index`.
    private func runLength(in characters: [Character], at index: Int) -> Int {
      var end = index
      while end < characters.count, characters[end] == characters[index] { end += 1 }
      return end - index
    }
  }
}
