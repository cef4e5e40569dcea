import CatalogParser

/// A pretty-printed JSON document described in parts, so that its large arrays are made and
/// written on all cores, a chunk of elements at a time, instead of as one tree of values.
///
/// Its text is byte for byte what `JSONValue.serialized(pretty: true)` writes for `value`: a
/// report of 800,000 cells is a tree of millions of values, and building, writing and freeing
/// that tree on one core took longer than checking the cells.
indirect enum JSONDocument {
  /// A part written as it is.
  case value(JSONValue)
  /// An object whose members are parts.
  case object([(String, JSONDocument)])
  /// An array whose elements are parts.
  case array([JSONDocument])
  /// An array of `count` elements; `element(index)` makes one, on any core.
  case elements(count: Int, element: (Int) -> JSONValue)

  /// Elements made and written per task: enough that handing a chunk to a core costs little.
  static let chunkSize = 256

  /// The document as one value (every element made on this core).
  var value: JSONValue {
    switch self {
    case .value(let value): value
    case .object(let members): .object(members.map { ($0.0, $0.1.value) })
    case .array(let items): .array(items.map(\.value))
    case .elements(let count, let element): .array((0..<count).map(element))
    }
  }

  /// The pretty-printed text as UTF-8, with a trailing newline.
  func utf8() -> [UInt8] {
    var bytes: [UInt8] = []
    write(into: &bytes, indent: 0)
    bytes.append(0x0A)
    return bytes
  }

  /// The pretty-printed text, with a trailing newline.
  func text() -> String {
    String(decoding: utf8(), as: UTF8.self)
  }

  private func write(into bytes: inout [UInt8], indent: Int) {
    switch self {
    case .value(let value):
      bytes += value.serializedUTF8(pretty: true, indent: indent)
    case .object(let members):
      guard !members.isEmpty else { return bytes += Array("{}".utf8) }
      bytes.append(UInt8(ascii: "{"))
      for (index, (name, member)) in members.enumerated() {
        Self.separate(index, indent: indent + 2, in: &bytes)
        bytes += JSONValue.string(name).serializedUTF8()
        bytes += Array(": ".utf8)
        member.write(into: &bytes, indent: indent + 2)
      }
      Self.close(UInt8(ascii: "}"), indent: indent, in: &bytes)
    case .array(let items):
      guard !items.isEmpty else { return bytes += Array("[]".utf8) }
      bytes.append(UInt8(ascii: "["))
      for (index, item) in items.enumerated() {
        Self.separate(index, indent: indent + 2, in: &bytes)
        item.write(into: &bytes, indent: indent + 2)
      }
      Self.close(UInt8(ascii: "]"), indent: indent, in: &bytes)
    case .elements(let count, let element):
      guard count > 0 else { return bytes += Array("[]".utf8) }
      bytes.append(UInt8(ascii: "["))
      let chunks = ParallelMap.map((count + Self.chunkSize - 1) / Self.chunkSize, chunkSize: 1) { chunk in
        var part: [UInt8] = []
        for index in (chunk * Self.chunkSize)..<min(count, (chunk + 1) * Self.chunkSize) {
          Self.separate(index, indent: indent + 2, in: &part)
          part += element(index).serializedUTF8(pretty: true, indent: indent + 2)
        }
        return part
      }
      bytes.reserveCapacity(bytes.count + chunks.reduce(0) { $0 + $1.count } + indent + 2)
      for part in chunks { bytes += part }
      Self.close(UInt8(ascii: "]"), indent: indent, in: &bytes)
    }
  }

  /// The comma before every item but the first, then the new line and indent.
  private static func separate(_ index: Int, indent: Int, in bytes: inout [UInt8]) {
    if index > 0 { bytes.append(UInt8(ascii: ",")) }
    newLine(indent, in: &bytes)
  }

  private static func close(_ bracket: UInt8, indent: Int, in bytes: inout [UInt8]) {
    newLine(indent, in: &bytes)
    bytes.append(bracket)
  }

  private static func newLine(_ indent: Int, in bytes: inout [UInt8]) {
    bytes.append(0x0A)
    bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent))
  }
}
