/// A JSON value read with the position of every value and member name, for small files
/// (label maps, configuration, baselines, UI captures) whose errors must point at a line.
package indirect enum JSONNode: Sendable {
  case null(SourcePosition)
  case bool(Bool, SourcePosition)
  case number(Double, SourcePosition)
  case string(String, SourcePosition)
  case array([JSONNode], SourcePosition)
  /// Members in file order, each with the position of its name.
  case object([JSONMember], SourcePosition)

  /// Where the value starts.
  package var position: SourcePosition {
    switch self {
    case .null(let position), .bool(_, let position), .number(_, let position), .string(_, let position),
      .array(_, let position), .object(_, let position):
      position
    }
  }

  /// The string, for a string value.
  package var stringValue: String? {
    if case .string(let value, _) = self { return value }
    return nil
  }

  /// The members, for an object.
  package var members: [JSONMember]? {
    if case .object(let members, _) = self { return members }
    return nil
  }

  /// The elements, for an array.
  package var elements: [JSONNode]? {
    if case .array(let elements, _) = self { return elements }
    return nil
  }

  /// The value of the member `name` (the last one, as JSON readers do), for an object.
  package subscript(name: String) -> JSONNode? {
    members?.last { $0.name == name }?.value
  }

  /// A name for the kind of value, for error messages.
  package var kindName: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// Reads a whole JSON document.
  package static func parse(_ bytes: [UInt8], file: String) throws(CatalogError) -> JSONNode {
    let text = try TextDecoding.utf8Bytes(from: bytes, file: file)
    return try text.withUnsafeBufferPointer { (buffer) throws(CatalogError) -> JSONNode in
      let scanner = JSONScanner(bytes: buffer, file: file)
      guard scanner.peek() != nil else { throw scanner.error("empty file: expected a JSON value") }
      let node = try scanner.readNode(depth: 0)
      try scanner.expectEnd()
      return node
    }
  }
}

/// An object member with the position of its name.
package struct JSONMember: Sendable {
  /// The member name, its escapes decoded.
  package var name: String
  /// Where the name's opening quote is: errors about the member itself (an unknown or repeated
  /// name) point there.
  package var namePosition: SourcePosition
  /// The member's value, which carries its own position.
  package var value: JSONNode

  /// Throws for a name that `members` (one object's) write twice: JSON lets the last one win
  /// unseen, where a configuration or a capture means one of them.
  package static func rejectRepeatedNames(in members: [JSONMember]) throws(CatalogError) {
    var seen: [String: SourcePosition] = [:]
    for member in members {
      if let first = seen.updateValue(member.namePosition, forKey: member.name) {
        throw CatalogError(
          position: member.namePosition,
          message: "'\(member.name)' is written twice (first at line \(first.line), column \(first.column))")
      }
    }
  }
}

extension JSONScanner {
  /// Reads any value into a positioned tree.
  func readNode(depth: Int) throws(CatalogError) -> JSONNode {
    guard let next = peek() else { throw unexpected("expected a value") }
    let start = position
    switch next {
    case UInt8(ascii: "{"):
      var members: [JSONMember] = []
      try readObject(depth: depth + 1) { name throws(CatalogError) in
        let text = name.hasEscapes ? try unescape(name) : name.string(in: bytes)
        members.append(
          JSONMember(name: text, namePosition: position(of: name), value: try readNode(depth: depth + 1)))
      }
      return .object(members, start)
    case UInt8(ascii: "["):
      var elements: [JSONNode] = []
      try readArray(depth: depth + 1) { () throws(CatalogError) in
        elements.append(try readNode(depth: depth + 1))
      }
      return .array(elements, start)
    case UInt8(ascii: "\""): return .string(try readString(), start)
    case UInt8(ascii: "t"), UInt8(ascii: "f"): return .bool(try readBool(), start)
    case UInt8(ascii: "n"):
      _ = try readOptionalString()
      return .null(start)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try readDouble(), start)
    default: throw unexpectedValue()
    }
  }
}
