extension StringsFileParser {
  static func isBinaryPropertyList(_ bytes: [UInt8]) -> Bool {
    bytes.starts(with: Array("bplist00".utf8))
  }

  /// Whether decoded `.strings` text is an XML property list: the text format's entries start
  /// with a key or a comment, never with `<`; nor does XML start with Git's conflict marker
  /// `<<<<<<<`, which the text reader names.
  static func isXMLPropertyList(_ text: [UInt8]) -> Bool {
    guard let start = text.firstIndex(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }),
      text[start] == UInt8(ascii: "<")
    else { return false }
    return !text[start...].starts(with: Array("<<<<<<<".utf8))
  }

  /// Reads a compiled `.strings` file, which must be a dictionary of strings; keys come sorted
  /// because the binary form keeps no order worth showing.
  static func readBinaryPropertyList(_ bytes: [UInt8], into builder: inout Builder) throws(CatalogError) {
    let position = SourcePosition(file: builder.context.displayPath, line: 1, column: 1)
    let top = try BinaryPropertyListReader.read(bytes, file: builder.context.displayPath)
    guard let entries = top.entries else {
      throw CatalogError(
        position: position, message: "expected a dictionary of strings in the binary property list")
    }
    var dictionary: [String: String] = [:]
    for entry in entries {
      guard let value = entry.value.string else {
        throw CatalogError(
          position: position,
          message: "expected a string value for key '\(entry.key)' in the binary property list")
      }
      dictionary[entry.key] = value
    }
    for (key, value) in dictionary.sorted(by: { $0.key < $1.key }) {
      builder.add(key: key, value: value, comment: nil, keyPosition: position, valuePosition: position)
    }
  }

  /// Reads a `.strings` file written as an XML property list: a `<dict>` whose values are all
  /// `<string>`s, in written order, each key and value at its own position.
  static func readXMLPropertyList(_ bytes: [UInt8], into builder: inout Builder) throws(CatalogError) {
    let (root, duplicates) = try PropertyListBuilder.read(bytes, file: builder.context.displayPath)
    guard let entries = root.entries else {
      throw CatalogError(
        position: root.position, message: "expected a <dict> of strings at the root of the property list")
    }
    for entry in entries {
      guard case .string(let value, let valuePosition) = entry.value else {
        throw CatalogError(
          position: entry.value.position,
          message: "expected a <string> for key '\(entry.key)', found \(entry.value.kindName)")
      }
      builder.add(
        key: entry.key, value: value, comment: nil, keyPosition: entry.keyPosition,
        valuePosition: valuePosition)
    }
    let context = builder.context
    builder.duplicates += duplicates.map { $0.reported(in: context, locale: context.locale) }
  }
}
