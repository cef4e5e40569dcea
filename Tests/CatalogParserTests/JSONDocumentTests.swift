import Testing

@testable import CatalogParser

/// A document written in parts, its large arrays on all cores, is byte for byte the document
/// written as one value.
@Suite("JSON document in parts")
struct JSONDocumentTests {
  /// An element with nesting, escapes and every kind of value, different for every index.
  static func element(_ index: Int) -> JSONValue {
    .object([
      ("index", .int(index)), ("name", .string("Key \"\(index)\"\n\u{2028}é")),
      ("cells", .array(index % 3 == 0 ? [] : [.null, .bool(index % 2 == 0), .object([])])),
      ("empty", .object(index % 5 == 0 ? [] : [("x", .double(Double(index) / 4))])),
    ])
  }

  @Test(arguments: [
    0, 1, 2, JSONDocument.chunkSize, JSONDocument.chunkSize + 1, 3 * JSONDocument.chunkSize + 7,
  ])
  func writesWhatTheWholeValueWrites(count: Int) {
    let document: JSONDocument = .object([
      ("first", .value(1)),
      ("empty object", .object([])),
      ("empty array", .array([])),
      ("items", .elements(count: count, element: Self.element)),
      (
        "nested",
        .array([.object([("deep", .elements(count: count, element: Self.element))]), .value(.null)])
      ),
    ])
    #expect(document.text() == document.value.serialized(pretty: true) + "\n")
    #expect(
      document.value
        == .object([
          ("first", 1), ("empty object", .object([])), ("empty array", .array([])),
          ("items", .array((0..<count).map(Self.element))),
          ("nested", .array([.object([("deep", .array((0..<count).map(Self.element)))]), .null])),
        ]))
  }
}
