import Testing

@testable import CatalogParser

/// Unit texts are taken from the document's bytes when they are written as they read, and from
/// libxml2's pieces otherwise: both ways must give XML's text.
@Suite struct XLIFFTextTests {
  private func values(_ body: String, lineBreak: String = "\n") throws -> [String: String?] {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
      <file original="A/Localizable.strings" source-language="en" target-language="fr"><body>
      \(body)
      </body></file></xliff>
      """
    let document = xml.replacingOccurrences(of: "\n", with: lineBreak)
    let context = FileContext(displayPath: "fr.xliff", bundle: "A", table: "Localizable")
    let parsed = try XLIFFParser.parse(Array(document.utf8), context: context)
    let table = try #require(parsed.tables.first)
    var result: [String: String?] = [:]
    for entry in table.entries { result[entry.key] = entry.localizations[LocaleID("fr")]?.value }
    return result
  }

  @Test func plainTextsAreTheirBytes() throws {
    let found = try values(
      """
      <trans-unit id="plain"><source>Save</source><target>Enregistrer ça → 💾</target></trans-unit>
      <trans-unit id="angle"><source>a > b</source><target>a > b, "c" 'd'</target></trans-unit>
      <trans-unit id="spaces"><source> x </source><target>  deux  espaces  </target></trans-unit>
      <trans-unit id="empty"><source>x</source><target></target></trans-unit>
      <trans-unit id="selfClosing"><source>x</source><target/></trans-unit>
      <trans-unit id="attribute"><source>x</source><target state="translated" x-note="a>b/>">c > d</target></trans-unit>
      """)
    #expect(found["plain"] == "Enregistrer ça → 💾")
    #expect(found["angle"] == "a > b, \"c\" 'd'")
    #expect(found["spaces"] == "  deux  espaces  ")
    #expect(found["empty"] == "")
    #expect(found["selfClosing"] == "")
    #expect(found["attribute"] == "c > d")
  }

  @Test func referencesMarkupAndLineBreaksAreDecoded() throws {
    let found = try values(
      """
      <trans-unit id="entity"><source>x</source><target>Tom &amp; Jerry &lt;3 &#x263A; &#65;</target></trans-unit>
      <trans-unit id="cdata"><source>x</source><target><![CDATA[<b>]]> gras</target></trans-unit>
      <trans-unit id="comment"><source>x</source><target>a<!-- note -->b</target></trans-unit>
      <trans-unit id="inline"><source>x</source><target>a <g id="1">b</g> c</target></trans-unit>
      <trans-unit id="lines"><source>x</source><target>one
      two</target></trans-unit>
      """, lineBreak: "\r\n")
    #expect(found["entity"] == "Tom & Jerry <3 ☺ A")
    #expect(found["cdata"] == "<b> gras")
    #expect(found["comment"] == "ab")
    #expect(found["inline"] == "a b c")
    #expect(found["lines"] == "one\ntwo")
  }

  @Test func lastIndexFindsTheLastByteInRange() {
    let bytes: [UInt8] = Array("<a><bcdefghijklmnop>xyz<".utf8)
    bytes.withUnsafeBufferPointer { buffer in
      let open = UInt8(ascii: "<")
      #expect(ByteSearch.lastIndex(of: open, in: buffer, from: 0, to: buffer.count) == 23)
      #expect(ByteSearch.lastIndex(of: open, in: buffer, from: 0, to: 23) == 3)
      #expect(ByteSearch.lastIndex(of: open, in: buffer, from: 4, to: 23) == nil)
      #expect(ByteSearch.lastIndex(of: open, in: buffer, from: 0, to: 1) == 0)
      #expect(ByteSearch.lastIndex(of: open, in: buffer, from: 0, to: 0) == nil)
      // Every position, against a plain backward scan.
      for end in 0...buffer.count {
        for start in 0...end {
          let expected = (start..<end).last { buffer[$0] == open }
          #expect(ByteSearch.lastIndex(of: open, in: buffer, from: start, to: end) == expected)
        }
      }
    }
  }

  @Test func equalComparesBytes() {
    let a: [UInt8] = Array("translated".utf8)
    let b: [UInt8] = Array("translates".utf8)
    a.withUnsafeBufferPointer { left in
      b.withUnsafeBufferPointer { right in
        #expect(ByteSearch.equal(left, left))
        #expect(!ByteSearch.equal(left, right))
        #expect(!ByteSearch.equal(left, UnsafeBufferPointer(rebasing: left[..<3])))
      }
    }
  }
}
