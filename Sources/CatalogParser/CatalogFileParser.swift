/// Chooses the parser for a file's format.
public enum CatalogFileParser {
  /// Parses `bytes` as `format`; `shared` lends the strings that earlier files of a load wrote
  /// (see ``SharedStrings``).
  public static func parse(
    _ bytes: [UInt8], format: CatalogFormat, context: FileContext, sharing shared: SharedStrings? = nil
  ) throws(CatalogError) -> ParsedFile {
    switch format {
    case .stringCatalog: return try StringCatalogParser.parse(bytes, context: context)
    case .stringsdict: return try StringsdictParser.parse(bytes, context: context)
    case .xliff: return try XLIFFParser.parse(bytes, context: context, sharing: shared)
    case .strings: return try StringsFileParser.parse(bytes, context: context, sharing: shared)
    case .propertyList: return try SourcePropertyListParser.parse(bytes, context: context)
    case .interfaceBuilder: return try InterfaceBuilderDocumentParser.parse(bytes, context: context)
    case .xcodeProject: return try InfoPlistBuildSettingsParser.parse(bytes, context: context)
    }
  }

  /// Reads and parses one discovered file.
  public static func parse(_ file: DiscoveredFile, sharing shared: SharedStrings? = nil)
    throws(CatalogError) -> ParsedFile
  {
    let bytes = try FileReader.readBytes(
      atPath: file.path, displayPath: file.context.displayPath, regularFilesOnly: true)
    var parsed = try parse(bytes, format: file.format, context: file.context, sharing: shared)
    // A `de.lproj` file is for `de` even when it holds no key yet.
    if let locale = file.context.locale {
      for index in parsed.tables.indices { parsed.tables[index].declaredLocales.insert(locale) }
    }
    return parsed
  }
}
