/// One start tag as libxml2 reports it: its names, its attributes and where it is written.
///
/// The pointers are valid only during the `startElement` call that receives it; copy what you
/// need. Names are compared on raw bytes so that elements a handler ignores cost no `String`.
struct XMLStartElement {
  /// The local name (without prefix), NUL-terminated UTF-8.
  let localName: UnsafePointer<UInt8>
  /// The namespace URI, NUL-terminated UTF-8, when the element has one.
  let namespaceURI: UnsafePointer<UInt8>?
  /// How many attributes `attributes` holds (five pointers each, as in libxml2's SAX2).
  let attributeCount: Int
  /// libxml2's attribute array: local name, prefix, URI, value start, value end per attribute.
  let attributes: UnsafeMutablePointer<UnsafePointer<UInt8>?>?
  /// The document, to find where the tag starts when that is asked (most elements never are).
  let document: UnsafeBufferPointer<UInt8>
  /// The offset of the tag's closing `>` (or of the `/` of `/>`).
  let tagEnd: Int
  /// The byte offset of the element's content (just after `>`; after `/>` for an empty element).
  let contentOffset: Int
  /// `true` for an element written `<name/>`.
  let isEmpty: Bool

  /// The offset of the tag's `<`: no `<` can occur inside a tag, so the nearest one before its end.
  var tagOffset: Int {
    guard tagEnd >= 0 else { return 0 }
    return ByteSearch.lastIndex(
      of: UInt8(ascii: "<"), in: document, from: 0, to: min(tagEnd + 1, document.count))
      ?? 0
  }

  /// Whether the local name is `name`.
  func hasName(_ name: StaticString) -> Bool {
    XMLStartElement.equals(localName, name)
  }

  /// The local name as a `String`.
  var name: String { String(cString: localName) }

  /// The decoded value of the attribute with local name `name` (any namespace), if present.
  func attribute(_ name: StaticString) -> String? {
    rawAttribute(name).map(XMLCharacterReferences.decode)
  }

  /// Like `attribute(_:)`, but a value spelled like one of `common` is that string (no copy:
  /// string literals cost no allocation and no reference counting).
  func attribute(_ name: StaticString, common: [String]) -> String? {
    guard let value = rawAttribute(name) else { return nil }
    for literal in common where literal.utf8.count == value.count {
      let isSame =
        literal.utf8.withContiguousStorageIfAvailable { ByteSearch.equal($0, value) }
        ?? literal.utf8.elementsEqual(value)
      if isSame { return literal }
    }
    return XMLCharacterReferences.decode(value)
  }

  /// The raw (undecoded) value of the first attribute with local name `name`.
  private func rawAttribute(_ name: StaticString) -> UnsafeBufferPointer<UInt8>? {
    var found: UnsafeBufferPointer<UInt8>?
    forEachAttribute { attributeName, value in
      if found == nil && XMLStartElement.equals(attributeName, name) { found = value }
    }
    return found
  }

  /// Calls `body` with the local name and raw (undecoded) value of every attribute, in order:
  /// for elements that need several attributes, one pass instead of one per attribute.
  func forEachAttribute(_ body: (UnsafePointer<UInt8>, UnsafeBufferPointer<UInt8>) -> Void) {
    guard let attributes else { return }
    for index in 0..<attributeCount {
      let base = index * 5
      guard let name = attributes[base], let start = attributes[base + 3], let end = attributes[base + 4]
      else { continue }
      body(name, UnsafeBufferPointer(start: start, count: end - start))
    }
  }

  /// Whether the NUL-terminated `pointer` spells exactly `name`.
  static func equals(_ pointer: UnsafePointer<UInt8>, _ name: StaticString) -> Bool {
    let count = name.utf8CodeUnitCount
    let expected = name.utf8Start
    for index in 0..<count where pointer[index] != expected[index] { return false }
    return pointer[count] == 0
  }
}
