/// Reads a property list, XML or binary, into a `PropertyListValue` tree.
enum PropertyListDocument {
  /// The root value of `bytes` and the keys an XML list writes twice in one dictionary (a binary
  /// list cannot); errors name `file`.
  static func read(_ bytes: [UInt8], file: String) throws(CatalogError) -> (
    root: PropertyListValue, duplicates: [PropertyListBuilder.Duplicate]
  ) {
    try BinaryPropertyListReader.refuseOtherVersions(bytes, file: file)
    if bytes.starts(with: Array("bplist00".utf8)) {
      return (try BinaryPropertyListReader.read(bytes, file: file), [])
    }
    return try PropertyListBuilder.read(bytes, file: file)
  }
}
