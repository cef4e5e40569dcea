import Testing

@testable import CatalogParser

/// A variable named only in another variable's forms takes its argument number from them.
@Suite struct StringsdictNestedVariableTests {
  @Test func theOtherFormNumbersANestedVariableWhateverTheFormsOrder() throws {
    // `one` leaves out the count ("1 file in %#@folders@" reads `folders` from argument 1), and
    // `other` shows it ("%d files in %#@folders@": argument 2). `other` decides, in every run
    // and whichever way the forms are written.
    let one = ("one", "1 file in %#@folders@")
    let other = ("other", "%d files in %#@folders@")
    for swapped in [false, true] {
      let pairs = swapped ? [other, one] : [one, other]
      let written = pairs.map { "<key>\($0.0)</key><string>\($0.1)</string>" }.joined()
      let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>n</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@files@</string>
        <key>files</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>d</string>\(written)</dict>
        <key>folders</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>d</string>
        <key>one</key><string>1 folder</string><key>other</key><string>%d folders</string></dict>
        </dict></dict></plist>
        """
      let context = FileContext(
        displayPath: "en.lproj/Localizable.stringsdict", bundle: "App", table: "Localizable",
        locale: LocaleID("en"))
      let parsed = try StringsdictParser.parse(Array(text.utf8), context: context)
      let value = try #require(parsed.tables.first?.entry(forKey: "n")?.localizations[LocaleID("en")])
      #expect(value.substitutions?["files"]?.argNum == 1)
      #expect(value.substitutions?["folders"]?.argNum == 2)
    }
  }
}
