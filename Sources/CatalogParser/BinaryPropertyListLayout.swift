/// The trailer and offset table of a `bplist00` file, with bounds-checked reads of its objects.
struct BinaryPropertyListLayout {
  let bytes: UnsafeBufferPointer<UInt8>
  let offsetSize: Int
  let referenceSize: Int
  let objectCount: Int
  let topObject: Int
  let offsetTable: Int

  /// Reads the 32-byte trailer; `nil` when it is not consistent.
  init?(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard bytes.count >= 8 + 32 else { return nil }
    let trailer = bytes.count - 32
    self.bytes = bytes
    offsetSize = Int(bytes[trailer + 6])
    referenceSize = Int(bytes[trailer + 7])
    let objects = Self.integer(bytes, at: trailer + 8, size: 8)
    let top = Self.integer(bytes, at: trailer + 16, size: 8)
    let table = Self.integer(bytes, at: trailer + 24, size: 8)
    guard (1...8).contains(offsetSize), (1...8).contains(referenceSize), let objects, let top, let table,
      objects > 0, objects <= trailer, top < objects, table >= 8, table <= trailer,
      objects <= (trailer - table) / offsetSize
    else { return nil }
    (objectCount, topObject, offsetTable) = (objects, top, table)
  }

  /// The references a collection holds: where they start and how many (0 for other objects);
  /// `nil` for a collection whose count is malformed or runs past the object table (a corrupt
  /// file, not an empty collection).
  func references(of object: Int) -> (start: Int, count: Int)? {
    guard let offset = Self.integer(bytes, at: offsetTable + object * offsetSize, size: offsetSize),
      offset >= 8, offset < offsetTable
    else { return (0, 0) }
    let marker = bytes[offset]
    let kind = marker >> 4
    guard kind == 0xA || kind == 0xB || kind == 0xC || kind == 0xD else { return (0, 0) }
    var count = Int(marker & 0x0F)
    var start = offset + 1
    if count == 0x0F {
      guard start < offsetTable, bytes[start] >> 4 == 0x1 else { return nil }
      let size = 1 << Int(bytes[start] & 0x0F)
      guard size <= 8, let long = Self.integer(bytes, at: start + 1, size: size) else { return nil }
      (count, start) = (long, start + 1 + size)
    }
    if kind == 0xD { count = count <= Int.max / 2 ? count * 2 : Int.max }
    guard count <= (offsetTable - start) / referenceSize else { return nil }
    return (start, count)
  }

  /// How many bytes of text or data a leaf holds (0 for other objects, and for a leaf whose
  /// length cannot be read: Foundation rejects it); `nil` for a leaf whose length runs past the
  /// object table, which no file of that size holds.
  func byteLength(of object: Int) -> Int? {
    guard let offset = Self.integer(bytes, at: offsetTable + object * offsetSize, size: offsetSize),
      offset >= 8, offset < offsetTable
    else { return 0 }
    let marker = bytes[offset]
    let unit: Int
    switch marker >> 4 {
    case 0x4, 0x5: unit = 1  // data, ASCII string
    case 0x6: unit = 2  // UTF-16 string
    default: return 0
    }
    var count = Int(marker & 0x0F)
    if count == 0x0F {
      let start = offset + 1
      guard start < offsetTable, bytes[start] >> 4 == 0x1 else { return 0 }
      let size = 1 << Int(bytes[start] & 0x0F)
      guard size <= 8, let long = Self.integer(bytes, at: start + 1, size: size) else { return 0 }
      count = long
    }
    return count <= (offsetTable - offset) / unit ? count * unit : nil
  }

  /// The object a reference at byte offset `slot` names, when it is a valid index.
  func object(referencedAt slot: Int) -> Int? {
    guard let index = Self.integer(bytes, at: slot, size: referenceSize), index < objectCount else {
      return nil
    }
    return index
  }

  /// A big-endian unsigned integer of `size` bytes at `offset`, if it is inside the file and fits.
  static func integer(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, size: Int) -> Int? {
    guard offset >= 0, size >= 1, size <= 8, offset <= bytes.count - size else { return nil }
    var value: UInt64 = 0
    for index in 0..<size { value = value << 8 | UInt64(bytes[offset + index]) }
    return value <= UInt64(Int.max) ? Int(value) : nil
  }
}
