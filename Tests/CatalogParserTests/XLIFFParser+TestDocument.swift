@testable import CatalogParser

extension XLIFFParser {
  /// `xml` read as a German translation document, `de.xliff`, of the default table in the
  /// working folder: the setting of tests about units and their keys.
  static func parse(testDocument xml: String) throws(CatalogError) -> ParsedFile {
    try parse(
      Array(xml.utf8), context: FileContext(displayPath: "de.xliff", bundle: ".", table: "Localizable"))
  }
}
