/// Turns file paths into URI references for SARIF `artifactLocation.uri`.
enum URIReference {
  /// The path percent-encoded as a URI reference (`My App/de.lproj` -> `My%20App/de.lproj`).
  ///
  /// Only unreserved characters, sub-delimiters, `@` and `/` stay as they are; everything else,
  /// including `:` (which would read as a scheme in a first segment), `%` and `\` (an ordinary
  /// character of a file name on macOS and Linux, not a separator), is encoded as UTF-8 bytes. A
  /// leading `./` is dropped so that relative paths resolve against `%SRCROOT%`.
  static func encode(path: String) -> String {
    var normalized = path
    while normalized.hasPrefix("./") { normalized.removeFirst(2) }
    var result = ""
    for byte in normalized.utf8 {
      if isLiteral(byte) {
        result.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        result += "%" + hexDigit(byte >> 4) + hexDigit(byte & 0x0F)
      }
    }
    return result
  }

  /// Whether `path` is absolute, so it needs a `file://` URI instead of a base id.
  static func isAbsolute(_ path: String) -> Bool {
    path.hasPrefix("/")
  }

  private static func isLiteral(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      return true
    default:
      return "-._~!$&'()*+,;=@/".utf8.contains(byte)
    }
  }

  private static func hexDigit(_ value: UInt8) -> String {
    String(UnicodeScalar(value < 10 ? value + 48 : value + 55))
  }
}
