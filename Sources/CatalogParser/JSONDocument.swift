/// A pretty-printed JSON document described in parts, so that its large arrays are made and
/// written on all cores, a chunk of elements at a time, instead of as one tree of values.
///
/// Its text is byte for byte what `JSONValue.serialized(pretty: true)` writes for ``value``: a
/// report of 800,000 cells is a tree of millions of values, and building, writing and freeing
/// that tree on one core took longer than checking the cells.
public indirect enum JSONDocument {
  /// A part written as it is.
  case value(JSONValue)
  /// An object whose members are parts.
  case object([(String, JSONDocument)])
  /// An array whose elements are parts.
  case array([JSONDocument])
  /// An array of `count` elements; `element(index)` makes one, on any core.
  case elements(count: Int, element: (Int) -> JSONValue)

  /// Elements made and written per task: enough that handing a chunk to a core costs little.
  public static let chunkSize = 256

  /// The document as one value (every element made on this core).
  public var value: JSONValue {
    switch self {
    case .value(let value): value
    case .object(let members): .object(members.map { ($0.0, $0.1.value) })
    case .array(let items): .array(items.map(\.value))
    case .elements(let count, let element): .array((0..<count).map(element))
    }
  }

  /// The pretty-printed text as UTF-8, with a trailing newline.
  public func utf8() -> [UInt8] {
    var writer = JSONWriter(pretty: true)
    write(into: &writer, indent: 0)
    writer.bytes.append(0x0A)
    return writer.bytes
  }

  /// The pretty-printed text, with a trailing newline.
  public func text() -> String {
    String(decoding: utf8(), as: UTF8.self)
  }

  /// Writes the part as `JSONWriter.write(_:indent:)` writes its value, in the same layout.
  private func write(into writer: inout JSONWriter, indent: Int) {
    switch self {
    case .value(let value):
      writer.write(value, indent: indent)
    case .object(let members):
      guard !members.isEmpty else { return writer.append("{}") }
      writer.append("{")
      for (index, (name, member)) in members.enumerated() {
        writer.separate(index, indent: indent + 2)
        writer.writeString(name)
        writer.append(": ")
        member.write(into: &writer, indent: indent + 2)
      }
      writer.close(UInt8(ascii: "}"), indent: indent)
    case .array(let items):
      guard !items.isEmpty else { return writer.append("[]") }
      writer.append("[")
      for (index, item) in items.enumerated() {
        writer.separate(index, indent: indent + 2)
        item.write(into: &writer, indent: indent + 2)
      }
      writer.close(UInt8(ascii: "]"), indent: indent)
    case .elements(let count, let element):
      guard count > 0 else { return writer.append("[]") }
      writer.append("[")
      let chunks = ParallelMap.map((count + Self.chunkSize - 1) / Self.chunkSize, chunkSize: 1) { chunk in
        var part = JSONWriter(pretty: true)
        for index in (chunk * Self.chunkSize)..<min(count, (chunk + 1) * Self.chunkSize) {
          part.separate(index, indent: indent + 2)
          part.write(element(index), indent: indent + 2)
        }
        return part.bytes
      }
      writer.bytes.reserveCapacity(writer.bytes.count + chunks.reduce(0) { $0 + $1.count } + indent + 2)
      for part in chunks { writer.bytes += part }
      writer.close(UInt8(ascii: "]"), indent: indent)
    }
  }
}
