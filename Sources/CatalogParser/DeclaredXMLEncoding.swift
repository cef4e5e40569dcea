/// The encoding an XML declaration names (`<?xml version="1.0" encoding="ISO-8859-1"?>`), for
/// documents whose bytes are not UTF-8: Latin-1 and Windows-1252 are read by turning them into
/// UTF-8 (one character per byte, so columns stay as they are); any other is refused by name,
/// instead of an "invalid UTF-8 byte" somewhere in the file. (A document that declares another
/// encoding but is valid UTF-8 is read as UTF-8: such declarations are often copied, not meant.)
struct DeclaredXMLEncoding {
  /// The name as written (`ISO-8859-1`).
  let name: String
  /// Where the name starts in the document.
  let offset: Int

  /// The declared encoding of `bytes` (starting with `<?xml`), or `nil` when there is no
  /// declaration or it names none.
  init?(in bytes: [UInt8]) {
    let prefix = Array("<?xml".utf8)
    guard bytes.starts(with: prefix), let end = bytes.prefix(256).firstIndex(of: UInt8(ascii: ">")) else {
      return nil
    }
    let declaration = bytes[..<end]
    let attribute = Array("encoding".utf8)
    guard let start = declaration.indices.first(where: { declaration[$0...].starts(with: attribute) }) else {
      return nil
    }
    var index = start + attribute.count
    while index < end, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "=") { index += 1 }
    guard index < end, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
      return nil
    }
    let quote = bytes[index]
    guard let close = declaration[(index + 1)...].firstIndex(of: quote) else { return nil }
    name = String(decoding: bytes[(index + 1)..<close], as: UTF8.self)
    offset = index + 1
  }

  /// The declared name, lowercased, without `-` and `_` (`iso88591`, `windows1252`).
  private var normalizedName: String {
    String(name.lowercased().unicodeScalars.filter { $0 != "-" && $0 != "_" })
  }

  /// Whether the name is UTF-8's or UTF-16's, which the bytes themselves tell apart.
  var isUnicode: Bool { normalizedName.hasPrefix("utf") || normalizedName == "ucs2" }

  /// `bytes` as UTF-8, for a Latin-1 or Windows-1252 (or ASCII) document; `nil` for other
  /// encodings.
  func utf8(_ bytes: [UInt8]) -> [UInt8]? {
    let latin1 = ["iso88591", "latin1", "l1", "usascii", "ascii"]
    let windows = ["windows1252", "cp1252"]
    guard latin1.contains(normalizedName) || windows.contains(normalizedName) else { return nil }
    let isWindows = windows.contains(normalizedName)
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count + bytes.count / 8)
    for byte in bytes {
      guard byte >= 0x80 else {
        result.append(byte)
        continue
      }
      let scalar = isWindows && byte < 0xA0 ? Self.windows1252[Int(byte - 0x80)] : UInt32(byte)
      result.append(contentsOf: String(Character(Unicode.Scalar(scalar) ?? "\u{FFFD}")).utf8)
    }
    return result
  }

  /// Windows-1252's characters for bytes 0x80-0x9F (the five it leaves undefined read as the C1
  /// controls of Latin-1).
  private static let windows1252: [UInt32] = [
    0x20AC, 0x81, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039,
    0x0152, 0x8D, 0x017D, 0x8F, 0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
    0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x9D, 0x017E, 0x0178,
  ]
}
