import Foundation

extension StringsdictParser {
  /// Reads a binary property list (`bplist00`); its values have no text positions, so every
  /// position is the start of the file.
  static func readBinary(_ bytes: [UInt8], file: String) throws(CatalogError) -> PropertyListValue {
    let start = SourcePosition(file: file, line: 1, column: 1)
    var object: Any?
    try BinaryPropertyListGuard.check(bytes, file: file)
    var format = PropertyListSerialization.PropertyListFormat.binary
    do {
      object = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: &format)
    } catch {
      object = nil
    }
    // Foundation falls back to the text formats when the binary one does not parse.
    guard let object, format == .binary else {
      throw CatalogError(position: start, message: "invalid binary property list")
    }
    return convert(object, at: start)
  }

  private static func convert(_ object: Any, at position: SourcePosition) -> PropertyListValue {
    if let text = object as? String { return .string(text, position: position) }
    guard let dictionary = object as? [String: Any] else { return .other(position: position) }
    let entries = dictionary.sorted { $0.key < $1.key }.map { key, value in
      PropertyListValue.Entry(key: key, keyPosition: position, value: convert(value, at: position))
    }
    return .dictionary(entries, position: position)
  }
}
