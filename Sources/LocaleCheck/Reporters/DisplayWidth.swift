/// Terminal column widths of text: East Asian wide characters and emoji take two columns,
/// combining marks none, so that matrix columns line up for CJK and emoji identifiers.
enum DisplayWidth {
  /// The number of terminal columns `text` takes.
  static func of(_ text: String) -> Int {
    // Printable ASCII (matrix glyph cells, identifiers, most labels) is one column a byte; the
    // per-character look-up of Unicode properties is for the rest.
    let asciiWidth = text.utf8.withContiguousStorageIfAvailable { bytes in
      bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F } ? bytes.count : nil
    }
    if let width = asciiWidth ?? nil { return width }
    return text.reduce(0) { $0 + width(of: $1) }
  }

  /// The columns one grapheme cluster takes (0, 1 or 2).
  static func width(of character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if scalars.contains(where: { $0.value == 0xFE0F }) || first.properties.isEmojiPresentation {
      return 2
    }
    if isWide(first.value) { return 2 }
    switch first.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control: return 0
    default: return 1
    }
  }

  /// `text` cut to at most `maxWidth` columns, ending with `…` when it was cut.
  static func truncate(_ text: String, to maxWidth: Int) -> String {
    guard of(text) > maxWidth else { return text }
    guard maxWidth > 1 else { return maxWidth == 1 ? "…" : "" }
    var result = ""
    var used = 0
    for character in text {
      let columns = width(of: character)
      if used + columns > maxWidth - 1 { break }
      result.append(character)
      used += columns
    }
    return result + "…"
  }

  /// `text` cut in its middle to at most `maxWidth` columns (`settings.notif…Picker.wheel`): the
  /// start and the end of an identifier are what tell rows apart (`screen.section.element`), so
  /// cutting its end would make rows of one section read alike.
  static func truncateMiddle(_ text: String, to maxWidth: Int) -> String {
    guard of(text) > maxWidth, maxWidth > 2 else { return truncate(text, to: maxWidth) }
    let tailWidth = (maxWidth - 1) / 2
    var tail: [Character] = []
    var used = 0
    for character in text.reversed() {
      let columns = width(of: character)
      if used + columns > tailWidth { break }
      tail.append(character)
      used += columns
    }
    return truncate(String(text.dropLast(tail.count)), to: maxWidth - used) + String(tail.reversed())
  }

  /// `text` followed by spaces up to `width` columns.
  static func pad(_ text: String, to width: Int) -> String {
    let missing = width - of(text)
    return missing > 0 ? text + String(repeating: " ", count: missing) : text
  }

  /// `text` as one line, as the findings show it (``ReportText/oneLine(_:)``): line breaks as
  /// spaces, other control and bidirectional formatting characters (tabs, escapes, U+202E,
  /// zero-width spaces) written as `\u{7}`, so that no input can move the cursor, reorder a row or
  /// break one and "Back\u{7}" is not shown as "Back"; and a CI runner's command written out
  /// (``LogCommandGuard``); before it is measured.
  static func sanitized(_ text: String) -> String {
    LogCommandGuard.guarded(ReportText.oneLine(text))
  }

  /// East Asian Wide and Fullwidth blocks (Unicode UAX #11), the ranges that matter in practice.
  private static func isWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
      0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF,
      0x20000...0x3FFFD:
      return true
    default:
      return false
    }
  }
}
