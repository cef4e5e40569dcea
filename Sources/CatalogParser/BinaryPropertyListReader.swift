/// Reads binary property lists (`bplist00`) into `PropertyListValue`s without Foundation.
///
/// Compiled app bundles ship `.strings` and `.stringsdict` this way. Foundation's reader traps on
/// some malformed files, so labelcheck decodes the format itself: every offset and count is
/// bounds-checked, and `BinaryPropertyListGuard` has already refused cycles, deep nesting and
/// runaway sharing. Values have no text positions: all are reported at `file:1:1`.
enum BinaryPropertyListReader {
  /// Whether `bytes` start as a binary property list of any version (`bplist00`, `bplist15`).
  static func isBinary(_ bytes: [UInt8]) -> Bool { bytes.starts(with: Array("bplist".utf8)) }

  /// Refuses a binary property list of another version than `bplist00`, which the file's text
  /// parser would otherwise misread as text.
  static func refuseOtherVersions(_ bytes: [UInt8], file: String) throws(CatalogError) {
    guard isBinary(bytes), !bytes.starts(with: Array("bplist00".utf8)) else { return }
    let version = String(
      decoding: bytes.dropFirst(6).prefix(2).filter { $0 > 0x20 && $0 < 0x7F }, as: UTF8.self)
    throw CatalogError(
      file: file, line: 1, column: 1,
      message:
        "a binary property list of version '\(version)', which labelcheck does not read (only 'bplist00')")
  }

  /// The top object of the file.
  static func read(_ bytes: [UInt8], file: String) throws(CatalogError) -> PropertyListValue {
    try BinaryPropertyListGuard.check(bytes, file: file)
    let position = SourcePosition(file: file, line: 1, column: 1)
    let value: PropertyListValue? = bytes.withUnsafeBufferPointer { buffer in
      guard let layout = BinaryPropertyListLayout(buffer) else { return nil }
      return Decoder(layout: layout, position: position).value(of: layout.topObject, depth: 0)
    }
    guard let value else { throw CatalogError(position: position, message: "invalid binary property list") }
    return value
  }

  private struct Decoder {
    let layout: BinaryPropertyListLayout
    let position: SourcePosition

    func value(of object: Int, depth: Int) -> PropertyListValue? {
      guard depth <= BinaryPropertyListGuard.maximumDepth, let offset = offset(of: object) else { return nil }
      let marker = layout.bytes[offset]
      switch marker >> 4 {
      case 0x5, 0x6, 0x7: return string(at: offset).map { .string($0, position: position) }
      case 0xA: return array(of: object, depth: depth)
      case 0xD: return dictionary(of: object, depth: depth)
      default: return .other(position: position)
      }
    }

    private func offset(of object: Int) -> Int? {
      guard
        let offset = BinaryPropertyListLayout.integer(
          layout.bytes, at: layout.offsetTable + object * layout.offsetSize, size: layout.offsetSize),
        offset >= 8, offset < layout.offsetTable
      else { return nil }
      return offset
    }

    /// An ASCII (0x5), UTF-16 big-endian (0x6) or UTF-8 (0x7) string object.
    private func string(at offset: Int) -> String? {
      let bytes = layout.bytes
      let kind = bytes[offset] >> 4
      var count = Int(bytes[offset] & 0x0F)
      var start = offset + 1
      if count == 0x0F {
        guard start < layout.offsetTable, bytes[start] >> 4 == 0x1 else { return nil }
        let size = 1 << Int(bytes[start] & 0x0F)
        guard size <= 8, let long = BinaryPropertyListLayout.integer(bytes, at: start + 1, size: size) else {
          return nil
        }
        (count, start) = (long, start + 1 + size)
      }
      let width = kind == 0x6 ? 2 : 1
      guard count <= (layout.offsetTable - start) / width else { return nil }
      let body = UnsafeBufferPointer(rebasing: bytes[start..<start + count * width])
      if kind == 0x6 {
        let units = (0..<count).map { UInt16(body[$0 * 2]) << 8 | UInt16(body[$0 * 2 + 1]) }
        return String(decoding: units, as: UTF16.self)
      }
      guard TextDecoding.firstInvalidUTF8Offset(in: body) == nil else { return nil }
      return String(decoding: body, as: UTF8.self)
    }

    /// An array: its item references.
    private func array(of object: Int, depth: Int) -> PropertyListValue? {
      guard let (start, count) = layout.references(of: object) else { return nil }
      var items: [PropertyListValue] = []
      items.reserveCapacity(count)
      for index in 0..<count {
        guard let itemObject = layout.object(referencedAt: start + index * layout.referenceSize),
          let item = value(of: itemObject, depth: depth + 1)
        else { return nil }
        items.append(item)
      }
      return .array(items, position: position)
    }

    /// A dictionary: its key references, then its value references; keys must be strings.
    private func dictionary(of object: Int, depth: Int) -> PropertyListValue? {
      guard let (start, total) = layout.references(of: object) else { return nil }
      let count = total / 2
      var entries: [PropertyListValue.Entry] = []
      entries.reserveCapacity(count)
      for index in 0..<count {
        let keySlot = start + index * layout.referenceSize
        let valueSlot = start + (count + index) * layout.referenceSize
        guard let keyObject = layout.object(referencedAt: keySlot),
          let valueObject = layout.object(referencedAt: valueSlot),
          case .string(let key, _) = value(of: keyObject, depth: depth + 1),
          let item = value(of: valueObject, depth: depth + 1)
        else { return nil }
        entries.append(PropertyListValue.Entry(key: key, keyPosition: position, value: item))
      }
      return .dictionary(entries, position: position)
    }
  }
}
