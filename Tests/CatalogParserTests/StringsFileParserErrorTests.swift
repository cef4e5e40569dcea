import Foundation
import Testing

@testable import CatalogParser

@Suite struct StringsFileParserErrorTests {
  @Test(arguments: [
    ("\"a\" = \"b\"", 1, 10, "expected ';' after the value, found the end of the file"),
    // The `;` is missing where the value ends, the line to mend (audit 129).
    (
      "\"a\" = \"b\"\n\"c\" = \"d\";", 1, 10,
      "expected ';' after the value, found '\"' (the text goes on at line 2, column 1)"
    ),
    ("\"a\" = \"b\" ,", 1, 11, "expected ';' after the value, found ','"),
    ("\"a\"", 1, 4, "expected '=' or ';' after the key, found the end of the file"),
    ("\"a\" : \"b\";", 1, 5, "expected '=' or ';' after the key, found ':'"),
    ("key+1 = \"b\";", 1, 4, "expected '=' or ';' after the key, found '+'"),
    ("\"a\" = ;", 1, 7, "expected a value after '=', found ';'"),
    ("\"a\" =", 1, 6, "expected a value after '=', found the end of the file"),
    (
      "\"a\" = (\"b\");", 1, 7,
      "expected a string after '=', found an array: a .strings file holds only strings"
    ),
    (
      "\"a\" = { \"b\" = \"c\"; };", 1, 7,
      "expected a string after '=', found a dictionary: a .strings file holds only strings"
    ),
    ("\"a\" = <0a>;", 1, 7, "expected a string after '=', found data: a .strings file holds only strings"),
    ("\"a\" = \"b\";;", 1, 11, "expected a key, found ';'"),
    ("{\"a\" = \"b\";", 1, 12, "expected '}' to close the dictionary"),
    ("{\"a\" = \"b\";} x", 1, 14, "unexpected text after the closing '}', found 'x'"),
    ("{\"a\" = \"b\";}}", 1, 13, "unexpected text after the closing '}', found '}'"),
    ("\"a\" = \"b\"; {\"c\" = \"d\";}", 1, 12, "expected a key, found '{'"),
    ("\"a\" = \"b\";\n}", 2, 1, "expected a key, found '}'"),
    ("= \"b\";", 1, 1, "expected a key, found '='"),
    (
      "clé = \"b\";", 1, 3,
      "expected '=' or ';' after the key, found U+00E9 LATIN SMALL LETTER E WITH ACUTE: text without quotes "
        + "takes only ASCII letters, digits and _$/:.-"
    ),
    (
      "\"a\" = \"b\";\u{FEFF}", 1, 11,
      "expected a key, found U+FEFF ZERO WIDTH NO-BREAK SPACE, which a .strings file does not take as white space"
    ),
    ("\"a\" = \"b\"; /", 1, 13, "expected '=' or ';' after the key, found the end of the file"),
    ("\"a\" = \"b\";\n\"c\" = \"unterminated;\n", 2, 7, "unterminated string"),
    ("\"a\" = \"ends with backslash\\", 1, 7, "unterminated string"),
    ("  'a = \"b\";", 1, 3, "unterminated string"),
    ("\"a\" = \"b\";\n  /* never closed\n \"c\" = \"d\";", 2, 3, "unterminated comment"),
    ("\"a\" = \"b\" /*/;", 1, 11, "unterminated comment"),
    ("\"é😀\" = \"x\";\n\t\"b\" = \"y\" \"c\";", 2, 12, "expected ';' after the value, found '\"'"),
    (
      "\"a\" = \"b\";\n\"c\" = \"open;\n\"d\" = \"e\";", 3, 2,
      "expected ';' after the value, found 'd'; the quoted value from line 2, column 7 spans a line break: "
        + "is its closing quote missing?"
    ),
    (
      "a = \u{201C}b\u{201D};", 1, 5,
      "expected a value after '=', found U+201C LEFT DOUBLE QUOTATION MARK: a .strings file quotes with straight quotes only"
    ),
    (
      "a\u{00A0}= \"b\";", 1, 2,
      "expected '=' or ';' after the key, found U+00A0 NO-BREAK SPACE, which a .strings file does not take as white space"
    ),
    // Review 94: a multi-line value or a URL that only lacks its `;` gets no hint.
    (
      "\"a\" = \"line 1\nline 2\"\n\"b\" = \"c\";", 2, 8,
      "expected ';' after the value, found '\"' (the text goes on at line 3, column 1)"
    ),
    (
      "\"url\" = http://example.com\n\"b\" = \"c\";", 1, 27,
      "expected ';' after the value, found '\"' (the text goes on at line 2, column 1)"
    ),
    (
      "<<<<<<< HEAD\n\"c\" = \"d\";", 1, 1,
      "expected a key, found the merge conflict marker '<<<<<<<': the file holds a conflict no one resolved"
    ),
    (
      "\"a\" = \"b\";\n<<<<<<< HEAD\n\"c\" = \"d\";", 2, 1,
      "expected a key, found the merge conflict marker '<<<<<<<': the file holds a conflict no one resolved"
    ),
    (
      "a = b// note\n;", 1, 9,
      "expected ';' after the value, found 'n'; an unquoted value takes '//' as its text, not as a comment: quote the value"
    ),
  ])
  func reportsSyntaxErrorsWhereTheyAre(text: String, line: Int, column: Int, message: String) {
    #expect(
      StringsFixture.error(text)
        == CatalogError(position: StringsFixture.position(line, column), message: message))
  }

  @Test func errorDescriptionNamesFileLineAndColumn() {
    let error = StringsFixture.error("\"a\" = \"b\"\n\"c\" = \"d\";")
    #expect(
      error?.description
        == "es.lproj/Localizable.strings:1:10: error: expected ';' after the value, found '\"' (the text goes on at line 2, column 1)"
    )
  }

  @Test func reportsErrorsInCRLFFilesOnTheRightLine() {
    let error = StringsFixture.error("\"a\" = \"1\";\r\n\r\n\"b\" = \"2\"\r\n")
    #expect(
      error
        == CatalogError(
          position: StringsFixture.position(3, 10),
          message: "expected ';' after the value, found the end of the file"))
  }
}

@Suite struct StringsFileParserBinaryTests {
  private func binaryPropertyList(_ object: Any) throws -> [UInt8] {
    Array(try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0))
  }

  @Test func readsACompiledStringsFileWithPositionsAtTheStart() throws {
    let bytes = try binaryPropertyList(["b": "Dos", "a": "Uno", "": ""])
    let file = try StringsFixture.parse(bytes: bytes)
    #expect(try StringsFixture.pairs(file) == [["", ""], ["a", "Uno"], ["b", "Dos"]])
    let start = StringsFixture.position(1, 1)
    #expect(
      try StringsFixture.value("a", in: file)
        == LocalizedValue(
          value: "Uno", state: "translated", position: start, keyPosition: start))
    #expect(try StringsFixture.table(file).entry(forKey: "a")?.keyPosition == start)
    #expect(file.duplicates.isEmpty)
  }

  @Test func refusesABinaryPropertyListThatIsNotADictionary() throws {
    let error = StringsFixture.error(bytes: try binaryPropertyList(["a", "b"]))
    #expect(
      error
        == CatalogError(
          position: StringsFixture.position(1, 1),
          message: "expected a dictionary of strings in the binary property list"))
  }

  @Test func refusesANonStringValue() throws {
    let error = StringsFixture.error(bytes: try binaryPropertyList(["a": "x", "n": 3]))
    #expect(
      error
        == CatalogError(
          position: StringsFixture.position(1, 1),
          message: "expected a string value for key 'n' in the binary property list"))
  }

  @Test func refusesATruncatedBinaryPropertyList() throws {
    let bytes = try binaryPropertyList(["a": "x"])
    let error = StringsFixture.error(bytes: Array(bytes.prefix(bytes.count - 5)))
    #expect(
      error == CatalogError(position: StringsFixture.position(1, 1), message: "invalid binary property list"))
    #expect(StringsFixture.error(bytes: Array("bplist00".utf8))?.message == "invalid binary property list")
    // Another version of the format is named, not read as text.
    #expect(
      StringsFixture.error(bytes: Array("bplist15".utf8) + bytes.dropFirst(8))?.message
        == "a binary property list of version '15', which labelcheck does not read (only 'bplist00')")
  }

  /// A `bplist00` dictionary of `keys` keys whose values all refer to one string object.
  private func sharedValueList(keys: Int, value: String) -> [UInt8] {
    var body = Array("bplist00".utf8)
    var offsets: [Int] = []
    func bigEndian(_ value: Int, size: Int) -> [UInt8] {
      (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
    }
    offsets.append(body.count)
    body += [0xDF, 0x11] + bigEndian(keys, size: 2)
    body += (1...keys).flatMap { bigEndian($0, size: 2) }
    body += (1...keys).flatMap { _ in bigEndian(keys + 1, size: 2) }
    for index in 1...keys {
      offsets.append(body.count)
      let name = Array("k\(index)".utf8)
      body += [0x50 | UInt8(name.count)] + name
    }
    offsets.append(body.count)
    body += [0x5F, 0x12] + bigEndian(value.utf8.count, size: 4) + Array(value.utf8)
    let table = body.count
    body += offsets.flatMap { bigEndian($0, size: 4) }
    body += [UInt8](repeating: 0, count: 6) + [4, 2] + bigEndian(keys + 2, size: 8) + bigEndian(0, size: 8)
    return body + bigEndian(table, size: 8)
  }

  @Test func refusesALongStringSharedByManyKeys() throws {
    // 2,000 keys naming one 64 KB text: 128 MB in memory from a file of 80 KB (3,000 keys and
    // a 2 MB text made 6 GB).
    let shared = sharedValueList(keys: 2000, value: String(repeating: "Lorem ipsum ", count: 5461))
    let error = StringsFixture.error(bytes: shared)
    #expect(error?.message.hasPrefix("binary property list expands to more than") == true)
    #expect(error?.position == StringsFixture.position(1, 1))
    // Sharing short values is what compiled tables do: read as usual.
    let ordinary = sharedValueList(keys: 2000, value: "OK")
    let pairs = try StringsFixture.pairs(try StringsFixture.parse(bytes: ordinary))
    #expect(pairs.count == 2000 && pairs.allSatisfy { $0[1] == "OK" })
  }

  @Test func refusesADictionaryWhoseCountRunsPastTheObjectTable() throws {
    // {"k": "v"} with its dictionary marker saying 14 entries instead of 1: a corrupt file, not
    // an empty table that would blame every translation.
    var bytes = try binaryPropertyList(["k": "v"])
    let marker = try #require(bytes.firstIndex(of: 0xD1))
    bytes[marker] = 0xDE
    #expect(
      StringsFixture.error(bytes: bytes)?.message
        == "invalid binary property list: a collection runs past the object table")
    // A count written as an 8-byte integer too large for an Int (2^64 - 1), in an otherwise
    // well-formed file: objects {dict, "k", "v"}, one-byte offsets and references.
    let hugeCount: [UInt8] = [0xDF, 0x13] + [UInt8](repeating: 0xFF, count: 8)
    let body: [UInt8] = Array("bplist00".utf8) + hugeCount + [0x01, 0x02, 0x51, 0x6B, 0x51, 0x76]
    let offsets: [UInt8] = [8, UInt8(8 + hugeCount.count + 2), UInt8(8 + hugeCount.count + 4)]
    let trailer: [UInt8] =
      [UInt8](repeating: 0, count: 6) + [1, 1] + [0, 0, 0, 0, 0, 0, 0, 3] + [UInt8](repeating: 0, count: 8)
      + [0, 0, 0, 0, 0, 0, 0, UInt8(body.count)]
    #expect(
      StringsFixture.error(bytes: body + offsets + trailer)?.message
        == "invalid binary property list: a collection runs past the object table")
  }

  @Test func refusesAStringWhoseLengthRunsPastTheFile() throws {
    // {"k": "v"} with "v" claiming 2^62 bytes: a corrupt file, not a value shared too often.
    let longString: [UInt8] = [0x5F, 0x13, 0x40, 0, 0, 0, 0, 0, 0, 0]
    let body: [UInt8] = Array("bplist00".utf8) + [0xD1, 0x01, 0x02, 0x51, 0x6B] + longString
    let offsets: [UInt8] = [8, 11, 13]
    let trailer: [UInt8] =
      [UInt8](repeating: 0, count: 6) + [1, 1] + [0, 0, 0, 0, 0, 0, 0, 3] + [UInt8](repeating: 0, count: 8)
      + [0, 0, 0, 0, 0, 0, 0, UInt8(body.count)]
    #expect(
      StringsFixture.error(bytes: body + offsets + trailer)?.message
        == "invalid binary property list: a string or data runs past the end of the file")
  }
}
