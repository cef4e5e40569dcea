import Testing

@testable import CatalogParser

/// An XLIFF export holds a key twice when `genstrings` wrote it to `Localizable.strings` and a
/// plural rule gave it a `.stringsdict` entry: the `.stringsdict` format wins, as on the device.
@Suite struct XLIFFStringsdictPrecedenceTests {
  private static let stringsFile = """
    <file original="en.lproj/Localizable.strings" source-language="en" target-language="ru"><body>
    <trans-unit id="%d files"><source>%d files</source><target>%d файлов</target></trans-unit>
    <trans-unit id="Done"><source>Done</source><target>Готово</target></trans-unit></body></file>
    """

  private static let stringsdictFile = """
    <file original="en.lproj/Localizable.stringsdict" source-language="en" target-language="ru"><body>
    <trans-unit id="/%d files:dict/NSStringLocalizedFormatKey:dict/:string"><source>%#@files@</source><target>%#@files@</target></trans-unit>
    <trans-unit id="/%d files:dict/files:dict/one:dict/:string"><source>%d file</source><target>%d файл</target></trans-unit>
    <trans-unit id="/%d files:dict/files:dict/other:dict/:string"><source>%d files</source><target>%d файла</target></trans-unit>
    </body></file>
    """

  /// The `Localizable` table of an export holding `files` in this order.
  private static func table(_ files: [String]) throws -> StringTable {
    let xml = """
      <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
      \(files.joined(separator: "\n"))
      </xliff>
      """
    let context = FileContext(displayPath: "ru.xliff", bundle: "Fallback", table: "Fallback")
    return try #require(try XLIFFParser.parse(Array(xml.utf8), context: context).tables.first)
  }

  @Test(arguments: [false, true])
  func theStringsdictFormatWinsInEitherOrder(stringsdictFirst: Bool) throws {
    let files =
      stringsdictFirst ? [Self.stringsdictFile, Self.stringsFile] : [Self.stringsFile, Self.stringsdictFile]
    let table = try Self.table(files)
    #expect(table.entries.map(\.key).sorted() == ["%d files", "Done"])
    let russian = try #require(table.entry(forKey: "%d files")?.localizations[LocaleID("ru")])
    #expect(russian.value == "%#@files@")
    #expect(russian.substitutions?["files"]?.argNum == 1)
    #expect(
      russian.substitutions?["files"]?.variations?.plural?.mapValues(\.value) == [
        "one": "%d файл", "other": "%d файла",
      ])
    #expect(table.entry(forKey: "%d files")?.localizations[LocaleID("en")]?.value == "%#@files@")
    #expect(table.entry(forKey: "Done")?.localizations[LocaleID("ru")]?.value == "Готово")
  }
}
