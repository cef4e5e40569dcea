import Testing

@testable import CatalogParser

/// Xcode 9.2 and earlier export a `.strings` key as the file writes it (`\n`, `\"`) in the unit
/// id, and Xcode 9.3 and 9.4 its texts too (audit 121: rurza/Background-Translations,
/// PatMurrayDEV/Atlas-Translations); the keys and texts are the file's, decoded.
@Suite struct XLIFFXcodeEscapesTests {
  private static func entries(tool version: String, original: String = "App/en.lproj/Localizable.strings")
    throws -> [String: (source: String?, target: String?)]
  {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
      <file original="\(original)" source-language="en" target-language="de" datatype="plaintext">
      <header><tool tool-id="com.apple.dt.xcode" tool-name="Xcode" tool-version="\(version)"/>
      <tool tool-id="com.example.translator" tool-name="Translator" tool-version="1.0"/></header>
      <body>
      <trans-unit id="Hello\\nWorld"><source>Hello\\nWorld</source><target>Hallo\\nWelt</target></trans-unit>
      <trans-unit id="Say \\&quot;Hi\\&quot;"><source>Say "Hi"</source><target>Sag "Hallo"</target></trans-unit>
      <trans-unit id="a\\\\b"><source>a\\\\b</source></trans-unit>
      </body></file></xliff>
      """
    let context = FileContext(displayPath: "de.xliff", bundle: "App", table: "Localizable")
    let parsed = try XLIFFParser.parse(Array(xml.utf8), context: context)
    let table = try #require(parsed.tables.first)
    var result: [String: (source: String?, target: String?)] = [:]
    for entry in table.entries {
      result[entry.key] = (
        entry.localizations[LocaleID("en")]?.value, entry.localizations[LocaleID("de")]?.value
      )
    }
    return result
  }

  @Test(arguments: ["8.3.2", "9.2", "7.0"])
  func anOldExportsIdsAreDecoded(version: String) throws {
    let found = try Self.entries(tool: version)
    #expect(found.keys.sorted() == ["Hello\nWorld", "Say \"Hi\"", "a\\b"])
    // Its texts are as written: before 9.3 they hold the real characters.
    #expect(found["Hello\nWorld"]?.target == "Hallo\\nWelt")
  }

  @Test(arguments: ["9.3", "9.4.1"])
  func xcode93And94sTextsAreDecodedToo(version: String) throws {
    let found = try Self.entries(tool: version)
    #expect(found["Hello\nWorld"]?.source == "Hello\nWorld")
    #expect(found["Hello\nWorld"]?.target == "Hallo\nWelt")
    #expect(found["a\\b"]?.source == "a\\b")
  }

  @Test(arguments: ["10.0", "15.3", "26.5"])
  func aNewerExportIsReadAsWritten(version: String) throws {
    let found = try Self.entries(tool: version)
    #expect(found.keys.sorted() == ["Hello\\nWorld", "Say \\\"Hi\\\"", "a\\\\b"])
  }

  @Test func anotherOriginalThanAStringsTableIsReadAsWritten() throws {
    let found = try Self.entries(tool: "8.3.2", original: "App/Base.lproj/Main.storyboard")
    #expect(found["Hello\\nWorld"]?.target == "Hallo\\nWelt")
  }

  @Test func decodingFollowsTheStringsFileEscapes() {
    #expect(XcodeStringsEscapes.decoded(#"a\tb\U00E9\"c\\"#) == "a\tbé\"c\\")
    #expect(XcodeStringsEscapes.decoded("plain") == "plain")
  }

  /// A translator's text can end in a backslash, which escapes nothing: it stays, and what
  /// comes before it is decoded all the same (review 103).
  @Test func aBackslashThatEndsTheTextStays() {
    #expect(XcodeStringsEscapes.decoded(#"Say \"Hi\" end\"#) == #"Say "Hi" end\"#)
    #expect(XcodeStringsEscapes.decoded(#"a\n\\"#) == "a\n\\")
    #expect(XcodeStringsEscapes.decoded(#"end\\\"#) == #"end\\"#)
  }
}
