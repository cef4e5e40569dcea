extension StringsdictParser {
  /// Reads a binary property list (`bplist00`); its values have no text positions, so every
  /// position is the start of the file.
  static func readBinary(_ bytes: [UInt8], file: String) throws(CatalogError) -> PropertyListValue {
    try BinaryPropertyListReader.read(bytes, file: file)
  }
}
