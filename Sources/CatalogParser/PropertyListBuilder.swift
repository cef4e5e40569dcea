/// Builds a `PropertyListValue` tree from the SAX events of an XML property list.
///
/// Checks the structure as it goes (`<key>` then value inside `<dict>`, one root value) and
/// records keys written twice in one dictionary.
final class PropertyListBuilder: XMLEventHandler {
  /// A key written twice in one dictionary: the key, both places, and the keys of the
  /// dictionaries that enclose it (`["files", "n"]` for `other` in a `.stringsdict` variable).
  struct Duplicate {
    var key: String
    var first: SourcePosition
    var second: SourcePosition
    var enclosingKeys: [String] = []

    /// The duplicate as reported for the table and locale of `context`: a key repeated inside a
    /// `.stringsdict` entry is a field (`n.other`) of that entry's key.
    func reported(in context: FileContext, locale: LocaleID?) -> DuplicateKey {
      guard let entryKey = enclosingKeys.first else {
        return DuplicateKey(
          key: key, bundle: context.bundle, table: context.table, locale: locale, first: first, second: second
        )
      }
      let field = (enclosingKeys.dropFirst() + [key]).joined(separator: ".")
      return DuplicateKey(
        key: entryKey, bundle: context.bundle, table: context.table, locale: locale, first: first,
        second: second, field: field)
    }
  }

  /// Reads an XML property list: its root value and the keys written twice.
  static func read(_ bytes: [UInt8], file: String) throws(CatalogError) -> (
    root: PropertyListValue, duplicates: [Duplicate]
  ) {
    let builder = PropertyListBuilder()
    try XMLEventReader.read(bytes, file: file, handler: builder, declarationMayFollowComments: true)
    guard let root = builder.root else {
      throw CatalogError(file: file, line: 1, column: 1, message: "the property list is empty")
    }
    return (root, builder.duplicates)
  }

  private enum Frame {
    case plist
    case dictionary(Dictionary)
    case array([PropertyListValue], position: SourcePosition)
    case leaf(Leaf, position: SourcePosition, tag: SourcePosition)

    var isDictionary: Bool {
      if case .dictionary = self { return true }
      return false
    }

    var isArray: Bool {
      if case .array = self { return true }
      return false
    }
  }

  private enum Leaf { case key, string, scalar }

  private struct Dictionary {
    var entries: [PropertyListValue.Entry] = []
    var indexByKey: [String: Int] = [:]
    var pendingKey: (text: String, position: SourcePosition, tag: SourcePosition, comment: String?)?
    /// A comment written after the last entry, which a following key takes as its own.
    var pendingComment: String?
    var position: SourcePosition
  }

  /// The root value, once the document is read.
  private(set) var root: PropertyListValue?
  /// Keys written twice, in document order.
  private(set) var duplicates: [Duplicate] = []
  private var stack: [Frame] = []
  private var text: [UInt8] = []

  func startElement(_ element: XMLStartElement, reader: XMLEventReader) throws(CatalogError) {
    let tag = reader.position(ofOffset: element.tagOffset)
    if case .leaf = stack.last {
      throw CatalogError(position: tag, message: "unexpected <\(element.name)> inside a text value")
    }
    let content = element.isEmpty ? tag : reader.position(ofOffset: element.contentOffset)
    text.removeAll(keepingCapacity: true)
    if element.hasName("plist") && stack.isEmpty && root == nil {
      stack.append(.plist)
    } else if element.hasName("dict") {
      try expectKey(before: .dictionary([], position: tag), at: tag)
      stack.append(.dictionary(Dictionary(position: tag)))
    } else if element.hasName("array") {
      try expectKey(before: .array([], position: tag), at: tag)
      stack.append(.array([], position: tag))
    } else if element.hasName("key") {
      stack.append(.leaf(.key, position: content, tag: tag))
    } else if element.hasName("string") {
      stack.append(.leaf(.string, position: content, tag: tag))
    } else if PropertyListBuilder.isScalar(element) {
      stack.append(.leaf(.scalar, position: tag, tag: tag))
    } else {
      throw CatalogError(position: tag, message: "unexpected <\(element.name)> in a property list")
    }
  }

  /// Throws where a `<dict>` or `<array>` opens in a `<dict>` without a `<key>` before it: told
  /// where it opens, a stray one holding another is the first to mend (audit 237: deltachat's
  /// file told at its last of eleven; review 169).
  private func expectKey(before value: PropertyListValue, at tag: SourcePosition) throws(CatalogError) {
    guard case .dictionary(let open) = stack.last, open.pendingKey == nil else { return }
    throw CatalogError(position: tag, message: "expected a <key> before \(value.kindName) in a <dict>")
  }

  func endElement(reader: XMLEventReader) throws(CatalogError) {
    guard let frame = stack.popLast() else { return }
    switch frame {
    case .plist:
      return
    case .array(let items, let position):
      try deliver(.array(items, position: position), isKey: false, tag: nil)
    case .dictionary(let dictionary):
      if let pending = dictionary.pendingKey {
        throw CatalogError(
          position: pending.tag, message: "expected a value after <key>\(pending.text)</key>")
      }
      try deliver(.dictionary(dictionary.entries, position: dictionary.position), isKey: false, tag: nil)
    case .leaf(let leaf, let position, let tag):
      let string = String(decoding: text, as: UTF8.self)
      text.removeAll(keepingCapacity: true)
      switch leaf {
      case .key: try deliver(.string(string, position: position), isKey: true, tag: tag)
      case .string: try deliver(.string(string, position: position), isKey: false, tag: tag)
      case .scalar: try deliver(.other(position: position), isKey: false, tag: tag)
      }
    }
  }

  func text(_ bytes: UnsafeBufferPointer<UInt8>, reader: XMLEventReader) throws(CatalogError) {
    if case .leaf = stack.last { text.append(contentsOf: bytes) }
  }

  /// Keeps a comment between a dictionary's entries for the key that follows it (Crowdin and
  /// other tools write a key's note to translators so in a `.stringsdict`).
  func comment(_ bytes: UnsafeBufferPointer<UInt8>, reader: XMLEventReader) {
    guard let last = stack.indices.last, case .dictionary(var dictionary) = stack[last],
      dictionary.pendingKey == nil
    else { return }
    let text = String(decoding: bytes, as: UTF8.self).trimmingWhitespace
    dictionary.pendingComment = text.isEmpty ? nil : text
    stack[last] = .dictionary(dictionary)
  }

  /// Hands a finished value (or key) to the enclosing container.
  private func deliver(_ value: PropertyListValue, isKey: Bool, tag: SourcePosition?) throws(CatalogError) {
    let place = tag ?? value.position
    // A dictionary is taken off the stack before it grows: a copy of the frame held meanwhile
    // (`let parent = stack.last`) would make each new entry copy every entry before it.
    if let last = stack.indices.last, stack[last].isDictionary {
      guard case .dictionary(var dictionary) = stack.removeLast() else { return }
      defer { stack.append(.dictionary(dictionary)) }
      try add(value, isKey: isKey, tag: place, to: &dictionary)
      return
    }
    if let last = stack.indices.last, stack[last].isArray {
      if isKey { throw CatalogError(position: place, message: "<key> inside an <array>") }
      guard case .array(var items, let position) = stack.removeLast() else { return }
      items.append(value)
      stack.append(.array(items, position: position))
      return
    }
    guard let parent = stack.last else {
      if isKey { throw CatalogError(position: place, message: "<key> outside a <dict>") }
      root = value
      return
    }
    switch parent {
    case .plist:
      if isKey { throw CatalogError(position: place, message: "<key> outside a <dict>") }
      if root != nil { throw CatalogError(position: place, message: "a property list holds one root value") }
      root = value
    case .array, .dictionary, .leaf:
      return
    }
  }

  private func add(
    _ value: PropertyListValue, isKey: Bool, tag: SourcePosition, to dictionary: inout Dictionary
  ) throws(CatalogError) {
    if isKey {
      if let pending = dictionary.pendingKey {
        throw CatalogError(
          position: pending.tag, message: "expected a value after <key>\(pending.text)</key>")
      }
      dictionary.pendingKey = (value.string ?? "", value.position, tag, dictionary.pendingComment.take())
      return
    }
    guard let key = dictionary.pendingKey else {
      throw CatalogError(position: tag, message: "expected a <key> before \(value.kindName) in a <dict>")
    }
    dictionary.pendingKey = nil
    let entry = PropertyListValue.Entry(
      key: key.text, keyPosition: key.position, value: value, comment: key.comment)
    if let index = dictionary.indexByKey[key.text] {
      // The enclosing dictionaries are on the stack, each waiting for the value of its pending key.
      let enclosingKeys = stack.compactMap { frame -> String? in
        if case .dictionary(let outer) = frame { return outer.pendingKey?.text }
        return nil
      }
      duplicates.append(
        Duplicate(
          key: key.text, first: dictionary.entries[index].keyPosition, second: key.position,
          enclosingKeys: enclosingKeys))
      dictionary.entries[index].value = value
      dictionary.entries[index].keyPosition = key.position
    } else {
      dictionary.indexByKey[key.text] = dictionary.entries.count
      dictionary.entries.append(entry)
    }
  }

  private static func isScalar(_ element: XMLStartElement) -> Bool {
    element.hasName("integer") || element.hasName("real") || element.hasName("true")
      || element.hasName("false") || element.hasName("date") || element.hasName("data")
  }
}
