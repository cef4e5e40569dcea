/// Turns a text file's bytes into validated UTF-8, whatever Unicode encoding it was saved in.
///
/// Handles UTF-8 with or without BOM, UTF-16 LE/BE with BOM, and UTF-16 without BOM (detected by
/// its zero bytes). Invalid sequences are errors with a position, never replaced silently.
package enum TextDecoding {
  /// The encodings a text file can be in.
  package enum Encoding: String, Sendable {
    case utf8, utf16LittleEndian, utf16BigEndian
  }

  /// The UTF-16 byte order whose pattern `bytes` show, by their first 4 KB's `zeros`
  /// (``zeroCounts(_:)``): UTF-16 text of mostly ASCII, without a byte order mark, has a zero in
  /// every other byte (three pairs in ten or more, and few zeros in the other place). `nil` where
  /// they show neither.
  private static func utf16ZeroPattern(_ bytes: [UInt8], zeros: (even: Int, odd: Int)) -> Encoding? {
    let (evenZeros, oddZeros) = zeros
    let pairs = min(bytes.count, 4096) / 2
    if oddZeros * 10 >= pairs * 3 && evenZeros * 10 < pairs { return .utf16LittleEndian }
    if evenZeros * 10 >= pairs * 3 && oddZeros * 10 < pairs { return .utf16BigEndian }
    return nil
  }

  /// Whether `bytes` read as UTF-16 start with a control character (U+0001 of a zip's `00 01`),
  /// where text starts with a quote, a comment, a tag or white space: Chinese text in UTF-16 has
  /// few zero bytes, and is still text (review 225).
  private static func startsWithControlCharacter(_ bytes: [UInt8], bigEndian: Bool) -> Bool {
    guard bytes.count >= 2 else { return false }
    let unit = bigEndian ? UInt16(bytes[0]) << 8 | UInt16(bytes[1]) : UInt16(bytes[1]) << 8 | UInt16(bytes[0])
    return unit < 0x20 && ![0x09, 0x0A, 0x0D].contains(unit)
  }

  /// The zero bytes at even and at odd offsets of the first 4 KB of `bytes`.
  private static func zeroCounts(_ bytes: [UInt8]) -> (even: Int, odd: Int) {
    var evenZeros = 0
    var oddZeros = 0
    let sample = min(bytes.count, 4096)
    var index = 0
    while index + 1 < sample {
      if bytes[index] == 0 { evenZeros += 1 }
      if bytes[index + 1] == 0 { oddZeros += 1 }
      index += 2
    }
    return (evenZeros, oddZeros)
  }

  /// The detected encoding and the length of the byte-order mark.
  package static func detectEncoding(_ bytes: [UInt8]) -> (Encoding, bomLength: Int) {
    if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF { return (.utf8, 3) }
    if bytes.count >= 2 && bytes[0] == 0xFF && bytes[1] == 0xFE { return (.utf16LittleEndian, 2) }
    if bytes.count >= 2 && bytes[0] == 0xFE && bytes[1] == 0xFF { return (.utf16BigEndian, 2) }
    // An odd byte count does not rule UTF-16 out: read as UTF-16, a cut-off file is reported as
    // such, where read as UTF-8 (or by libxml2, which detects UTF-16 on its own) its positions
    // would be wrong.
    guard bytes.count >= 2 && containsZeroByte(bytes.prefix(4096)) else {
      return (.utf8, 0)
    }
    let (evenZeros, oddZeros) = zeroCounts(bytes)
    if let encoding = utf16ZeroPattern(bytes, zeros: (evenZeros, oddZeros)) { return (encoding, 0) }
    // Text of mostly other scripts (Japanese keys and values) has fewer zeros; like Foundation,
    // which reads UTF-16 where one of the first two bytes is 0, go by the first character (a
    // quote, a comment or white space) where the zeros agree with it.
    if bytes[0] != 0 && bytes[1] == 0 && oddZeros > evenZeros { return (.utf16LittleEndian, 0) }
    if bytes[0] == 0 && bytes[1] != 0 && evenZeros > oddZeros { return (.utf16BigEndian, 0) }
    return (.utf8, 0)
  }

  /// Whether any byte is 0; text without one cannot be UTF-16 (checked 8 bytes at a time).
  private static func containsZeroByte(_ bytes: ArraySlice<UInt8>) -> Bool {
    bytes.withUnsafeBufferPointer { buffer in
      var index = 0
      if let base = buffer.baseAddress {
        let ones: UInt64 = 0x0101_0101_0101_0101
        while index + 8 <= buffer.count {
          let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
          if (word &- ones) & ~word & 0x8080_8080_8080_8080 != 0 { return true }
          index += 8
        }
      }
      return buffer[index...].contains(0)
    }
  }

  /// The file's text as validated UTF-8 bytes, without BOM.
  package static func utf8Bytes(from bytes: [UInt8], file: String) throws(CatalogError) -> [UInt8] {
    try rejectUTF32(bytes, file: file)
    let (encoding, bomLength) = detectEncoding(bytes)
    switch encoding {
    case .utf8:
      let body = bomLength == 0 ? bytes : Array(bytes[bomLength...])
      try validateUTF8(body, file: file)
      return body
    case .utf16LittleEndian, .utf16BigEndian:
      do {
        return try transcodeUTF16(bytes, from: bomLength, bigEndian: encoding == .utf16BigEndian, file: file)
      } catch {
        // Guessed from a NUL byte at the start alone, not from a mark or text's pattern of zeros,
        // and starting with a control character: a binary file (a zip named `.xcstrings`) is no
        // UTF-16 the user chose (audit 326).
        guard bomLength == 0, utf16ZeroPattern(bytes, zeros: zeroCounts(bytes)) == nil,
          startsWithControlCharacter(bytes, bigEndian: encoding == .utf16BigEndian)
        else { throw error }
        let reason = error.message.replacingOccurrences(of: "invalid UTF-16: ", with: "")
        throw CatalogError(
          file: file, line: 1, column: 1,
          message: "not a text file: its NUL bytes are no UTF-8, and read as UTF-16 it has an \(reason)")
      }
    }
  }

  /// Throws for a file that starts with a UTF-32 byte-order mark, which Xcode never writes and
  /// which would otherwise read as UTF-16 with a NUL in every other character.
  package static func rejectUTF32(_ bytes: [UInt8], file: String) throws(CatalogError) {
    guard bytes.count >= 4 else { return }
    let littleEndian = bytes[0] == 0xFF && bytes[1] == 0xFE && bytes[2] == 0 && bytes[3] == 0
    let bigEndian = bytes[0] == 0 && bytes[1] == 0 && bytes[2] == 0xFE && bytes[3] == 0xFF
    guard littleEndian || bigEndian else { return }
    throw CatalogError(
      file: file, line: 1, column: 1,
      message: "the file is in UTF-32, which labelcheck does not read: save it as UTF-8")
  }

  /// Throws at the first byte that is not part of a valid UTF-8 sequence.
  package static func validateUTF8(_ bytes: [UInt8], file: String) throws(CatalogError) {
    let failure: Int? = bytes.withUnsafeBufferPointer { firstInvalidUTF8Offset(in: $0) }
    guard let offset = failure else { return }
    let position = bytes.withUnsafeBufferPointer { LineMap($0).position(of: offset, in: $0, file: file) }
    throw CatalogError(position: position, message: "invalid UTF-8 byte 0x\(hex(bytes[offset]))")
  }

  /// The offset of the first invalid UTF-8 sequence, or `nil` when the text is valid.
  package static func firstInvalidUTF8Offset(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    guard let base = bytes.baseAddress else { return nil }
    let count = bytes.count
    var index = 0
    while index < count {
      // Most text is ASCII: jump over it a word at a time, straight to the next non-ASCII byte.
      if index &+ 8 <= count {
        let marks = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080
        if marks == 0 {
          index &+= 8
          continue
        }
        index &+= UInt64(littleEndian: marks).trailingZeroBitCount >> 3
      } else if base[index] < 0x80 {
        index &+= 1
        continue
      }
      guard let length = validSequenceLength(base, at: index, count: count) else { return index }
      index &+= length
    }
    return nil
  }

  /// The length of the well-formed UTF-8 sequence that starts with the non-ASCII byte at `index`,
  /// or `nil` when it is ill-formed (Unicode's table 3-7: no overlongs, surrogates or > U+10FFFF).
  @inline(__always)
  private static func validSequenceLength(_ base: UnsafePointer<UInt8>, at index: Int, count: Int) -> Int? {
    let lead = base[index]
    let isContinuation = { (offset: Int) -> Bool in base[index &+ offset] & 0xC0 == 0x80 }
    switch lead {
    case 0xC2...0xDF:
      guard index &+ 1 < count, isContinuation(1) else { return nil }
      return 2
    case 0xE0...0xEF:
      guard index &+ 2 < count, isContinuation(1), isContinuation(2) else { return nil }
      let second = base[index &+ 1]
      if lead == 0xE0 && second < 0xA0 || lead == 0xED && second >= 0xA0 { return nil }
      return 3
    case 0xF0...0xF4:
      guard index &+ 3 < count, isContinuation(1), isContinuation(2), isContinuation(3) else { return nil }
      let second = base[index &+ 1]
      if lead == 0xF0 && second < 0x90 || lead == 0xF4 && second >= 0x90 { return nil }
      return 4
    default:
      return nil
    }
  }

  private static func transcodeUTF16(
    _ bytes: [UInt8], from start: Int, bigEndian: Bool, file: String
  ) throws(CatalogError) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var index = start
    var line = 1
    var column = 1
    func unit(at offset: Int) -> UInt16 {
      bigEndian
        ? UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
        : UInt16(bytes[offset + 1]) << 8 | UInt16(bytes[offset])
    }
    while index + 1 < bytes.count {
      let first = unit(at: index)
      var scalarValue = UInt32(first)
      index += 2
      if (0xD800...0xDBFF).contains(first) {
        guard index + 1 < bytes.count, case let second = unit(at: index), (0xDC00...0xDFFF).contains(second)
        else {
          throw CatalogError(
            file: file, line: line, column: column, message: "invalid UTF-16: unpaired surrogate")
        }
        scalarValue = 0x10000 + ((UInt32(first) - 0xD800) << 10) + (UInt32(second) - 0xDC00)
        index += 2
      } else if (0xDC00...0xDFFF).contains(first) {
        throw CatalogError(
          file: file, line: line, column: column, message: "invalid UTF-16: unpaired surrogate")
      }
      UTF8Encoding.append(Unicode.Scalar(scalarValue) ?? "\u{FFFD}", to: &output)
      if scalarValue == 0x0A { (line, column) = (line + 1, 1) } else { column += 1 }
    }
    if index < bytes.count {
      throw CatalogError(
        file: file, line: line, column: column, message: "invalid UTF-16: odd number of bytes")
    }
    return output
  }

  private static func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
  }
}
