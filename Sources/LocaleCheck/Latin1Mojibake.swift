/// UTF-8 text that a tool read as Latin-1 ("lâ\u{80}\u{99}image" for "l’image"): each byte became
/// the character of that number, so a multi-byte character became a letter and C1 controls.
enum Latin1Mojibake {
  /// `text` with each run of such characters that spells a UTF-8 character put back, or `nil`
  /// where none does. Runs are repaired one by one, so a value that also holds a right "é" or a
  /// character beyond Latin-1 ("€") is repaired where it went wrong.
  static func repaired(_ text: String) -> String? {
    let scalars = Array(text.unicodeScalars)
    var result = String.UnicodeScalarView()
    var index = 0
    var changed = false
    while index < scalars.count {
      if let (scalar, length) = utf8Character(in: scalars, at: index) {
        result.append(scalar)
        index += length
        changed = true
      } else {
        result.append(scalars[index])
        index += 1
      }
    }
    return changed ? String(result) : nil
  }

  /// The character whose UTF-8 bytes the Latin-1 characters at `index` are, and how many they
  /// are: a lead byte (U+00C2 to U+00F4) and its continuation bytes (U+0080 to U+00BF).
  private static func utf8Character(in scalars: [Unicode.Scalar], at index: Int) -> (Unicode.Scalar, Int)? {
    let lead = scalars[index].value
    let length: Int
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0...0xEF: length = 3
    case 0xF0...0xF4: length = 4
    default: return nil
    }
    guard index + length <= scalars.count else { return nil }
    let bytes = scalars[index..<index + length].map(\.value)
    guard bytes.dropFirst().allSatisfy({ (0x80...0xBF).contains($0) }),
      let decoded = String(validating: bytes.map { UInt8($0) }, as: UTF8.self),
      let scalar = decoded.unicodeScalars.first, decoded.unicodeScalars.count == 1,
      // "Â" and U+0080 spell U+0080 itself: no repair, a control either way.
      scalar.properties.generalCategory != .control
    else { return nil }
    return (scalar, length)
  }
}
