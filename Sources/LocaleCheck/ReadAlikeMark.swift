/// The classes of characters that read alike though their code points differ: apostrophes,
/// quotation marks and kinds of space. A message that quotes two texts differing only in them
/// names the characters (`runtime-mismatch`), and a key written with another one is the same key
/// written two ways (`identifier-drift`).
enum ReadAlikeMark: Equatable {
  case apostrophe
  case quotationMark
  case space

  /// The class `scalar` belongs to, if any.
  init?(_ scalar: Unicode.Scalar) {
    switch scalar.value {
    case 0x27, 0x2018, 0x2019, 0x02BC, 0x2032: self = .apostrophe
    case 0x22, 0x201C, 0x201D, 0x201E, 0x00AB, 0x00BB, 0x2039, 0x203A, 0x2033: self = .quotationMark
    case 0x20, 0xA0, 0x2007, 0x2009, 0x200A, 0x202F, 0x3000, 0x0A, 0x0D, 0x2028: self = .space
    default: return nil
    }
  }

  /// `text` with each apostrophe, quotation mark and space written as its class's ASCII one, and
  /// runs of spaces as one: "Don’t  save" and "Don't save" read alike. Line breaks stay: a label
  /// broken over two lines is told as such (review 182).
  static func folded(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      let isLineBreak = scalar == "\n" || scalar == "\r" || scalar == "\u{2028}"
      switch isLineBreak ? nil : Self(scalar) {
      case .apostrophe: result.append("'")
      case .quotationMark: result.append("\"")
      case .space: if result.last != " " { result.append(" ") }
      case nil: result.append(scalar)
      }
    }
    return String(result)
  }
}
