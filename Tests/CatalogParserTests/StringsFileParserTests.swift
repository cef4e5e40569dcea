import Foundation
import Testing

@testable import CatalogParser

/// Builds `.strings` bytes and parses them, for the `.strings` parser tests.
enum StringsFixture {
  static let path = "es.lproj/Localizable.strings"
  static let context = FileContext(
    displayPath: path, bundle: "App", table: "Localizable", locale: LocaleID("es"))

  static func parse(_ text: String, context: FileContext = context) throws -> ParsedFile {
    try StringsFileParser.parse(Array(text.utf8), context: context)
  }

  static func parse(bytes: [UInt8], context: FileContext = context) throws -> ParsedFile {
    try StringsFileParser.parse(bytes, context: context)
  }

  /// The only table of `file`.
  static func table(_ file: ParsedFile) throws -> StringTable {
    try #require(file.tables.count == 1)
    return file.tables[0]
  }

  /// The `es` value of `key`.
  static func value(_ key: String, in file: ParsedFile) throws -> LocalizedValue {
    let entry = try #require(try table(file).entry(forKey: key))
    return try #require(entry.localizations[LocaleID("es")])
  }

  /// Every key with its `es` text, in file order.
  static func pairs(_ file: ParsedFile) throws -> [[String]] {
    try table(file).entries.map { [$0.key, $0.localizations[LocaleID("es")]?.value ?? "<none>"] }
  }

  static func position(_ line: Int, _ column: Int) -> SourcePosition {
    SourcePosition(file: path, line: line, column: column)
  }

  /// The error that parsing `text` throws.
  static func error(_ text: String) -> CatalogError? {
    error(bytes: Array(text.utf8))
  }

  static func error(bytes: [UInt8]) -> CatalogError? {
    do {
      _ = try StringsFileParser.parse(bytes, context: context)
      return nil
    } catch {
      return error
    }
  }

  static func utf16LittleEndian(_ text: String, bom: Bool) -> [UInt8] {
    (bom ? [0xFF, 0xFE] : []) + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
  }

  static func utf16BigEndian(_ text: String, bom: Bool) -> [UInt8] {
    (bom ? [0xFE, 0xFF] : []) + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
  }
}

@Suite struct StringsFileParserTests {
  @Test func readsStatementsWrappedInBracesAsFoundationDoes() throws {
    let file = try StringsFixture.parse(
      "/* file */\n{\n  /* Button */\n  \"a\" = \"b\";\n  c = d;\n}\n// end\n")
    #expect(try StringsFixture.pairs(file) == [["a", "b"], ["c", "d"]])
    let entry = try #require(try StringsFixture.table(file).entry(forKey: "a"))
    #expect(entry.keyPosition == StringsFixture.position(4, 3))
    #expect(entry.comment == "Button")
    #expect(try StringsFixture.pairs(StringsFixture.parse("{ }")) == [])
  }

  @Test func readsOneEntryIntoTheFilesTable() throws {
    let file = try StringsFixture.parse("\"Sign in\" = \"Iniciar sesión\";\n")
    let table = try StringsFixture.table(file)
    #expect(table.bundle == "App")
    #expect(table.name == "Localizable")
    #expect(table.files == [StringsFixture.path])
    #expect(file.duplicates.isEmpty)
    let entry = try #require(table.entry(forKey: "Sign in"))
    #expect(entry.keyPosition == StringsFixture.position(1, 1))
    #expect(entry.comment == nil)
    #expect(
      entry.localizations == [
        LocaleID("es"): LocalizedValue(
          value: "Iniciar sesión", state: "translated", position: StringsFixture.position(1, 13),
          keyPosition: StringsFixture.position(1, 1))
      ])
  }

  @Test func aFileWithoutLocaleFillsTheBaseLocale() throws {
    let context = FileContext(displayPath: "Base.lproj/Main.strings", table: "Main")
    let file = try StringsFixture.parse("\"a\" = \"b\";", context: context)
    let entry = try #require(try StringsFixture.table(file).entry(forKey: "a"))
    #expect(entry.localizations[.base]?.value == "b")
    #expect(try StringsFixture.table(file).bundle == ".")
  }

  @Test func keepsFileOrder() throws {
    let file = try StringsFixture.parse("\"z\" = \"1\";\n\"a\" = \"2\";\n\"m\" = \"3\";\n")
    #expect(try StringsFixture.pairs(file) == [["z", "1"], ["a", "2"], ["m", "3"]])
  }

  @Test func readsUnquotedKeysAndValues() throws {
    let text = "NSHumanReadableCopyright = \"© 2024\";\nkey.with-dash_$:/x = value/1.2-3:_$;\n"
    let file = try StringsFixture.parse(text)
    #expect(
      try StringsFixture.pairs(file) == [
        ["NSHumanReadableCopyright", "© 2024"], ["key.with-dash_$:/x", "value/1.2-3:_$"],
      ])
    #expect(
      try StringsFixture.value("key.with-dash_$:/x", in: file).position == StringsFixture.position(2, 22))
  }

  @Test func keyWithSemicolonIsItsOwnValue() throws {
    let file = try StringsFixture.parse("\"OK\";\n  Cancel ;\n")
    #expect(try StringsFixture.pairs(file) == [["OK", "OK"], ["Cancel", "Cancel"]])
    let cancel = try StringsFixture.value("Cancel", in: file)
    #expect(cancel.position == StringsFixture.position(2, 3))
    #expect(cancel.keyPosition == StringsFixture.position(2, 3))
  }

  @Test func readsSingleQuotedTokensAndEmptyStrings() throws {
    let file = try StringsFixture.parse("'it' = 'say \"hi\"';\n\"\" = \"\";\n")
    #expect(try StringsFixture.pairs(file) == [["it", "say \"hi\""], ["", ""]])
    #expect(try StringsFixture.value("", in: file).position == StringsFixture.position(2, 6))
  }

  @Test(arguments: ["", "\n", "  \n\t\r\n", "/* only a comment */\n", "// a\n// b", "\u{2028}\u{2029}"])
  func readsFilesWithoutEntries(text: String) throws {
    let file = try StringsFixture.parse(text)
    let table = try StringsFixture.table(file)
    #expect(table.entries.isEmpty)
    #expect(table.files == [StringsFixture.path])
  }

  @Test func keepsStrayControlCharactersAsText() throws {
    let file = try StringsFixture.parse("\"alert.add_url.title\" = \"\u{18}加入 URL\";\n")
    #expect(try StringsFixture.value("alert.add_url.title", in: file).value == "\u{18}加入 URL")
  }

  @Test func toleratesWhiteSpaceAndCommentsBetweenTokens() throws {
    let text = "\"a\"/* x */=\n// y\n\t\"b\"\u{2028}\n;\"c\"=\"d\";"
    let file = try StringsFixture.parse(text)
    #expect(try StringsFixture.pairs(file) == [["a", "b"], ["c", "d"]])
    #expect(try StringsFixture.value("a", in: file).position == StringsFixture.position(3, 2))
    #expect(try StringsFixture.value("c", in: file).keyPosition == StringsFixture.position(4, 2))
  }

  @Test func lastOfDuplicateKeysWinsAndBothPositionsAreReported() throws {
    let text = "\"Text Cell\" = \"one\";\n\"other\" = \"x\";\n  \"Text Cell\" = \"two\";\n"
    let file = try StringsFixture.parse(text)
    #expect(try StringsFixture.pairs(file) == [["Text Cell", "two"], ["other", "x"]])
    let entry = try #require(try StringsFixture.table(file).entry(forKey: "Text Cell"))
    #expect(entry.keyPosition == StringsFixture.position(3, 3))
    #expect(entry.localizations[LocaleID("es")]?.position == StringsFixture.position(3, 17))
    var expected = DuplicateKey(
      key: "Text Cell", bundle: "App", table: "Localizable", locale: LocaleID("es"),
      first: StringsFixture.position(1, 1), second: StringsFixture.position(3, 3))
    expected.texts = ("one", "two")
    #expect(file.duplicates == [expected])
  }

  @Test func reportsEachRepetitionAgainstTheOccurrenceItReplaces() throws {
    let file = try StringsFixture.parse("a = 1;\na = 2;\na = 3;\n")
    #expect(file.duplicates.map { [$0.first.line, $0.second.line] } == [[1, 2], [2, 3]])
    #expect(try StringsFixture.value("a", in: file).value == "3")
  }
}
