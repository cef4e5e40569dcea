import Testing

@testable import CatalogParser

@Suite("Text decoding")
struct TextDecodingTests {
  let text = "\"a\" = \"ü😀\";\n"

  func utf16(_ string: String, bigEndian: Bool, bom: Bool) -> [UInt8] {
    var bytes: [UInt8] = bom ? (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) : []
    for unit in string.utf16 {
      let pair = [UInt8(unit >> 8), UInt8(unit & 0xFF)]
      bytes += bigEndian ? pair : pair.reversed()
    }
    return bytes
  }

  @Test(arguments: [(false, false), (false, true), (true, false), (true, true)])
  func decodesUTF16WithAndWithoutBOM(bigEndian: Bool, bom: Bool) throws {
    let decoded = try TextDecoding.utf8Bytes(from: utf16(text, bigEndian: bigEndian, bom: bom), file: "f")
    #expect(decoded == Array(text.utf8))
  }

  @Test(arguments: [false, true])
  func decodesUTF16WithoutBOMOfMostlyOtherScripts(bigEndian: Bool) throws {
    // A quarter ASCII: Japanese keys and values leave too few zero bytes for the share test.
    let japanese = String(repeating: "\"キー\" = \"日本語の値です。設定を変更しました。もう一度お試しください。後で確認してください\";\n", count: 60)
    let decoded = try TextDecoding.utf8Bytes(
      from: utf16(japanese, bigEndian: bigEndian, bom: false), file: "f")
    #expect(decoded == Array(japanese.utf8))
  }

  @Test func stripsTheUTF8BOM() throws {
    #expect(
      try TextDecoding.utf8Bytes(from: [0xEF, 0xBB, 0xBF] + Array(text.utf8), file: "f") == Array(text.utf8))
  }

  @Test func reportsInvalidUTF8WithPosition() {
    let bytes = Array("ok\nab".utf8) + [0xC3, 0x28]
    #expect(throws: CatalogError(file: "f", line: 2, column: 3, message: "invalid UTF-8 byte 0xC3")) {
      try TextDecoding.utf8Bytes(from: bytes, file: "f")
    }
  }

  @Test func refusesOverlongAndSurrogateEncodings() {
    for bytes: [UInt8] in [[0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82]] {
      #expect(throws: CatalogError.self) {
        try TextDecoding.utf8Bytes(from: Array("x".utf8) + bytes, file: "f")
      }
    }
  }

  @Test func reportsUnpairedUTF16Surrogates() {
    let bytes: [UInt8] = [0xFF, 0xFE, 0x61, 0x00, 0x00, 0xD8, 0x61, 0x00]
    #expect(throws: CatalogError.self) { try TextDecoding.utf8Bytes(from: bytes, file: "f") }
  }
}

extension TextDecodingTests {
  @Test(arguments: [false, true])
  func aCutOffUTF16FileWithoutBOMIsReportedAsUTF16(bigEndian: Bool) {
    // Read as UTF-8 (or by libxml2, which detects UTF-16 itself) its positions would be doubled.
    let bytes = utf16("<a>\n<b/>\n</a>\n", bigEndian: bigEndian, bom: false) + [0x0A]
    #expect(throws: CatalogError.self) { try TextDecoding.utf8Bytes(from: bytes, file: "f") }
    do {
      _ = try TextDecoding.utf8Bytes(from: bytes, file: "f")
    } catch {
      #expect(error.message == "invalid UTF-16: odd number of bytes")
      #expect(error.position.line == 4)
    }
  }

  @Test func utf32IsRefused() {
    for bom: [UInt8] in [[0xFF, 0xFE, 0, 0], [0, 0, 0xFE, 0xFF]] {
      do {
        _ = try TextDecoding.utf8Bytes(from: bom + [0x61, 0, 0, 0], file: "Msg.stringsdict")
        Issue.record("UTF-32 was read")
      } catch {
        #expect(
          error.description
            == "Msg.stringsdict:1:1: error: the file is in UTF-32, which labelcheck does not read: save it as UTF-8"
        )
      }
    }
  }
  @Test func aCutOffChineseUTF16FileWithoutBOMIsStillReportedAsUTF16() {
    // Review 225: Chinese text has few zero bytes, but starts with a quote, as text does.
    let bytes = utf16("\"标题\" = \"这是一个很长的中文句子，用来说明问题。\";\n", bigEndian: false, bom: false) + [0x0A]
    do {
      _ = try TextDecoding.utf8Bytes(from: bytes, file: "f")
      Issue.record("no error")
    } catch {
      #expect(error.message == "invalid UTF-16: odd number of bytes")
    }
  }

  @Test func aBinaryFileIsNoTextRatherThanBrokenUTF16() {
    // A zip named `.xcstrings` (audit 326): one NUL byte at the start made the guess, which its
    // error should not blame on an encoding the user never chose.
    let bytes: [UInt8] = [0x00, 0x01, 0x50, 0x4B, 0x03, 0x04, 0x67, 0x61, 0x72]
    do {
      _ = try TextDecoding.utf8Bytes(from: bytes, file: "f")
      Issue.record("no error")
    } catch {
      #expect(
        error
          == CatalogError(
            file: "f", line: 1, column: 1,
            message:
              "not a text file: its NUL bytes are no UTF-8, and read as UTF-16 it has an odd number of bytes")
      )
    }
  }

}
