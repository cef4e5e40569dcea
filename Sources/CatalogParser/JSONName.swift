/// The raw extent of a JSON string token: the bytes between its quotes and where it starts.
struct JSONName {
  /// Offset of the first byte after the opening quote.
  let start: Int
  /// Offset of the closing quote.
  let end: Int
  /// Whether the token contains backslash escapes (then the raw bytes are not the text).
  let hasEscapes: Bool
  /// The opening quote's line and the offset where that line starts: enough to make its
  /// position later, without counting columns for the many names whose position nobody asks for.
  let line: Int
  let lineStart: Int

  /// The text, for a token without escapes.
  func string(in bytes: UnsafeBufferPointer<UInt8>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
  }

  /// Whether the raw bytes equal `literal` (an ASCII field name).
  @inline(__always)
  func equals(_ literal: StaticString, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard !hasEscapes, end - start == count else { return false }
    let pointer = literal.utf8Start
    for index in 0..<count where bytes[start + index] != pointer[index] { return false }
    return true
  }

  /// Whether this token's raw bytes sort strictly before `other`'s (byte-wise).
  func precedes(_ other: JSONName, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let length = min(end - start, other.end - other.start)
    for index in 0..<length where bytes[start + index] != bytes[other.start + index] {
      return bytes[start + index] < bytes[other.start + index]
    }
    return end - start < other.end - other.start
  }

  /// Whether two tokens have the same raw bytes.
  func matches(_ other: JSONName, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard end - start == other.end - other.start else { return false }
    for index in 0..<(end - start) where bytes[start + index] != bytes[other.start + index] { return false }
    return true
  }
}

extension JSONScanner {
  /// The text of a token with escapes, decoded (`\n`, `\"`, `\u00e9`, surrogate pairs).
  func unescape(_ name: JSONName) throws(CatalogError) -> String {
    var output: [UInt8] = []
    output.reserveCapacity(name.end - name.start)
    var index = name.start
    while index < name.end {
      let byte = bytes[index]
      guard byte == UInt8(ascii: "\\") else {
        output.append(byte)
        index += 1
        continue
      }
      guard index + 1 < name.end else {
        throw CatalogError(position: position(at: index), message: "invalid escape")
      }
      let escaped = bytes[index + 1]
      index += 2
      switch escaped {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): output.append(escaped)
      case UInt8(ascii: "b"): output.append(0x08)
      case UInt8(ascii: "f"): output.append(0x0C)
      case UInt8(ascii: "n"): output.append(0x0A)
      case UInt8(ascii: "r"): output.append(0x0D)
      case UInt8(ascii: "t"): output.append(0x09)
      case UInt8(ascii: "u"):
        let scalar = try readUnicodeEscape(at: &index, end: name.end)
        UTF8Encoding.append(scalar, to: &output)
      default:
        throw CatalogError(
          position: position(at: index - 2), message: JSONScanner.invalidEscapeMessage(escaped))
      }
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// Reads the 4 hex digits after `\u` (and a low surrogate's `\uXXXX` after a high one).
  private func readUnicodeEscape(at index: inout Int, end: Int) throws(CatalogError) -> Unicode.Scalar {
    let escapeStart = index - 2
    let first = try readHex4(at: &index, end: end, escapeStart: escapeStart)
    if (0xD800...0xDBFF).contains(first), index + 1 < end, bytes[index] == UInt8(ascii: "\\"),
      bytes[index + 1] == UInt8(ascii: "u")
    {
      var lookahead = index + 2
      let second = try readHex4(at: &lookahead, end: end, escapeStart: index)
      if (0xDC00...0xDFFF).contains(second) {
        index = lookahead
        return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))!
      }
    }
    // A lone surrogate cannot be represented; Foundation substitutes U+FFFD as well.
    return Unicode.Scalar(first) ?? "\u{FFFD}"
  }

  private func readHex4(at index: inout Int, end: Int, escapeStart: Int) throws(CatalogError) -> UInt32 {
    guard index + 4 <= end else {
      throw CatalogError(position: position(at: escapeStart), message: "expected 4 hex digits after '\\u'")
    }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[index]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default:
        throw CatalogError(position: position(at: escapeStart), message: "expected 4 hex digits after '\\u'")
      }
      value = value << 4 | UInt32(digit)
      index += 1
    }
    return value
  }
}
