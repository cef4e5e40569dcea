/// Appends Unicode scalars to byte buffers as UTF-8, without going through `String`.
enum UTF8Encoding {
  /// Appends `scalar`'s UTF-8 bytes to `output`.
  @inline(__always)
  static func append(_ scalar: Unicode.Scalar, to output: inout [UInt8]) {
    let value = scalar.value
    switch value {
    case 0..<0x80:
      output.append(UInt8(value))
    case 0x80..<0x800:
      output.append(UInt8(0xC0 | value >> 6))
      output.append(UInt8(0x80 | value & 0x3F))
    case 0x800..<0x10000:
      output.append(UInt8(0xE0 | value >> 12))
      output.append(UInt8(0x80 | value >> 6 & 0x3F))
      output.append(UInt8(0x80 | value & 0x3F))
    default:
      output.append(UInt8(0xF0 | value >> 18))
      output.append(UInt8(0x80 | value >> 12 & 0x3F))
      output.append(UInt8(0x80 | value >> 6 & 0x3F))
      output.append(UInt8(0x80 | value & 0x3F))
    }
  }
}
