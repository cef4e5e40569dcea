/// Builders for `.stringsdict` files and XLIFF files with states and `translate="no"`.
extension CatalogText {
  /// A `.stringsdict` property list with one plural variable per key.
  static func stringsdict(_ rules: [FixturePluralRule]) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \(rules.map(\.text).joined(separator: "\n"))
    </dict>
    </plist>

    """
  }

  /// An XLIFF 1.2 file with one `<file>`, one unit per line starting at line 5.
  static func xliff(original: String, source: String = "en", target: String, units: [FixtureXLIFFUnit])
    -> String
  {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
    <file original="\(original)" source-language="\(source)" target-language="\(target)" datatype="plaintext">
    <body>
    \(units.map(\.text).joined(separator: "\n"))
    </body>
    </file>
    </xliff>

    """
  }
}
