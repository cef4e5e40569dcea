import Testing

@testable import CatalogParser

/// Records the offsets the reader was asked about and the positions it gave.
private final class OffsetRecorder: XMLEventHandler {
  var answers: [(offset: Int, position: SourcePosition)] = []

  func startElement(_ element: XMLStartElement, reader: XMLEventReader) throws(CatalogError) {
    for offset in [element.tagOffset, element.contentOffset] {
      answers.append((offset, reader.position(ofOffset: offset)))
    }
  }

  func endElement(reader: XMLEventReader) throws(CatalogError) {}
  func text(_ bytes: UnsafeBufferPointer<UInt8>, reader: XMLEventReader) throws(CatalogError) {}
}

@Suite("XML positions")
struct XMLPositionTests {
  /// A document of many short and long lines, multi-byte text, and tags split over lines.
  func document(lineBreak: String) -> String {
    var generator = FuzzRandom(seed: 0x7AC)
    let words = ["a", "été", "中文字", "😀x", "plain words here", "ü"]
    var xml = "<?xml version=\"1.0\"?>" + lineBreak + "<root>" + lineBreak
    for index in 0..<300 {
      let indent = String(repeating: " ", count: Int(generator.next() % 12))
      let text = (0..<Int(generator.next() % 4)).map { _ in words[Int(generator.next() % 6)] }.joined()
      let split = index % 7 == 0 ? lineBreak + "   " : " "
      xml += indent + "<e\(index)\(split)k=\"\(text)\">\(text)<i/>\(text)</e\(index)>" + lineBreak
    }
    return xml + "</root>"
  }

  @Test(arguments: ["\n", "\r\n", "\r"])
  func everyPositionMatchesTheLineMap(lineBreak: String) throws {
    let bytes = Array(document(lineBreak: lineBreak).utf8)
    let recorder = OffsetRecorder()
    try XMLEventReader.read(bytes, file: "t.xml", handler: recorder)
    #expect(recorder.answers.count == 2 * (1 + 300 * 2))  // root, and each <eN> with its <i/>
    bytes.withUnsafeBufferPointer { buffer in
      let lines = LineMap(buffer)
      for (offset, position) in recorder.answers {
        #expect(position == lines.position(of: offset, in: buffer, file: "t.xml"), "offset \(offset)")
      }
    }
  }
}
