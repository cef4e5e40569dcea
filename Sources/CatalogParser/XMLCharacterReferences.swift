/// Decodes the character references libxml2 leaves in attribute values.
///
/// Without entity substitution, libxml2's SAX2 hands `&amp;` inside an attribute value over as
/// `&#38;` (and may keep other references written in the document); this turns `&#NN;`,
/// `&#xHH;` and the five predefined entities into their characters. Anything else stays as written.
enum XMLCharacterReferences {
  /// The text of `bytes` with references decoded.
  static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    guard bytes.contains(UInt8(ascii: "&")) else { return String(decoding: bytes, as: UTF8.self) }
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "&"), let (scalar, length) = reference(in: bytes, at: index) {
        output.append(contentsOf: Array(String(scalar).utf8))
        index += length
      } else {
        output.append(byte)
        index += 1
      }
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// The character of the reference starting at `start` (an `&`) and its length in bytes.
  private static func reference(in bytes: UnsafeBufferPointer<UInt8>, at start: Int)
    -> (Unicode.Scalar, Int)?
  {
    var end = start + 1
    while end < bytes.count && end - start <= 12 && bytes[end] != UInt8(ascii: ";") { end += 1 }
    guard end < bytes.count, bytes[end] == UInt8(ascii: ";") else { return nil }
    let body = String(decoding: UnsafeBufferPointer(rebasing: bytes[(start + 1)..<end]), as: UTF8.self)
    let length = end - start + 1
    switch body {
    case "amp": return ("&", length)
    case "lt": return ("<", length)
    case "gt": return (">", length)
    case "quot": return ("\"", length)
    case "apos": return ("'", length)
    default: break
    }
    guard body.hasPrefix("#") else { return nil }
    let digits = body.dropFirst()
    let value: UInt32?
    if digits.hasPrefix("x") || digits.hasPrefix("X") {
      value = UInt32(digits.dropFirst(), radix: 16)
    } else {
      value = UInt32(digits, radix: 10)
    }
    guard let value, let scalar = Unicode.Scalar(value) else { return nil }
    return (scalar, length)
  }
}
