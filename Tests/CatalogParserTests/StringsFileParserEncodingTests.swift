import Foundation
import Testing

@testable import CatalogParser

@Suite struct StringsFileParserEncodingTests {
  private let text = "/* Greeting */\n\"Hello\" = \"¡Hola, 世界 😀!\";\n\"Bye\" = \"Adiós\";\n"

  /// What every encoding of `text` must read as.
  private func expectSameAsUTF8(_ file: ParsedFile) throws {
    let table = try StringsFixture.table(file)
    #expect(try StringsFixture.pairs(file) == [["Hello", "¡Hola, 世界 😀!"], ["Bye", "Adiós"]])
    #expect(table.entry(forKey: "Hello")?.comment == "Greeting")
    #expect(try StringsFixture.value("Hello", in: file).position == StringsFixture.position(2, 11))
    #expect(try StringsFixture.value("Bye", in: file).position == StringsFixture.position(3, 9))
    #expect(try StringsFixture.value("Bye", in: file).keyPosition == StringsFixture.position(3, 1))
  }

  @Test func readsUTF8WithAndWithoutBOM() throws {
    try expectSameAsUTF8(StringsFixture.parse(bytes: Array(text.utf8)))
    try expectSameAsUTF8(StringsFixture.parse(bytes: [0xEF, 0xBB, 0xBF] + Array(text.utf8)))
  }

  @Test(arguments: [true, false])
  func readsUTF16LittleEndian(bom: Bool) throws {
    try expectSameAsUTF8(StringsFixture.parse(bytes: StringsFixture.utf16LittleEndian(text, bom: bom)))
  }

  @Test(arguments: [true, false])
  func readsUTF16BigEndian(bom: Bool) throws {
    try expectSameAsUTF8(StringsFixture.parse(bytes: StringsFixture.utf16BigEndian(text, bom: bom)))
  }

  @Test func countsColumnsInCharactersOfAUTF16File() throws {
    let text = "\"😀é\" = \"x\"; \"世界\" = \"y\";"
    let file = try StringsFixture.parse(bytes: StringsFixture.utf16LittleEndian(text, bom: true))
    #expect(try StringsFixture.value("😀é", in: file).position == StringsFixture.position(1, 8))
    #expect(try StringsFixture.value("世界", in: file).keyPosition == StringsFixture.position(1, 13))
    #expect(try StringsFixture.value("世界", in: file).position == StringsFixture.position(1, 20))
  }

  @Test func countsColumnsInCharactersAcrossLongLines() throws {
    let longKey = String(repeating: "é", count: 50) + String(repeating: "a", count: 30)
    let text = "\n  \"\(longKey)\" = \"\(String(repeating: "世", count: 40))\"; b = c;"
    let file = try StringsFixture.parse(text)
    #expect(try StringsFixture.value(longKey, in: file).position == StringsFixture.position(2, 88))
    #expect(try StringsFixture.value("b", in: file).keyPosition == StringsFixture.position(2, 132))
    #expect(try StringsFixture.value("b", in: file).position == StringsFixture.position(2, 136))
  }

  @Test func estimatesEntriesFromSemicolonsInLongTexts() {
    let text = String(repeating: "\"k\" = \"v\";\n", count: 700) + "; x;"
    let count = Array(text.utf8).withUnsafeBufferPointer { StringsFileScanner.estimatedEntryCount($0) }
    #expect(count == 702)
  }

  @Test func readsCRLFAndLoneCRLineEndings() throws {
    let crlf = "/* c */\r\n\"a\" = \"multi\r\nline\";\r\n\r\n  \"b\" = \"x\";\r\n"
    let file = try StringsFixture.parse(crlf)
    #expect(try StringsFixture.pairs(file) == [["a", "multi\r\nline"], ["b", "x"]])
    #expect(try StringsFixture.table(file).entry(forKey: "a")?.comment == "c")
    #expect(try StringsFixture.value("a", in: file).position == StringsFixture.position(2, 7))
    #expect(try StringsFixture.value("b", in: file).keyPosition == StringsFixture.position(5, 3))
    #expect(try StringsFixture.value("b", in: file).position == StringsFixture.position(5, 9))
    let cr = try StringsFixture.parse("\"a\" = \"1\";\r\"b\" = \"2\";\r\r\"c\" = \"3\";")
    #expect(try StringsFixture.value("c", in: cr).keyPosition == StringsFixture.position(4, 1))
  }

  @Test func readsCRLFInUTF16() throws {
    let text = "\"a\" = \"1\";\r\n\"b\" =\r\n \"2\";\r\n"
    let file = try StringsFixture.parse(bytes: StringsFixture.utf16BigEndian(text, bom: true))
    #expect(try StringsFixture.value("b", in: file).position == StringsFixture.position(3, 2))
  }

  @Test func reportsInvalidUTF8WithItsPosition() {
    let bytes = Array("\"a\" = \"b\";\n\"c\" = \"".utf8) + [0xE9] + Array("\";".utf8)
    let error = StringsFixture.error(bytes: bytes)
    #expect(
      error == CatalogError(position: StringsFixture.position(2, 8), message: "invalid UTF-8 byte 0xE9"))
  }

  @Test func reportsBrokenUTF16() {
    let oddLength = StringsFixture.utf16LittleEndian("\"a\" = \"b\";", bom: true) + [0x41]
    #expect(StringsFixture.error(bytes: oddLength)?.message == "invalid UTF-16: odd number of bytes")
    let loneSurrogate = StringsFixture.utf16LittleEndian("\"a\" = \"", bom: true) + [0x3D, 0xD8, 0x22, 0x00]
    #expect(
      StringsFixture.error(bytes: loneSurrogate)
        == CatalogError(
          position: StringsFixture.position(1, 8), message: "invalid UTF-16: unpaired surrogate"))
  }

  @Test func reportsSyntaxErrorsOfAUTF16FileInItsCharacters() {
    let text = "\"é😀\" = \"x\";\n\"b\" = \"y\"\n"
    let error = StringsFixture.error(bytes: StringsFixture.utf16LittleEndian(text, bom: true))
    #expect(
      error
        == CatalogError(
          position: StringsFixture.position(2, 10),
          message: "expected ';' after the value, found the end of the file"))
  }
}
