/// Writes hostile binary property lists (`bplist00`) by hand: Foundation cannot write them.
enum FuzzBinaryPropertyList {
  /// `{k: {k: ... {k: "v"}}}`, `depth` dictionaries deep.
  static func nestedDictionaries(depth: Int) -> [UInt8] {
    // Objects: 0 = "k", 1 = "v", then dictionary i refers to object i - 1.
    var objects: [[Int]] = [[], []]
    for index in 2..<(depth + 2) { objects.append([0, index - 1]) }
    return write(objects)
  }

  /// A dictionary whose value is itself.
  static func cycle() -> [UInt8] { write([[], [], [0, 2]]) }

  /// Dictionaries whose two values are both the next dictionary: few objects, many paths.
  static func sharedDictionaries(depth: Int) -> [UInt8] {
    var objects: [[Int]] = [[], []]
    for index in 2..<(depth + 2) { objects.append([0, 1, index - 1, index - 1]) }
    return write(objects)
  }

  /// Objects 0 and 1 are the one-letter strings "k" and "v"; every other is a dictionary whose
  /// references are given (keys first, then values). The last object is the root.
  private static func write(_ objects: [[Int]]) -> [UInt8] {
    let referenceSize = 4
    var bytes = Array("bplist00".utf8)
    var offsets: [Int] = []
    for (index, references) in objects.enumerated() {
      offsets.append(bytes.count)
      if index < 2 {
        bytes += [0x51, index == 0 ? UInt8(ascii: "k") : UInt8(ascii: "v")]
        continue
      }
      bytes.append(0xD0 | UInt8(references.count / 2))
      for reference in references { bytes += bigEndian(reference, size: referenceSize) }
    }
    let tableOffset = bytes.count
    for offset in offsets { bytes += bigEndian(offset, size: 4) }
    bytes += [0, 0, 0, 0, 0, 0, 4, UInt8(referenceSize)]
    bytes += bigEndian(objects.count, size: 8) + bigEndian(objects.count - 1, size: 8)
    bytes += bigEndian(tableOffset, size: 8)
    return bytes
  }

  private static func bigEndian(_ value: Int, size: Int) -> [UInt8] {
    (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
  }
}
