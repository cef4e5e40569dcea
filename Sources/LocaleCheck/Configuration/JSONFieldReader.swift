/// Typed access to positioned JSON values, with errors that name the field and its position.
package struct JSONFieldReader: Sendable {
  /// A reader, which holds no state.
  package init() {}

  /// `node`'s string; an error naming `field` at `node`'s position where it is not a string.
  package func string(_ node: JSONNode, field: String) throws(CatalogError) -> String {
    guard let value = node.stringValue else { throw mismatch(node, field: field, expected: "a string") }
    return value
  }

  /// `node`'s string, or `nil` where the field is absent or `null`; an error naming `field` where
  /// it is of another kind.
  package func optionalString(_ node: JSONNode?, field: String) throws(CatalogError) -> String? {
    guard let node else { return nil }
    if case .null = node { return nil }
    guard let value = node.stringValue else {
      throw mismatch(node, field: field, expected: "a string or null")
    }
    return value
  }

  /// `node`'s elements as strings; an error naming `field` where it is not an array or an
  /// element is not a string.
  package func strings(_ node: JSONNode, field: String) throws(CatalogError) -> [String] {
    var result: [String] = []
    for (index, element) in try array(node, field: field).enumerated() {
      // The array is right: what is wrong is one of its entries, which the message counts from 1.
      guard let value = element.stringValue else {
        throw CatalogError(
          position: element.position,
          message: "'\(field)' must hold strings, but its entry \(index + 1) is \(element.kindName)")
      }
      result.append(value)
    }
    return result
  }

  /// `node`'s boolean; an error naming `field` where it is not `true` or `false`.
  package func bool(_ node: JSONNode, field: String) throws(CatalogError) -> Bool {
    guard case .bool(let value, _) = node else {
      throw mismatch(node, field: field, expected: "true or false")
    }
    return value
  }

  /// `node`'s elements; an error naming `field` where it is not an array.
  package func array(_ node: JSONNode, field: String) throws(CatalogError) -> [JSONNode] {
    guard let elements = node.elements else { throw mismatch(node, field: field, expected: "an array") }
    return elements
  }

  /// An object's members; a name written twice is an error, since the last one would silently
  /// win (a second `"failOn"` changing the gate unseen).
  package func object(_ node: JSONNode, field: String) throws(CatalogError) -> [JSONMember] {
    guard let members = node.members else { throw mismatch(node, field: field, expected: "an object") }
    try JSONMember.rejectRepeatedNames(in: members)
    return members
  }

  /// One of an enumeration's raw values.
  package func choice<Choice: RawRepresentable & CaseIterable>(
    _ node: JSONNode, field: String, as: Choice.Type
  )
    throws(CatalogError) -> Choice where Choice.RawValue == String
  {
    let text = try string(node, field: field)
    // In any case, as the command line reads `--fail-on Error`.
    guard let value = Choice(rawValue: text) ?? Choice(rawValue: text.lowercased()) else {
      let allowed = Choice.allCases.map(\.rawValue).joined(separator: ", ")
      throw CatalogError(
        position: node.position, message: "invalid \(field) '\(text)' (expected one of \(allowed))")
    }
    return value
  }

  private func mismatch(_ node: JSONNode, field: String, expected: String) -> CatalogError {
    CatalogError(position: node.position, message: "'\(field)' must be \(expected), not \(node.kindName)")
  }
}
