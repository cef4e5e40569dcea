import Testing

@testable import CatalogParser

@Suite("XLIFF unit counts")
struct XLIFFUnitCounterTests {
  func counts(_ xml: String) -> [Int] {
    Array(xml.utf8).withUnsafeBufferPointer(XLIFFUnitCounter.unitsPerFile)
  }

  @Test func countsUnitsPerFileInBothVersions() {
    let version1 = """
      <xliff version="1.2"><file original="a"><body><trans-unit id="1"/><trans-unit
      id="2"><source>x</source></trans-unit></body></file><file original="b"><trans-unit id="3"/>
      </file></xliff>
      """
    #expect(counts(version1) == [2, 1])
    let version2 =
      "<xliff version=\"2.0\"><file id=\"f\"><unit id=\"1\"/><unit id=\"2\"></unit></file></xliff>"
    #expect(counts(version2) == [2])
  }

  @Test func ignoresLookalikeNamesAndUnitsOutsideFiles() {
    #expect(
      counts("<xliff><trans-unit id=\"stray\"/><files><units/></files><file><unitx/></file></xliff>") == [0])
    #expect(counts("") == [])
  }
}
