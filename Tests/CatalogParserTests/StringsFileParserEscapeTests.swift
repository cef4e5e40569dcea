import Foundation
import Testing

@testable import CatalogParser

@Suite struct StringsFileParserEscapeTests {
  /// The value of `"k" = "<body>";`.
  private func decode(_ body: String) throws -> String? {
    try StringsFixture.value("k", in: StringsFixture.parse("\"k\" = \"\(body)\";")).value
  }

  /// What Foundation's property-list reader makes of the same value.
  private func foundationDecode(_ body: String) throws -> String? {
    let data = Data("\"k\" = \"\(body)\";".utf8)
    let plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
    return (plist as? [String: String])?["k"]
  }

  @Test(arguments: [
    (#"a\nb"#, "a\nb"), (#"\t\r"#, "\t\r"), (#"say \"hi\""#, "say \"hi\""), (#"back\\slash"#, "back\\slash"),
    (#"it\'s"#, "it's"), (#"\a\b\f\v"#, "\u{07}\u{08}\u{0C}\u{0B}"), (#"\q\%\”"#, "q%”"),
    ("line\\\nbreak", "line\nbreak"), ("\\é", "é"),
  ])
  func decodesCharacterEscapes(body: String, expected: String) throws {
    #expect(try decode(body) == expected)
  }

  @Test(arguments: [
    (#"\U00e9\U00E9"#, "éé"), (#"\U1"#, "\u{01}"), (#"\U12345"#, "\u{1234}5"), (#"\U20ac!"#, "€!"),
    (#"\Uxyz"#, "\u{00}xyz"), (#"\UD83D\UDE00"#, "😀"), (#"a\UD83D\UDE00\UD83D\UDE01b"#, "a😀😁b"),
  ])
  func decodesUnicodeEscapes(body: String, expected: String) throws {
    #expect(try decode(body) == expected)
  }

  /// Foundation (and so the app) replaces a surrogate that has no partner with U+FFFD.
  @Test(arguments: [
    (#"\UD83D"#, "\u{FFFD}"), (#"\UDE00x"#, "\u{FFFD}x"), (#"\UD83Dx\UDE00"#, "\u{FFFD}x\u{FFFD}"),
    (#"\UD83D\UD83D\UDE00"#, "\u{FFFD}😀"), (#"\UD83D\UDE00\UDE00"#, "😀\u{FFFD}"),
    (#"\UD83D\\"#, "\u{FFFD}\\"),
    (#"\UD83D\n"#, "\u{FFFD}\n"), (#"\UD83D\101"#, "\u{FFFD}A"), (#"\UDE00\UD83D"#, "\u{FFFD}\u{FFFD}"),
  ])
  func replacesUnpairedSurrogatesWithReplacementCharacter(body: String, expected: String) throws {
    #expect(try decode(body) == expected)
  }

  /// `\u` is no escape for Foundation: an app shows `\u00e9` as `u00e9`, so labelcheck must too.
  @Test func lowercaseUIsNotAnEscape() throws {
    #expect(try decode(#"\u00e9"#) == "u00e9")
    #expect(try foundationDecode(#"\u00e9"#) == "u00e9")
  }

  @Test(arguments: [
    (#"\101\102"#, "AB"), (#"\0"#, "\u{00}"), (#"\1234"#, "S4"), (#"\8"#, "8"),
    (#"\302\200"#, "\u{B4}\u{A0}"),
    (#"\341"#, "Æ"), (#"\377\376"#, "\u{00}\u{00}"), (#"\400"#, "\u{00}"), (#"\777"#, "\u{00}"),
  ])
  func decodesOctalEscapesAsNeXTSTEPBytes(body: String, expected: String) throws {
    #expect(try decode(body) == expected)
  }

  /// Every octal escape reads as Foundation reads it (the NeXTSTEP table, the 8-bit overflow).
  @Test func octalEscapesMatchFoundation() throws {
    for value in 0...0o777 {
      let body = "x\\" + String(value, radix: 8) + "y"
      #expect(try decode(body) == foundationDecode(body), "\(body)")
    }
  }

  @Test func mixedEscapesMatchFoundation() throws {
    let bodies = [
      #"\UD83D\UDE00 \U00e9\U1\U12345 \a\b\f\v\q\' \"\\ \101\302\377 \t\n\r"#,
      #"plain then \\ and \" then \UDBFF\UDFFF\UD800\UDC00 end"#, #"\UD83D"#, #"\UDE00"#,
    ]
    for body in bodies {
      #expect(try decode(body) == foundationDecode(body), "\(body)")
    }
  }

  @Test func escapesWorkInKeysAndSingleQuotes() throws {
    let file = try StringsFixture.parse(#"'k\'ey\n' = "v";"#)
    #expect(try StringsFixture.pairs(file) == [["k'ey\n", "v"]])
  }

  @Test func positionsAfterEscapesCountCharactersAsWritten() throws {
    let file = try StringsFixture.parse("\"a\\\"b\\UD83D\\UDE00\" = \"é\\n\"; \"c\" = \"d\";")
    #expect(try StringsFixture.value("a\"b😀", in: file).position == StringsFixture.position(1, 22))
    #expect(try StringsFixture.value("c", in: file).keyPosition == StringsFixture.position(1, 29))
  }
}
