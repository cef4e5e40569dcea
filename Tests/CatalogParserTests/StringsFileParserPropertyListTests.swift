import Foundation
import Testing

@testable import CatalogParser

/// `.strings` files written as XML property lists, which Xcode compiles like the text format.
@Suite struct StringsFileParserPropertyListTests {
  private static let plist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
      <key>Sign in</key>
      <string>Iniciar sesión</string>
      <key>CFBundleDisplayName</key>
      <string>Mi &amp; App</string>
    </dict>
    </plist>

    """

  @Test func readsKeysAndValuesInWrittenOrderWithTheirPositions() throws {
    let file = try StringsFixture.parse(Self.plist)
    #expect(
      try StringsFixture.pairs(file) == [
        ["Sign in", "Iniciar sesión"], ["CFBundleDisplayName", "Mi & App"],
      ])
    let entry = try #require(try StringsFixture.table(file).entry(forKey: "Sign in"))
    #expect(entry.keyPosition == StringsFixture.position(5, 8))
    let value = try StringsFixture.value("Sign in", in: file)
    #expect(value.position == StringsFixture.position(6, 11))
    #expect(value.keyPosition == StringsFixture.position(5, 8))
    #expect(value.state == "translated")
    #expect(file.duplicates.isEmpty)
  }

  @Test func readsAPropertyListSavedAsUTF16() throws {
    let bytes = StringsFixture.utf16LittleEndian(
      Self.plist.replacingOccurrences(of: "UTF-8", with: "UTF-16"), bom: true)
    let file = try StringsFixture.parse(bytes: bytes)
    #expect(
      try StringsFixture.pairs(file) == [
        ["Sign in", "Iniciar sesión"], ["CFBundleDisplayName", "Mi & App"],
      ])
  }

  @Test func textThatStartsWithACommentIsStillTheTextFormat() throws {
    let file = try StringsFixture.parse("/* <dict> */\n\"a\" = \"b\";\n")
    #expect(try StringsFixture.pairs(file) == [["a", "b"]])
  }

  @Test func reportsAKeyWrittenTwice() throws {
    let text = "<plist><dict><key>a</key><string>1</string>\n<key>a</key><string>2</string></dict></plist>"
    let file = try StringsFixture.parse(text)
    #expect(try StringsFixture.pairs(file) == [["a", "2"]])
    let duplicate = try #require(file.duplicates.first)
    #expect(duplicate.key == "a")
    #expect(duplicate.first == StringsFixture.position(1, 19))
    #expect(duplicate.second == StringsFixture.position(2, 6))
  }

  @Test func refusesAValueThatIsNotAString() {
    let error = StringsFixture.error("<plist><dict>\n<key>n</key><integer>3</integer></dict></plist>")
    #expect(
      error?.message == "expected a <string> for key 'n', found a value that is neither <string> nor <dict>")
    #expect(error?.position.line == 2)
  }

  @Test func refusesARootThatIsNotADictionary() {
    let error = StringsFixture.error("<plist><array/></plist>")
    #expect(error?.message == "expected a <dict> of strings at the root of the property list")
  }

  @Test func reportsMalformedXMLWithItsPosition() throws {
    let error = try #require(StringsFixture.error("<plist><dict>\n<key>a</key><string>b</dict></plist>"))
    #expect(error.position.file == StringsFixture.path)
    #expect(error.position.line == 2)
  }

  @Test func refusesAnExternalEntity() throws {
    let text = """
      <?xml version="1.0"?>
      <!DOCTYPE plist [<!ENTITY x SYSTEM "file:///etc/passwd">]>
      <plist><dict><key>a</key><string>&x;</string></dict></plist>
      """
    let error = try #require(StringsFixture.error(text))
    #expect(error.position.file == StringsFixture.path)
  }
}
